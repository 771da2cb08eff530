import { useWords } from "~/lib/root-data";

/** A choice question's options, after an empty one ('Choose…') that answers nothing. */
export function ChoiceOptions({ choices }: { choices: readonly string[] }) {
  const { choose } = useWords().registration.form;
  return (
    <>
      <option value="">{choose}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}

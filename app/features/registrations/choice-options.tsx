import { useWords } from "~/lib/root-data";

/**
 * A choice question's options, after an empty one ('Choose…') that answers nothing. Each shows its
 * words in the page's language and posts its value, the English choice the server checks.
 */
export function ChoiceOptions({ choices }: { choices: readonly (string | { value: string; label: string })[] }) {
  const { choose } = useWords().registration.form;
  return (
    <>
      <option value="">{choose}</option>
      {choices.map((choice) => {
        const { value, label } = typeof choice === "string" ? { value: choice, label: choice } : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

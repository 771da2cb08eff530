/** A choice question's options, after an empty one ('Choose…') that answers nothing. */
export function ChoiceOptions({ choices }: { choices: readonly string[] }) {
  return (
    <>
      <option value="">Choose…</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}

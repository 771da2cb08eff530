import type { ReactNode } from "react";
import { textOrWord } from "~/lib/default-text";

/**
 * A text a record starts with ('Register Now'), as a page shows it (`textOrWord`): the page's own
 * word while it is unchanged, else the admin's text; that text is marked English when the page is
 * Arabic and none was written in Arabic (`english`), so that it reads left to right.
 */
export function startedText(
  stored: string | null | undefined,
  startedWith: string,
  word: string,
  english: boolean,
): ReactNode {
  const text = textOrWord(stored, startedWith, word);
  return text !== word && english ? (
    <span lang="en" dir="ltr">
      {text}
    </span>
  ) : (
    text
  );
}

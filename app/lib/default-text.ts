/**
 * A text an admin may change that a record starts with (a button's 'Register Now'), as a page
 * shows it: still the one it started with, or none, it is written in the page's language (`word`);
 * changed, it is the admin's own, as written.
 */
export function textOrWord(stored: string | null | undefined, startedWith: string, word: string): string {
  return !stored || stored === startedWith ? word : stored;
}

import { formatQuestions, type Question } from "~/features/events/questions";
import { fnv1a } from "~/lib/short-hash";

/**
 * The questions as a registration form asks them: the mark that tells a form filled in before the
 * admin changed them, and the answers kept with the question as it was asked.
 */

/** The registration form's field holding the mark of the questions it asks (questionsMark). */
export const ASKED_FIELD = "asked";

/**
 * A short mark of the questions as a form asks them (FNV-1a of their written form): a form filled in
 * before the admin changed the questions is told apart, its answers never stored under others.
 */
export function questionsMark(questions: readonly Question[]): string {
  return fnv1a(formatQuestions(questions)).toString(36);
}

/** A registrant's answer to one question, kept with the question as it was asked. */
export interface Answer {
  question: string;
  answer: string;
}

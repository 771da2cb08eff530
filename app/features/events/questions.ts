import type { Language } from "~/i18n/language";
import { COMMA, hasArabic } from "~/lib/typed-text";

/**
 * An event's own questions on its registration form (student ID, major, T-shirt size), written by
 * the admin one per line: `Student ID`, or `T-shirt size: S, M, L, XL` for a choice. A question is
 * required unless its line ends with "(optional)". Written in Arabic, `(اختياري)` marks it optional
 * and the Arabic comma (،) separates choices as the Latin one does.
 */
export interface Question {
  label: string;
  /** The choices of a choice question; null for a short text answer. */
  choices: string[] | null;
  required: boolean;
}

export const questionLimits = { count: 10, label: 200, choices: 20, choice: 100, answer: 500 } as const;

const OPTIONAL = /\s*[(（](optional|اختياري)[)）]\s*$/i;

/** The admin's lines as questions, or why they cannot be. */
export function parseQuestions(text: string): { value: Question[] } | { error: string } {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length > questionLimits.count) {
    return { error: `At most ${questionLimits.count} questions (one per line)` };
  }
  const questions: Question[] = [];
  const labels = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const which = `Question ${index + 1}`;
    const required = !OPTIONAL.test(line);
    const written = line.replace(OPTIONAL, "");
    const colon = written.indexOf(":");
    const label = (colon === -1 ? written : written.slice(0, colon)).trim();
    if (label === "") return { error: `${which} has no text before its choices` };
    if (label.length > questionLimits.label) {
      return { error: `${which} is longer than ${questionLimits.label} characters` };
    }
    if (labels.has(label.toLowerCase())) return { error: `${which} repeats "${label}"` };
    labels.add(label.toLowerCase());
    let choices: string[] | null = null;
    if (colon !== -1) {
      choices = [
        ...new Set(
          written
            .slice(colon + 1)
            .split(COMMA)
            .map((choice) => choice.trim())
            .filter((choice) => choice !== ""),
        ),
      ];
      if (choices.length < 2) return { error: `${which} ("${label}") needs two choices or more, separated by commas` };
      if (choices.length > questionLimits.choices) {
        return { error: `${which} ("${label}") has more than ${questionLimits.choices} choices` };
      }
      if (choices.some((choice) => choice.length > questionLimits.choice)) {
        return { error: `${which} ("${label}") has a choice longer than ${questionLimits.choice} characters` };
      }
    }
    questions.push({ label, choices, required });
  }
  return { value: questions };
}

/** The questions as the admin writes them, one per line (an Arabic question with Arabic marks). */
export function formatQuestions(questions: readonly Question[]): string {
  return questions
    .map((question) => {
      const arabic = hasArabic(question.label);
      const choices = question.choices ? `: ${question.choices.join(arabic ? "، " : ", ")}` : "";
      return `${question.label}${choices}${question.required ? "" : arabic ? " (اختياري)" : " (optional)"}`;
    })
    .join("\n");
}

const choiceCount = (question: Question) => question.choices?.length ?? 0;

/**
 * Why the Arabic questions cannot stand for the English ones, or null when they can: the form on
 * an Arabic page asks the English questions in Arabic words, by position, and posts the English
 * choices, so each must be the same kind of question with as many choices, required alike.
 */
export function questionsMismatch(english: readonly Question[], arabic: readonly Question[]): string | null {
  if (arabic.length === 0) return null;
  const lead = "Arabic questions must match the English ones:";
  if (arabic.length !== english.length) {
    return `${lead} ${english.length} in English and ${arabic.length} in Arabic`;
  }
  for (const [index, question] of english.entries()) {
    const other = arabic[index] as Question;
    const which = `question ${index + 1}`;
    if ((question.choices === null) !== (other.choices === null)) {
      const kind = (asked: Question) => (asked.choices ? "a choice" : "a text answer");
      return `${lead} ${which} is ${kind(question)} in English and ${kind(other)} in Arabic`;
    }
    if (choiceCount(question) !== choiceCount(other)) {
      return `${lead} ${which} has ${choiceCount(question)} choices in English and ${choiceCount(other)} in Arabic`;
    }
    if (question.required !== other.required) {
      const need = (asked: Question) => (asked.required ? "required" : "optional");
      return `${lead} ${which} is ${need(question)} in English and ${need(other)} in Arabic`;
    }
  }
  return null;
}

/** A question as a registration form shows it in one language. */
export interface ShownQuestion {
  label: string;
  /** Each choice's words, and the value it posts: always the English choice, which the server checks. */
  choices: { value: string; label: string }[] | null;
  required: boolean;
  /** Shown in English on an Arabic page, as no Arabic was written for it. */
  english: boolean;
}

/**
 * The event's questions as its form in `language` shows them: on an Arabic page each in the
 * Arabic words written for it (by position), else in English, marked so. The answers stay the
 * English questions' (their choices, their labels), so that checks, lists and exports read one.
 */
export function questionsShown(
  english: readonly Question[],
  arabic: readonly Question[],
  language: Language,
): ShownQuestion[] {
  return english.map((question, index) => {
    const other = language === "ar" ? arabic[index] : undefined;
    const fits =
      other !== undefined &&
      (question.choices === null) === (other.choices === null) &&
      choiceCount(question) === choiceCount(other);
    const words = fits ? other : question;
    return {
      label: words.label,
      choices: question.choices?.map((value, n) => ({ value, label: words.choices?.[n] ?? value })) ?? null,
      required: question.required,
      english: language === "ar" && !fits,
    };
  });
}

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

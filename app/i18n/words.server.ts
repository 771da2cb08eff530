import { publicWords as arabic } from "./ar";
import { answers as arabicAnswers } from "./ar/answers";
import { mail as arabicMail } from "./ar/mail";
import { publicWords as english } from "./en";
import { answers as englishAnswers } from "./en/answers";
import { mail as englishMail } from "./en/mail";
import type { Language } from "./language";
import type { AnswerWords, PublicWords, Words } from "./words";

/**
 * The dictionaries are read on the server and handed to a page with its data: the browser gets
 * the words of the page's language and never a dictionary module.
 */
const publicWordsByLanguage: Readonly<Record<Language, PublicWords>> = { en: english, ar: arabic };

/** Every word a public page shows, in `language`. */
export function publicWords(language: Language): PublicWords {
  return publicWordsByLanguage[language];
}

const answerWordsByLanguage: Readonly<Record<Language, AnswerWords>> = { en: englishAnswers, ar: arabicAnswers };

/** The words of the server's answers to the public forms, in `language`. */
export function answerWords(language: Language): AnswerWords {
  return answerWordsByLanguage[language];
}

/** The words of the registration emails and the calendar files, which the server alone writes. */
export type MailWords = Words<typeof englishMail>;

const mailWordsByLanguage: Readonly<Record<Language, MailWords>> = { en: englishMail, ar: arabicMail };

/** The words of a registration's emails and of the calendar files, in `language`. */
export function mailWords(language: Language): MailWords {
  return mailWordsByLanguage[language];
}

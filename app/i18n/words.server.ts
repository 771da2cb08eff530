import { createHash } from "node:crypto";
import { publicWords as arabic } from "./ar";
import { answers as arabicAnswers } from "./ar/answers";
import { mail as arabicMail } from "./ar/mail";
import { newsletterMail as arabicNewsletterMail } from "./ar/newsletter-mail";
import { settings as arabicSettings } from "./ar/settings";
import { publicWords as english } from "./en";
import { answers as englishAnswers } from "./en/answers";
import { mail as englishMail } from "./en/mail";
import { newsletterMail as englishNewsletterMail } from "./en/newsletter-mail";
import { settings as englishSettings } from "./en/settings";
import type { Language } from "./language";
import type { AnswerWords, PublicWords, SettingsWords, Words } from "./words";

/**
 * The dictionaries are read on the server and handed to a page with its data: the browser gets
 * the words of the page's language and never a dictionary module.
 */
const publicWordsByLanguage: Readonly<Record<Language, PublicWords>> = { en: english, ar: arabic };

/** Every word a public page shows, in `language`. */
export function publicWords(language: Language): PublicWords {
  return publicWordsByLanguage[language];
}

/** The public words of a language as the browser fetches them: JSON, and the version its address names. */
export interface PublicWordsFile {
  json: string;
  version: string;
}

const publicWordsFiles = new Map<Language, PublicWordsFile>();

/** The public words of `language` as one JSON file, written once per start. */
export function publicWordsFile(language: Language): PublicWordsFile {
  let file = publicWordsFiles.get(language);
  if (!file) {
    const json = JSON.stringify(publicWords(language));
    file = { json, version: createHash("sha256").update(json).digest("hex").slice(0, 12) };
    publicWordsFiles.set(language, file);
  }
  return file;
}

/** Where the browser fetches the public words of `language`: a new address for every change of them. */
export function publicWordsUrl(language: Language): string {
  return `/resources/words/${language}.${publicWordsFile(language).version}.json`;
}

const answerWordsByLanguage: Readonly<Record<Language, AnswerWords>> = { en: englishAnswers, ar: arabicAnswers };

/** The words of the server's answers to the public forms, in `language`. */
export function answerWords(language: Language): AnswerWords {
  return answerWordsByLanguage[language];
}

const settingsWordsByLanguage: Readonly<Record<Language, SettingsWords>> = { en: englishSettings, ar: arabicSettings };

/** The texts the site's settings start with, in `language`. */
export function settingsWords(language: Language): SettingsWords {
  return settingsWordsByLanguage[language];
}

/** The words of the newsletter's emails (a subscription's confirmation, an issue's frame). */
export type NewsletterMailWords = Words<typeof englishNewsletterMail>;

const newsletterMailByLanguage: Readonly<Record<Language, NewsletterMailWords>> = {
  en: englishNewsletterMail,
  ar: arabicNewsletterMail,
};

/** The words of the newsletter's emails, in the subscriber's `language`. */
export function newsletterMailWords(language: Language): NewsletterMailWords {
  return newsletterMailByLanguage[language];
}

/** The words of the registration emails and the calendar files, which the server alone writes. */
export type MailWords = Words<typeof englishMail>;

const mailWordsByLanguage: Readonly<Record<Language, MailWords>> = { en: englishMail, ar: arabicMail };

/** The words of a registration's emails and of the calendar files, in `language`. */
export function mailWords(language: Language): MailWords {
  return mailWordsByLanguage[language];
}

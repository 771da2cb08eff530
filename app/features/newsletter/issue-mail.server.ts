import type { OutgoingEmail } from "~/features/mail/service/email.server";
import { directionOf, type Language, pathIn } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { newsletterMailWords } from "~/i18n/words.server";
import { markdownForNewsletter } from "~/lib/markdown-render.server";
import { escapeXml } from "~/lib/public-pages";
import { storage } from "~/lib/storage.server";
import { type IssueRecord, issueIn, issuePath, NEWSLETTER_PATH } from "./record";

/**
 * A newsletter issue as an email: HTML laid out for mail clients (a table one column wide, its
 * styles inlined by juice), a plain-text part made from it by html-to-text, the site's pictures as
 * JPEG, and a footer with the club's name and address, the web version and a link to leave. Made
 * once per issue; each copy then gets its reader's own leaving link.
 */

export interface IssueMailContext {
  publicUrl: string;
  clubName: string;
  /** The club's postal address (the settings' office location). */
  clubAddress: string;
  /** Where a mail client's 'unsubscribe' by email goes (the club's address), when there is one. */
  unsubscribeMailbox: string | null;
}

/** Stands for a reader's leaving link until a copy is made for them: no text of an issue holds it. */
const LEAVE_MARK = "https://leave.invalid/newsletter-reader";

/** What the admin's test of an issue is called: its subject, marked. */
export const issueMailWords = {
  testSubject: (subject: string) => `[Test] ${subject}`,
};

/**
 * The email's styles for a language written in `direction`: what starts a line (a list's indent, a
 * quotation's rule, a table cell's text) is on the left in English and on the right in Arabic.
 * Mail clients read physical sides more surely than logical ones (Outlook for Windows knows none
 * of `padding-inline-start`), so each direction gets its own sides.
 */
function stylesFor(direction: "ltr" | "rtl"): string {
  const start = direction === "rtl" ? "right" : "left";
  // Spacing letters apart would pull Arabic's joined letters apart.
  const kickerSpacing = direction === "rtl" ? "" : " letter-spacing: .02em;";
  const reading = direction === "rtl" ? " direction: rtl; text-align: right;" : "";
  return `
body { margin: 0; padding: 0; background: #f4f4f5; color: #18181b; }
table { border-collapse: collapse; }
.outer { width: 100%; background: #f4f4f5; }
.container { width: 600px; max-width: 600px; background: #ffffff; }
.kicker { padding: 20px 32px 0; font: 600 13px/1.4 Arial, Helvetica, sans-serif; color: #52525b;${kickerSpacing}${reading} }
.content { padding: 8px 32px 24px; font: 16px/1.6 Arial, Helvetica, sans-serif; color: #18181b;${reading} }
.content h1 { margin: 8px 0 16px; font: 700 26px/1.25 Arial, Helvetica, sans-serif; color: #18181b; }
.content h2 { margin: 24px 0 8px; font: 700 21px/1.3 Arial, Helvetica, sans-serif; }
.content h3 { margin: 20px 0 8px; font: 700 18px/1.3 Arial, Helvetica, sans-serif; }
.content p { margin: 0 0 16px; }
.content ul, .content ol { margin: 0 0 16px; padding-${start}: 24px; }
.content blockquote { margin: 0 0 16px; padding: 4px 16px; border-${start}: 4px solid #d4d4d8; color: #3f3f46; }
.content a { color: #1d4ed8; text-decoration: underline; }
.content img { margin: 0 0 16px; }
.content table { margin: 0 0 16px; }
.content th, .content td { border: 1px solid #d4d4d8; padding: 6px 10px; text-align: ${start}; }
.footer { padding: 20px 32px 28px; border-top: 1px solid #e4e4e7; font: 13px/1.5 Arial, Helvetica, sans-serif; color: #52525b;${reading} }
.footer p { margin: 0 0 10px; }
.footer a { color: #1d4ed8; text-decoration: underline; }
.preheader { display: none; max-height: 0; overflow: hidden; mso-hide: all; font-size: 1px; line-height: 1px; color: #ffffff; opacity: 0; }
@media only screen and (max-width: 620px) {
  .container { width: 100% !important; }
  .kicker, .content, .footer { padding-left: 18px !important; padding-right: 18px !important; }
}
`;
}

const styles = { ltr: stylesFor("ltr"), rtl: stylesFor("rtl") } as const;

/** The address of a stored picture's JPEG copy as wide as an email's column, absolute. */
export function mailPictureUrl(src: string, publicUrl: string): string {
  const found = storage().locate(src);
  if (!found) return src;
  return new URL(`/images/${found.bucket}/${found.name}?w=640&f=jpeg`, publicUrl).href;
}

/** What an issue's preheader is: its own, or the start of its text. */
function preheaderOf(issue: Pick<IssueRecord, "preheader">, text: string): string {
  const own = issue.preheader.trim();
  return own !== "" ? own : text.replace(/\s+/g, " ").trim().slice(0, 140);
}

export interface IssueMail {
  subject: string;
  /** HTML and text, each with LEAVE_MARK where a reader's leaving link goes. */
  html: string;
  text: string;
  webVersion: string;
  /** The archive, in the mail's language. */
  archive: string;
  language: Language;
}

/**
 * An issue's email in `language` (its Arabic version, laid out right to left, for a reader who
 * chose Arabic: see `versionFor` in record.ts), the same for every reader but their leaving link.
 */
export async function issueMail(
  stored: Pick<IssueRecord, "subject" | "preheader" | "body" | "slug" | "subjectAr" | "preheaderAr" | "bodyAr">,
  context: IssueMailContext,
  language: Language = "en",
): Promise<IssueMail> {
  const issue = issueIn(stored, language);
  const words = newsletterMailWords(language).issue;
  const direction = directionOf(language);
  const say = (text: string) => fill(text, { club: context.clubName });
  const body = await markdownForNewsletter(issue.body, (src) => mailPictureUrl(src, context.publicUrl));
  const webVersion = new URL(pathIn(language, issuePath(issue)), context.publicUrl).href;
  const preheader = preheaderOf(issue, body.text);
  const address = context.clubAddress
    .split("\n")
    .map((line) => escapeXml(line.trim()))
    .filter(Boolean)
    .join("<br>");
  // A subject or text of the Arabic version not written in Arabic is the English one, marked so.
  const english = (text: "subject" | "body") => (issue.englishOnly.includes(text) ? ' lang="en" dir="ltr"' : "");
  // Mail clients drop the <html> element's attributes (Gmail does): the column says its direction too.
  const columnDirection = direction === "rtl" ? ' dir="rtl"' : "";
  const page = [
    "<!doctype html>",
    `<html lang="${language}" dir="${direction}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeXml(issue.subject)}</title><style>${styles[direction]}</style></head>`,
    "<body>",
    // Spaces that keep an inbox from showing the text after the preheader beside it.
    `<div class="preheader">${escapeXml(preheader)}${"&#847;&zwnj;&nbsp;".repeat(40)}</div>`,
    '<table role="presentation" class="outer" width="100%"><tr><td align="center">',
    `<table role="presentation" class="container" width="600"${columnDirection}>`,
    `<tr><td class="kicker">${escapeXml(say(words.kicker))}</td></tr>`,
    `<tr><td class="content"><h1${english("subject")}>${escapeXml(issue.subject)}</h1>`,
    english("body") ? `<div${english("body")}>${body.html}</div>` : body.html,
    "</td></tr>",
    '<tr><td class="footer">',
    `<p>${escapeXml(say(words.why))}</p>`,
    `<p><a href="${escapeXml(webVersion)}">${escapeXml(words.webVersion)}</a> · <a href="${LEAVE_MARK}">${escapeXml(words.leave)}</a></p>`,
    `<p>${escapeXml(context.clubName)}${address ? `<br>${address}` : ""}</p>`,
    "</td></tr></table>",
    "</td></tr></table></body></html>",
  ].join("");
  // Loaded with the first issue, not with every start: the two bring an HTML parser of their own.
  const [{ default: juice }, { convert }] = await Promise.all([import("juice"), import("html-to-text")]);
  // A picture keeps the width and height it was given: juice would write its CSS `height: auto`
  // as an attribute, which mail clients do not read.
  const html = juice(page, {
    preserveMediaQueries: true,
    removeStyleTags: true,
    applyHeightAttributes: false,
    applyWidthAttributes: false,
  });
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: ".preheader", format: "skip" },
      { selector: "img", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "table.outer", format: "dataTable" },
    ],
  });
  return {
    subject: issue.subject,
    html,
    text,
    webVersion,
    archive: new URL(pathIn(language, NEWSLETTER_PATH), context.publicUrl).href,
    language,
  };
}

/** The copy of `mail` for one reader: their leaving link in the footer and in the list headers. */
export function readerCopy(
  mail: IssueMail,
  reader: { email: string; leaveLink: string; messageId: string },
  context: IssueMailContext,
): OutgoingEmail {
  const host = new URL(context.publicUrl).hostname;
  const mailto = context.unsubscribeMailbox
    ? `, <mailto:${context.unsubscribeMailbox}?subject=${encodeURIComponent("unsubscribe")}>`
    : "";
  return {
    to: reader.email,
    subject: mail.subject,
    html: mail.html.replaceAll(LEAVE_MARK, escapeXml(reader.leaveLink)),
    text: mail.text.replaceAll(LEAVE_MARK, reader.leaveLink),
    messageId: reader.messageId,
    headers: {
      "List-Id": `${context.clubName.replace(/[<>"\r\n]/g, "")} newsletter <newsletter.${host}>`,
      "List-Unsubscribe": `<${reader.leaveLink}>${mailto}`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Archive": `<${mail.archive}>`,
    },
  };
}

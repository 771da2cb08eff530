import { foldLine, icalParam, icalText, startUtc, utcStamp } from "~/features/events/ical.server";
import { questionsShown } from "~/features/events/questions";
import { type EventRecord, eventPath } from "~/features/events/record";
import { oneLine, senderAddress } from "~/features/mail/service/email.server";
import type { QueuedMail } from "~/features/mail/service/outbox.server";
import { clubNameIn } from "~/features/newsletter/consent.server";
import type { Answer } from "~/features/registrations/asked";
import { arabicSetting } from "~/features/settings/service/site-settings.server";
import { localized } from "~/i18n/content";
import { type Language, pathIn } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { type MailWords, mailWords } from "~/i18n/words.server";
import { checkInPath, linkWithToken } from "~/lib/admin-paths";
import type { MailAttachment } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { ARABIC_LOCALE, formatter } from "~/lib/format";
import { knownMarkdownText } from "~/lib/markdown-render.server";
import { escapeXml } from "~/lib/public-pages";
import { qrCodePng } from "~/lib/qr-png.server";
import { absoluteUrl } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import { writtenDoorCode } from "./door-code.server";
import { CANCEL_REGISTRATION_PATH } from "./record";
import { registrationToken } from "./tokens.server";

/**
 * The emails a registration causes, rendered when they are queued (in the transaction of their
 * cause): the confirmation with a calendar invitation, the code for the door and the cancel link;
 * the waitlist's answer and its promotion; an event's change or cancellation; the reminder; a
 * message from the club.
 */

export interface MailContext {
  publicUrl: string;
  clubName: string;
  /** The club's name as Arabic emails sign it (the settings' Arabic name, or the one the site starts with). */
  clubNameAr: string | null;
  timeZone: string;
  /** The address invitations name as their organizer: the site's sender. */
  organizer: string;
  /** Where a reply goes: the club's address (the sender is often one nobody reads); null when it has none. */
  replyTo: { name: string; address: string } | null;
}

/** The context of this site's mail: its address, its name and time zone, its sender and the club's address. */
export function mailContext(
  settings: Pick<SiteSettings, "clubName" | "timeZone"> & Partial<Pick<SiteSettings, "contactEmail" | "clubNameAr">>,
): MailContext {
  const { PUBLIC_URL, SMTP_URL, MAIL_FROM, CONTACT_TO } = env();
  const sender = SMTP_URL ? senderAddress(SMTP_URL, MAIL_FROM, PUBLIC_URL) : `no-reply@${new URL(PUBLIC_URL).hostname}`;
  const organizer = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  // The address the settings show visitors, else the one contact messages are forwarded to.
  const clubAddress = settings.contactEmail?.trim() || CONTACT_TO;
  return {
    publicUrl: PUBLIC_URL,
    clubName: settings.clubName,
    clubNameAr: arabicSetting(settings, "clubName"),
    timeZone: settings.timeZone,
    organizer,
    replyTo: clubAddress ? { name: oneLine(settings.clubName), address: clubAddress } : null,
  };
}

/** An event as its emails read it: its texts in both languages, each email taking its registrant's. */
type MailEvent = Pick<
  EventRecord,
  "id" | "slug" | "title" | "description" | "date" | "time" | "location" | "calendarSequence" | "status"
> &
  Partial<Pick<EventRecord, "titleAr" | "descriptionAr" | "locationAr" | "questions" | "questionsAr">>;

interface Registrant {
  id: string;
  eventId: string;
  name: string;
  email: string;
  answers?: Answer[] | null;
  /** The short code typed at the door when the QR code will not scan (none on registrations restored from before codes). */
  doorCode?: string | null;
  /** The language of the page the person registered on: their emails are written in it (English when none). */
  language?: Language | null;
}

/** The language a registrant's emails are written in. */
const languageOf = (registrant: Pick<Registrant, "language">): Language => registrant.language ?? "en";

/** The event's texts in the registrant's language, the English where none was written in it. */
function eventIn<E extends MailEvent>(event: E, language: Language) {
  return localized(event, language) as unknown as Omit<E, "titleAr" | "descriptionAr" | "locationAr">;
}

/**
 * The event's start in the club's time zone, with the zone named: 'Thursday, December 3, 2026 at
 * 5:00 PM GMT+3'; in Arabic, with Arabic month and day names and Latin digits (decision 0033).
 */
export function eventMoment(
  event: Pick<EventRecord, "date" | "time">,
  timeZone: string,
  language: Language = "en",
): string {
  const locale = language === "ar" ? ARABIC_LOCALE : "en-US";
  const start = startUtc(event, timeZone);
  const zone = formatter(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(start)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${formatter(locale, { timeZone, dateStyle: "full", timeStyle: "short" }).format(start)}${zone ? ` ${zone}` : ""}`;
}

/** The registration's link to cancel it, which needs no account: to the page in the registrant's language. */
export function cancelLink(
  registration: Pick<Registrant, "id" | "eventId" | "language">,
  context: MailContext,
): string {
  const path = pathIn(languageOf(registration), CANCEL_REGISTRATION_PATH);
  return linkWithToken(path, context.publicUrl, registrationToken("cancel", registration));
}

/** What the QR code for the door holds: the event's check-in page, with the person's code. */
export function checkInContent(registration: Pick<Registrant, "id" | "eventId">, context: MailContext): string {
  const url = new URL(checkInPath(registration.eventId), `${context.publicUrl}/`);
  url.searchParams.set("code", registrationToken("check-in", registration));
  return url.toString();
}

type CalendarMethod = "REQUEST" | "CANCEL";

/**
 * The person's calendar invitation (RFC 5546): one UID per registration, so a later update or
 * cancellation replaces the same entry; SEQUENCE is the event's, raised with each change. Its
 * texts and link are in the registrant's language.
 */
export function invitation(
  anyLanguage: MailEvent,
  registrant: Registrant,
  context: MailContext,
  method: CalendarMethod,
  now = new Date(),
): string {
  const language = languageOf(registrant);
  const event = eventIn(anyLanguage, language);
  const host = new URL(context.publicUrl).hostname;
  const page = absoluteUrl(context.publicUrl, pathIn(language, eventPath(event)));
  const cancelled = method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icalText(context.clubName)}//Registrations//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:registration-${registrant.id}@${host}`,
    `SEQUENCE:${event.calendarSequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(startUtc(event, context.timeZone))}`,
    `SUMMARY:${icalText(event.title)}`,
    `DESCRIPTION:${icalText(`${page}\n\n${knownMarkdownText(event.description, { lines: true })}`)}`,
    `LOCATION:${icalText(event.location)}`,
    `URL:${page}`,
    `ORGANIZER;CN=${icalParam(clubNameIn(context, language))}:mailto:${context.organizer}`,
    `ATTENDEE;CN=${icalParam(oneLine(registrant.name))};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "ACCEPTED"};RSVP=FALSE:mailto:${registrant.email}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

function calendarFile(
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  method: CalendarMethod,
): MailAttachment {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: "text/calendar",
    base64: Buffer.from(invitation(event, registrant, context, method), "utf8").toString("base64"),
    calendarMethod: method,
  };
}

const QR_CID = "door-code@registration";

function doorCode(registrant: Registrant, context: MailContext): MailAttachment {
  return {
    filename: "door-code.png",
    contentType: "image/png",
    base64: qrCodePng(checkInContent(registrant, context)).toString("base64"),
    cid: QR_CID,
  };
}

/** The event's facts, as every message repeats them, in the registrant's language. */
function details(event: MailEvent, context: MailContext, language: Language, words: MailWords): [string, string][] {
  return [
    [words.facts.when, eventMoment(event, context.timeZone, language)],
    [words.facts.where, oneLine(event.location)],
    [words.facts.page, absoluteUrl(context.publicUrl, pathIn(language, eventPath(event)))],
  ];
}

/**
 * A paragraph of a message: the site's words; what the registrant typed in the form (their name
 * and answers), set apart as such; or the club's text in Markdown.
 */
type Paragraph = string | { typed: [string, string][] } | { club: MailText };

/** The club's Markdown as an email shows it (markdownForMail): its HTML, and its plain text. */
export interface MailText {
  html: string;
  text: string;
}

/**
 * How much of a value typed in the form a message shows. The address it goes to was confirmed by
 * no one, so a stranger's text (a name of 200 characters, an answer of 500) is shown short, set
 * apart and named as typed in the form, never as the club's own words.
 */
const TYPED_SHOWN = 80;

const typedValue = (value: string) => {
  const line = oneLine(value).trim() || "—";
  return line.length > TYPED_SHOWN ? `${line.slice(0, TYPED_SHOWN - 1)}…` : line;
};

interface Rendered {
  subject: string;
  /** Paragraphs of the message; the facts of the event follow the first. */
  paragraphs: Paragraph[];
  facts: [string, string][];
  /**
   * Shown as a picture in the HTML part (the QR code), with its words in the text part, and the
   * code to type instead printed under it.
   */
  picture?: { alt: string; note: string; code: string | null };
  links: { label: string; href: string }[];
}

function paragraphText(paragraph: Paragraph, words: MailWords): string {
  if (typeof paragraph === "string") return paragraph;
  if ("typed" in paragraph) {
    return [
      words.typedHeading,
      ...paragraph.typed.map(([label, value]) => `> ${typedValue(label)}: ${typedValue(value)}`),
    ].join("\n");
  }
  return paragraph.club.text;
}

function textOf(rendered: Rendered, clubName: string, words: MailWords): string {
  const [first = "", ...rest] = rendered.paragraphs;
  return [
    words.hello,
    "",
    paragraphText(first, words),
    "",
    ...rendered.facts.map(([term, value]) => `${term}: ${value}`),
    ...(rendered.picture ? ["", rendered.picture.note] : []),
    ...(rendered.picture?.code ? [`${words.door.code}: ${rendered.picture.code}`] : []),
    ...rest.flatMap((paragraph) => ["", paragraphText(paragraph, words)]),
    ...rendered.links.flatMap((link) => ["", `${link.label}: ${link.href}`]),
    "",
    `— ${clubName}`,
  ].join("\n");
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${escapeXml(text).replace(/\n/g, "<br>")}</p>`;

/**
 * A paragraph in HTML. What the registrant typed stands in a grey box under its heading, each line
 * in its own direction (an Arabic answer right to left).
 */
function htmlOfParagraph(paragraph: Paragraph, words: MailWords): string {
  if (typeof paragraph === "string") return paragraphHtml(paragraph);
  if ("typed" in paragraph) {
    const lines = paragraph.typed
      .map(([label, value]) => `<div dir="auto">${escapeXml(typedValue(label))}: ${escapeXml(typedValue(value))}</div>`)
      .join("");
    return `<p style="margin:0 0 4px;font-size:14px;color:#555">${escapeXml(words.typedHeading)}</p><div style="margin:0 0 16px;padding:8px 12px;border-radius:6px;background:#f3f4f6;color:#374151;font-size:14px">${lines}</div>`;
  }
  // The club's Markdown, as the site shows it; pictures are left out of mail.
  return `<div dir="auto" style="margin:0 0 16px">${paragraph.club.html}</div>`;
}

/**
 * The message as HTML. An Arabic one is laid out right to left: the document says so (mail apps
 * read `dir` on the root and the body), and the facts' terms stand on the right.
 */
function htmlOf(rendered: Rendered, clubName: string, language: Language, words: MailWords): string {
  const [first = "", ...rest] = rendered.paragraphs;
  const arabic = language === "ar";
  const termStyle = arabic
    ? 'align="right" style="padding:4px 0 4px 16px;vertical-align:top"'
    : 'align="left" style="padding:4px 16px 4px 0;vertical-align:top"';
  const facts = rendered.facts
    .map(
      ([term, value]) =>
        `<tr><th ${termStyle}>${escapeXml(term)}</th><td dir="auto" style="padding:4px 0">${
          /^https?:\/\//.test(value) ? `<a href="${escapeXml(value)}">${escapeXml(value)}</a>` : escapeXml(value)
        }</td></tr>`,
    )
    .join("");
  const picture = rendered.picture
    ? [
        `<p style="margin:0 0 8px"><img src="cid:${QR_CID}" width="220" height="220" alt="${escapeXml(rendered.picture.alt)}"></p>`,
        rendered.picture.code
          ? `<p style="margin:0 0 8px">${escapeXml(words.door.code)}: <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;letter-spacing:2px">${escapeXml(rendered.picture.code)}</strong></p>`
          : "",
        paragraphHtml(rendered.picture.note),
      ].join("")
    : "";
  const links = rendered.links
    .map((link) => `<p style="margin:0 0 16px"><a href="${escapeXml(link.href)}">${escapeXml(link.label)}</a></p>`)
    .join("");
  const opening = arabic
    ? '<!doctype html><html lang="ar" dir="rtl"><body dir="rtl" style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;direction:rtl;text-align:right">'
    : '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">';
  return [
    opening,
    paragraphHtml(words.hello),
    htmlOfParagraph(first, words),
    `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${facts}</table>`,
    picture,
    ...rest.map((paragraph) => htmlOfParagraph(paragraph, words)),
    links,
    paragraphHtml(`— ${clubName}`),
    "</body></html>",
  ].join("");
}

/** Every kind of email a registration causes, each kept with the registration's personal data. */
export const registrationMailKinds = [
  "registration-confirmed",
  "registration-waitlisted",
  "registration-cancelled",
  "event-changed",
  "event-cancelled",
  "event-reminder",
  "attendee-message",
] as const;

/** What an email's words are written with: the registrant's language, its words, the event's title in it. */
function writing(event: MailEvent, registrant: Registrant) {
  const language = languageOf(registrant);
  const words = mailWords(language);
  const title = oneLine(eventIn(event, language).title);
  /** `template` with the event's title (and any other values) written in. */
  const say = (template: string, values: Readonly<Record<string, string | number>> = {}) =>
    fill(template, { event: title, ...values });
  return { language, words, title, say };
}

/** One email to a registrant about `event`, in their language: the event's facts follow its first paragraph. */
function message(
  kind: (typeof registrationMailKinds)[number],
  anyLanguage: MailEvent,
  registrant: Registrant,
  written: Omit<Rendered, "facts">,
  context: MailContext,
  attachments: MailAttachment[],
): QueuedMail {
  const { language, words } = writing(anyLanguage, registrant);
  const event = eventIn(anyLanguage, language);
  const rendered = { ...written, facts: details(event, context, language, words) };
  return {
    kind,
    to: registrant.email,
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    subject: rendered.subject,
    text: textOf(rendered, clubNameIn(context, language), words),
    html: htmlOf(rendered, clubNameIn(context, language), language, words),
    attachments,
    sourceId: registrant.id,
  };
}

/**
 * An answer as the registrant's language asks it. Answers are kept with the English question and
 * choice (as the server reads them); an Arabic email shows the question, and a choice, in the
 * Arabic words the form showed, where the event still asks it.
 */
function answerIn(answer: Answer, event: MailEvent, language: Language): [string, string] {
  const index = language === "ar" ? (event.questions ?? []).findIndex((q) => q.label === answer.question) : -1;
  const shown =
    index === -1 ? undefined : questionsShown(event.questions ?? [], event.questionsAr ?? [], language)[index];
  if (!shown || shown.english) return [answer.question, answer.answer];
  const choice = shown.choices?.find((option) => option.value === answer.answer);
  return [shown.label, choice?.label ?? answer.answer];
}

/** The registrant's name and answers, as typed in the form and shown as such. */
function typedParagraph(registrant: Registrant, event: MailEvent, words: MailWords): Paragraph {
  const language = languageOf(registrant);
  return {
    typed: [[words.name, registrant.name], ...(registrant.answers ?? []).map((a) => answerIn(a, event, language))],
  };
}

/** The QR code for the door, and the short code under it (when the registration has one). */
function doorPicture(registrant: Registrant, words: MailWords): NonNullable<Rendered["picture"]> {
  const code = registrant.doorCode ? writtenDoorCode(registrant.doorCode) : null;
  return { alt: words.door.alt, note: code ? words.door.withCode : words.door.withoutCode, code };
}

/**
 * A confirmed seat: the details, the calendar invitation, the QR code for the door and the cancel
 * link. `reason` says why it is sent: registered, promoted from the waitlist, sent again, or the
 * day-before reminder.
 */
export function confirmationMail(
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  reason: "registered" | "promoted" | "again" | "reminder" = "registered",
): QueuedMail {
  const { words, say } = writing(event, registrant);
  const opening = words.confirmed[reason];
  return seatMail(reason === "reminder" ? "event-reminder" : "registration-confirmed", event, registrant, context, {
    subject: say(opening.subject),
    paragraphs: [
      say(opening.opening),
      ...(reason === "reminder" ? [] : [typedParagraph(registrant, event, words)]),
      words.confirmed.invitation,
      words.confirmed.cancelAsk,
    ],
  });
}

/** An email to someone holding a seat: the QR code for the door, the cancel link, the calendar invitation. */
function seatMail(
  kind: (typeof registrationMailKinds)[number],
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  written: Pick<Rendered, "subject" | "paragraphs">,
): QueuedMail {
  const { words } = writing(event, registrant);
  return message(
    kind,
    event,
    registrant,
    {
      ...written,
      picture: doorPicture(registrant, words),
      links: [{ label: words.cancelLink, href: cancelLink(registrant, context) }],
    },
    context,
    [calendarFile(event, registrant, context, "REQUEST"), doorCode(registrant, context)],
  );
}

/** On the waitlist, at `position`. */
export function waitlistMail(
  event: MailEvent,
  registrant: Registrant,
  position: number,
  context: MailContext,
  again = false,
): QueuedMail {
  const { words, say } = writing(event, registrant);
  return message(
    "registration-waitlisted",
    event,
    registrant,
    {
      subject: say(words.waitlisted.subject),
      paragraphs: [
        say(again ? words.waitlisted.again : words.waitlisted.placed, { position }),
        typedParagraph(registrant, event, words),
        words.waitlisted.leave,
      ],
      links: [{ label: words.leaveWaitlistLink, href: cancelLink(registrant, context) }],
    },
    context,
    [],
  );
}

/** The event's date, time or place changed: the invitation again, its SEQUENCE raised. */
export function eventChangedMail(event: MailEvent, registrant: Registrant, context: MailContext): QueuedMail {
  const { words, say } = writing(event, registrant);
  return seatMail("event-changed", event, registrant, context, {
    subject: say(words.changed.subject),
    paragraphs: [say(words.changed.text), words.changed.invitation],
  });
}

/** The event is called off: the calendar entry is cancelled too. */
export function eventCancelledMail(event: MailEvent, registrant: Registrant, context: MailContext): QueuedMail {
  const { words, say } = writing(event, registrant);
  return message(
    "event-cancelled",
    event,
    registrant,
    {
      subject: say(words.eventCancelled.subject),
      paragraphs: [say(words.eventCancelled.text)],
      links: [],
    },
    context,
    [calendarFile(event, registrant, context, "CANCEL")],
  );
}

/** The registration was cancelled, by the person or by the club. */
export function registrationCancelledMail(
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  by: "attendee" | "club",
  wasWaitlisted: boolean,
): QueuedMail {
  const { words, say } = writing(event, registrant);
  const texts = words.registrationCancelled;
  const text = wasWaitlisted
    ? by === "attendee"
      ? texts.leftByAttendee
      : texts.leftByClub
    : by === "attendee"
      ? texts.cancelledByAttendee
      : texts.cancelledByClub;
  return message(
    "registration-cancelled",
    event,
    registrant,
    {
      subject: say(wasWaitlisted ? texts.leftSubject : texts.cancelledSubject),
      paragraphs: [say(text)],
      links: [],
    },
    context,
    // The person's own entry cancelled: a new version of it, as RFC 5546 asks of a cancellation.
    wasWaitlisted
      ? []
      : [calendarFile({ ...event, calendarSequence: event.calendarSequence + 1 }, registrant, context, "CANCEL")],
  );
}

/** A message the club writes to everyone confirmed for the event. */
export function messageToAttendeeMail(
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  written: { subject: string; body: MailText },
): QueuedMail {
  const { words, say } = writing(event, registrant);
  return message(
    "attendee-message",
    event,
    registrant,
    {
      subject: say(words.attendeeMessage.subject, { subject: oneLine(written.subject) }),
      paragraphs: [{ club: written.body }, say(words.attendeeMessage.why)],
      links: [{ label: words.cancelLink, href: cancelLink(registrant, context) }],
    },
    context,
    [],
  );
}

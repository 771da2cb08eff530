import { foldLine, icalParam, icalText, startUtc, utcStamp } from "~/features/events/ical.server";
import { type EventRecord, eventPath } from "~/features/events/record";
import { oneLine, senderAddress } from "~/features/mail/service/email.server";
import type { QueuedMail } from "~/features/mail/service/outbox.server";
import type { Answer } from "~/features/registrations/asked";
import { checkInPath, linkWithToken } from "~/lib/admin-paths";
import type { MailAttachment } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { formatter } from "~/lib/format";
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
  timeZone: string;
  /** The address invitations name as their organizer: the site's sender. */
  organizer: string;
  /** Where a reply goes: the club's address (the sender is often one nobody reads); null when it has none. */
  replyTo: { name: string; address: string } | null;
}

/** The context of this site's mail: its address, its name and time zone, its sender and the club's address. */
export function mailContext(
  settings: Pick<SiteSettings, "clubName" | "timeZone"> & Partial<Pick<SiteSettings, "contactEmail">>,
): MailContext {
  const { PUBLIC_URL, SMTP_URL, MAIL_FROM, CONTACT_TO } = env();
  const sender = SMTP_URL ? senderAddress(SMTP_URL, MAIL_FROM, PUBLIC_URL) : `no-reply@${new URL(PUBLIC_URL).hostname}`;
  const organizer = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  // The address the settings show visitors, else the one contact messages are forwarded to.
  const clubAddress = settings.contactEmail?.trim() || CONTACT_TO;
  return {
    publicUrl: PUBLIC_URL,
    clubName: settings.clubName,
    timeZone: settings.timeZone,
    organizer,
    replyTo: clubAddress ? { name: oneLine(settings.clubName), address: clubAddress } : null,
  };
}

type MailEvent = Pick<
  EventRecord,
  "id" | "slug" | "title" | "description" | "date" | "time" | "location" | "calendarSequence" | "status"
>;

interface Registrant {
  id: string;
  eventId: string;
  name: string;
  email: string;
  answers?: Answer[] | null;
  /** The short code typed at the door when the QR code will not scan (none on registrations restored from before codes). */
  doorCode?: string | null;
}

/** The event's start in the club's time zone, with the zone named: 'Thursday, December 3, 2026 at 5:00 PM GMT+3'. */
export function eventMoment(event: Pick<EventRecord, "date" | "time">, timeZone: string): string {
  const start = startUtc(event, timeZone);
  const zone = formatter("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(start)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${formatter("en-US", { timeZone, dateStyle: "full", timeStyle: "short" }).format(start)}${zone ? ` ${zone}` : ""}`;
}

/** The registration's link to cancel it, which needs no account. */
export function cancelLink(registration: Pick<Registrant, "id" | "eventId">, context: MailContext): string {
  return linkWithToken(CANCEL_REGISTRATION_PATH, context.publicUrl, registrationToken("cancel", registration));
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
 * cancellation replaces the same entry; SEQUENCE is the event's, raised with each change.
 */
export function invitation(
  event: MailEvent,
  registrant: Registrant,
  context: MailContext,
  method: CalendarMethod,
  now = new Date(),
): string {
  const host = new URL(context.publicUrl).hostname;
  const page = absoluteUrl(context.publicUrl, eventPath(event));
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
    `ORGANIZER;CN=${icalParam(context.clubName)}:mailto:${context.organizer}`,
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

/** The event's facts, as every message repeats them. */
function details(event: MailEvent, context: MailContext): [string, string][] {
  return [
    ["When", eventMoment(event, context.timeZone)],
    ["Where", oneLine(event.location)],
    ["Event page", absoluteUrl(context.publicUrl, eventPath(event))],
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
const TYPED_HEADING = "As typed in the registration form:";

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

function paragraphText(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  if ("typed" in paragraph) {
    return [
      TYPED_HEADING,
      ...paragraph.typed.map(([label, value]) => `> ${typedValue(label)}: ${typedValue(value)}`),
    ].join("\n");
  }
  return paragraph.club.text;
}

function textOf(rendered: Rendered, clubName: string): string {
  const [first = "", ...rest] = rendered.paragraphs;
  return [
    "Hello,",
    "",
    paragraphText(first),
    "",
    ...rendered.facts.map(([term, value]) => `${term}: ${value}`),
    ...(rendered.picture ? ["", rendered.picture.note] : []),
    ...(rendered.picture?.code ? [`${DOOR_CODE_LABEL}: ${rendered.picture.code}`] : []),
    ...rest.flatMap((paragraph) => ["", paragraphText(paragraph)]),
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
function htmlOfParagraph(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraphHtml(paragraph);
  if ("typed" in paragraph) {
    const lines = paragraph.typed
      .map(([label, value]) => `<div dir="auto">${escapeXml(typedValue(label))}: ${escapeXml(typedValue(value))}</div>`)
      .join("");
    return `<p style="margin:0 0 4px;font-size:14px;color:#555">${escapeXml(TYPED_HEADING)}</p><div style="margin:0 0 16px;padding:8px 12px;border-radius:6px;background:#f3f4f6;color:#374151;font-size:14px">${lines}</div>`;
  }
  // The club's Markdown, as the site shows it; pictures are left out of mail.
  return `<div dir="auto" style="margin:0 0 16px">${paragraph.club.html}</div>`;
}

function htmlOf(rendered: Rendered, clubName: string): string {
  const [first = "", ...rest] = rendered.paragraphs;
  const facts = rendered.facts
    .map(
      ([term, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeXml(term)}</th><td dir="auto" style="padding:4px 0">${
          /^https?:\/\//.test(value) ? `<a href="${escapeXml(value)}">${escapeXml(value)}</a>` : escapeXml(value)
        }</td></tr>`,
    )
    .join("");
  const picture = rendered.picture
    ? [
        `<p style="margin:0 0 8px"><img src="cid:${QR_CID}" width="220" height="220" alt="${escapeXml(rendered.picture.alt)}"></p>`,
        rendered.picture.code
          ? `<p style="margin:0 0 8px">${escapeXml(DOOR_CODE_LABEL)}: <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:22px;letter-spacing:2px">${escapeXml(rendered.picture.code)}</strong></p>`
          : "",
        paragraphHtml(rendered.picture.note),
      ].join("")
    : "";
  const links = rendered.links
    .map((link) => `<p style="margin:0 0 16px"><a href="${escapeXml(link.href)}">${escapeXml(link.label)}</a></p>`)
    .join("");
  return [
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    paragraphHtml("Hello,"),
    htmlOfParagraph(first),
    `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${facts}</table>`,
    picture,
    ...rest.map(htmlOfParagraph),
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

/** One email to a registrant about `event`: the event's facts follow its first paragraph. */
function message(
  kind: (typeof registrationMailKinds)[number],
  event: MailEvent,
  registrant: Registrant,
  written: Omit<Rendered, "facts">,
  context: MailContext,
  attachments: MailAttachment[],
): QueuedMail {
  const rendered = { ...written, facts: details(event, context) };
  return {
    kind,
    to: registrant.email,
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    subject: rendered.subject,
    text: textOf(rendered, context.clubName),
    html: htmlOf(rendered, context.clubName),
    attachments,
    sourceId: registrant.id,
  };
}

/** The registrant's name and answers, as typed in the form and shown as such. */
function typedParagraph(registrant: Registrant): Paragraph {
  return {
    typed: [
      ["Name", registrant.name],
      ...(registrant.answers ?? []).map((a): [string, string] => [a.question, a.answer]),
    ],
  };
}

const DOOR_CODE_LABEL = "Door code";

/** The QR code for the door, and the short code under it (when the registration has one). */
function doorPicture(registrant: Registrant): NonNullable<Rendered["picture"]> {
  const code = registrant.doorCode ? writtenDoorCode(registrant.doorCode) : null;
  return {
    alt: "Your QR code for the door",
    note: code
      ? "Show the QR code in this email at the door, or tell the door code under it (or your name)."
      : "Show the QR code in this email at the door (or give your name).",
    code,
  };
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
  const title = oneLine(event.title);
  const opening = {
    registered: ["Registration confirmed", `You are registered for ${title}. Your seat is kept for you.`],
    again: [
      "Registration confirmed",
      `Someone, probably you, entered this address on the registration form of ${title} again. You are already registered: here is your confirmation again.`,
    ],
    promoted: ["A seat is yours", `A seat freed up and it is yours: you are now registered for ${title}.`],
    reminder: ["Tomorrow", `A reminder: ${title} is tomorrow. We look forward to seeing you.`],
  }[reason];
  return seatMail(reason === "reminder" ? "event-reminder" : "registration-confirmed", event, registrant, context, {
    subject: `${opening[0]}: ${title}`,
    paragraphs: [
      opening[1] ?? "",
      ...(reason === "reminder" ? [] : [typedParagraph(registrant)]),
      "The calendar invitation is attached: add it to your calendar.",
      "Cannot come after all? Please cancel, so that someone else can have your seat.",
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
  return message(
    kind,
    event,
    registrant,
    {
      ...written,
      picture: doorPicture(registrant),
      links: [{ label: "Cancel my registration", href: cancelLink(registrant, context) }],
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
  const title = oneLine(event.title);
  return message(
    "registration-waitlisted",
    event,
    registrant,
    {
      subject: `On the waitlist: ${title}`,
      paragraphs: [
        `${again ? `Someone, probably you, entered this address on the registration form of ${title} again. You are already on the waitlist` : `The event is full, so you are on the waitlist for ${title}`}: number ${position}. If a seat frees up before registration closes, it goes to the first in line, and we email you at once.`,
        typedParagraph(registrant),
        "Changed your mind? Leave the waitlist with the link below.",
      ],
      links: [{ label: "Leave the waitlist", href: cancelLink(registrant, context) }],
    },
    context,
    [],
  );
}

/** The event's date, time or place changed: the invitation again, its SEQUENCE raised. */
export function eventChangedMail(event: MailEvent, registrant: Registrant, context: MailContext): QueuedMail {
  const title = oneLine(event.title);
  return seatMail("event-changed", event, registrant, context, {
    subject: `Changed: ${title}`,
    paragraphs: [
      `${title} has changed. Here are its details as they are now; your seat is still yours.`,
      "The calendar invitation attached updates the entry in your calendar.",
    ],
  });
}

/** The event is called off: the calendar entry is cancelled too. */
export function eventCancelledMail(event: MailEvent, registrant: Registrant, context: MailContext): QueuedMail {
  const title = oneLine(event.title);
  return message(
    "event-cancelled",
    event,
    registrant,
    {
      subject: `Cancelled: ${title}`,
      paragraphs: [
        `We are sorry: ${title} is cancelled. Your registration ends with it; the attachment removes the event from your calendar.`,
      ],
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
  const title = oneLine(event.title);
  const what = wasWaitlisted ? "You have left the waitlist" : "Your registration is cancelled";
  return message(
    "registration-cancelled",
    event,
    registrant,
    {
      subject: `${wasWaitlisted ? "Left the waitlist" : "Registration cancelled"}: ${title}`,
      paragraphs: [
        by === "attendee"
          ? `${what} for ${title}, as you asked. Thank you for letting us know.`
          : `The club has cancelled your ${wasWaitlisted ? "place on the waitlist" : "registration"} for ${title}. Write to us if this is a mistake.`,
      ],
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
  return message(
    "attendee-message",
    event,
    registrant,
    {
      subject: `${oneLine(written.subject)} · ${oneLine(event.title)}`,
      paragraphs: [{ club: written.body }, `You receive this because you are registered for ${oneLine(event.title)}.`],
      links: [{ label: "Cancel my registration", href: cancelLink(registrant, context) }],
    },
    context,
    [],
  );
}

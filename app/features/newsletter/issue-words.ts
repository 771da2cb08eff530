import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import { vocabulary } from "~/lib/vocabulary";
import type { IssueStatus } from "./table";

/** What the admin pages of the newsletter's issues say. */

/** Where an issue is, as the admin pages name it. */
export const issueStatusTerms = vocabulary<IssueStatus>([
  { value: "draft", label: "Draft", tone: "slate" },
  { value: "scheduled", label: "Scheduled", tone: "violet" },
  { value: "sending", label: "Sending", tone: "blue" },
  { value: "paused", label: "Paused", tone: "amber" },
  { value: "sent", label: "Sent", tone: "green" },
]);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of an issue's page and what it answers. */
export const issueWords = {
  back: "All issues",
  previewTitle: "Preview",
  previewHelp: "The email as a mail client shows it, with the text as saved. Save changes in the issue's form first.",
  phone: "Phone",
  desktop: "Desktop",
  previewFrame: (width: string) => `The email at ${width} width`,
  testTitle: "Send a test",
  testHelp: (email: string) => `Sends the issue as saved to ${email}, its subject marked [Test].`,
  testBothHelp: (email: string) =>
    `Sends the issue as saved to ${email}, in English and in Arabic (two emails), each subject marked [Test].`,
  testButton: "Send a test",
  sendTitle: "Send",
  recipients: (n: number) => `${plural(n, "confirmed subscriber", "confirmed subscribers")} will receive it.`,
  // After the count of recipients, when some chose Arabic.
  inArabic: (n: number) => `${n} of them chose Arabic and will receive the Arabic version.`,
  noArabic: (n: number) =>
    `${n} of them chose Arabic; the issue has no Arabic text, so they will receive the English. Write its Arabic version in the issue's form to send them that.`,
  arabicPreviewTitle: "Preview of the Arabic version",
  sendNow: "Send now",
  sendQuestion: (n: number) => `Send this issue to ${plural(n, "subscriber", "subscribers")} now?`,
  sendDescription: "It goes out at once, a few a minute, and can no longer be changed. You can pause it while it goes.",
  scheduleLabel: "Or send it at",
  scheduleHelp: (timeZone: string) => `In the club's time zone (${timeZone}).`,
  scheduleButton: "Schedule",
  goesOut: (when: string) => `Scheduled: it goes out ${when}.`,
  unscheduleButton: "Cancel the schedule",
  noMail: "Email is not configured (SMTP_URL): copies wait in the outbox until it is.",
  progressTitle: "Progress",
  sent: "Sent",
  waiting: "Waiting",
  failed: "Failed",
  skipped: "Not sent (left or refused)",
  pause: "Pause",
  resume: "Resume",
  webVersion: "View the web version",
  // The list's line on when an issue is: sent, going, planned, or last changed.
  sentTo: (at: string, n: number) => `Sent ${at} to ${plural(n, "subscriber", "subscribers")}`,
  startedTo: (at: string, n: number) => `Started ${at}, to ${plural(n, "subscriber", "subscribers")}`,
  goesOutAt: (at: string) => `Goes out ${at}`,
  lastChanged: (at: string) => `Last changed ${at}`,
  progressLink: "Progress and counts",
  sendingLink: "Preview, test and send",
  started: (n: number): ToastMessage => ({
    title: "Sending started",
    description: `The issue goes to ${plural(n, "subscriber", "subscribers")}; this page shows how far it is.`,
    variant: "success",
  }),
  scheduled: (at: Date | string, timeZone: string): ToastMessage => ({
    title: "Issue scheduled",
    description: `It goes out ${zonedDateTime(at, timeZone)}.`,
    variant: "success",
  }),
  testSent: (email: string): ToastMessage => ({
    title: "Test sent",
    description: `The issue is on its way to ${email}.`,
    variant: "success",
  }),
  testsSent: (email: string): ToastMessage => ({
    title: "Test sent",
    description: `The English and the Arabic versions are on their way to ${email}.`,
    variant: "success",
  }),
  unscheduled: { title: "Schedule cancelled", description: "The issue is a draft again.", variant: "success" },
  paused: { title: "Sending paused", description: "No more copies go until you resume.", variant: "success" },
  resumed: { title: "Sending resumed", description: "The copies still waiting go out now.", variant: "success" },
  changed: {
    title: "The issue changed",
    description: "Another admin saved it since you opened this page. Check the preview again, then send it.",
    variant: "error",
  },
  goneOut: { title: "This issue has gone out", description: "It can be sent only once.", variant: "error" },
  noRecipients: {
    title: "No one to send it to",
    description: "No subscriber has confirmed an address yet.",
    variant: "error",
  },
  past: { title: "Choose a time to come", description: "That time has passed.", variant: "error" },
  badTime: { title: "Choose a date and time", description: "Give the day and the time it goes out.", variant: "error" },
  missing: { title: "Issue not found", description: "It may have been deleted.", variant: "error" },
  notScheduled: { title: "Not scheduled", description: "The issue was not waiting for a time.", variant: "error" },
  notSending: { title: "Not sending", description: "The issue is not going out now.", variant: "error" },
  notPaused: { title: "Not paused", description: "The issue is not paused.", variant: "error" },
  unknown: { title: "Nothing was done", description: "That is not something this page does.", variant: "error" },
} as const satisfies Record<string, string | ToastMessage | ((...args: never[]) => string | ToastMessage)>;

import type { AppLoadContext } from "react-router";
import type { Actor } from "~/features/activity/service/activity.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import type { EventRecord } from "~/features/events/record";
import { nudgeMailWorker } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { publicWords } from "~/i18n/words.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import { db } from "~/lib/db/client.server";
import { checkForm } from "~/lib/form-reply";
import { formDataOf } from "~/lib/http.server";
import { markdownProblem, markdownTooSlow } from "~/lib/markdown-limits";
import { MarkdownTooSlowError } from "~/lib/markdown-render.server";
import type { SiteSettings } from "~/lib/site-settings";
import { answerForm, type FormAnswer } from "~/lib/toast.server";
import { visitorText, z } from "~/lib/zod";
import { emailAttendees, eventOfPage } from "./attendees.server";
import { checkIn, undoCheckIn } from "./check-in.server";
import { mailContext } from "./mail.server";
import { type AttendeeReply, attendeeMessageLimits, type CheckInOutcome } from "./record";
import { cancelRegistration, register } from "./register.server";
import { readRegistration, registrationFormWords } from "./schema";

/** The admin area is in English: its forms speak the English public words. */
const english = publicWords("en");

type Admin = Actor;

const answer = (reply: AttendeeReply, status = 200): FormAnswer<AttendeeReply> => ({
  reply,
  status,
  toast: reply.toast,
  goBack: !reply.errors,
});

const refused = (toast: ToastMessage, status = 409) => answer({ outcome: "refused", toast }, status);

/** Someone added by hand: the questions' answers are the admin's to give or not. */
async function add(database: Database, event: EventRecord, form: FormData, settings: SiteSettings, admin: Admin) {
  const read = readRegistration(
    form,
    event.questions.map((question) => ({ ...question, required: false })),
    registrationFormWords(english),
  );
  if ("errors" in read) return answer({ outcome: "invalid", form: "add", toast: null, ...read }, 400);
  const outcome = await register(database, event.id, { ...read.input, newsletter: false }, mailContext(settings), {
    admin,
  });
  nudgeMailWorker();
  switch (outcome.kind) {
    case "confirmed":
    case "waitlisted":
      return answer({
        outcome: outcome.kind,
        toast: adminMessages.attendees.added(read.input.name, outcome.kind === "waitlisted"),
      });
    case "already":
      return answer({
        outcome: "already",
        toast: adminMessages.attendees.alreadyThere(read.input.name, outcome.resent),
      });
    case "full":
      return refused(adminMessages.attendees.full);
    case "off-site":
      return refused(adminMessages.attendees.offSite);
    case "closed":
      return refused(adminMessages.attendees.cancelledEvent);
    case "missing":
      return refused(adminMessages.admin.deletedMeanwhile("event"), 404);
    default:
      return refused(adminMessages.attendees.failed, 500);
  }
}

async function remove(database: Database, event: EventRecord, form: FormData, settings: SiteSettings, admin: Admin) {
  const outcome = await cancelRegistration(
    database,
    String(form.get("id") ?? ""),
    mailContext(settings),
    { admin },
    { within: event.id },
  );
  nudgeMailWorker();
  if (outcome.kind === "cancelled")
    return answer({ outcome: "done", toast: adminMessages.attendees.removed(outcome.promoted) });
  if (outcome.kind === "already") return refused(adminMessages.attendees.alreadyCancelled, 409);
  if (outcome.kind === "missing") return refused(adminMessages.attendees.registrationGone, 404);
  return refused(adminMessages.attendees.failed, 500);
}

async function email(database: Database, event: EventRecord, form: FormData, settings: SiteSettings, admin: Admin) {
  const read = checkForm(attendeeMessageSchema, form);
  if ("errors" in read) return answer({ outcome: "invalid", form: "email", toast: null, ...read }, 400);
  try {
    const written = { subject: read.value.subject, body: read.value.message };
    const queued = await emailAttendees(database, event, written, mailContext(settings), admin);
    if (queued === 0) return refused(adminMessages.attendees.nobodyToEmail);
    nudgeMailWorker();
    return answer({ outcome: "done", toast: adminMessages.attendees.emailed(queued) });
  } catch (error) {
    if (error instanceof MarkdownTooSlowError) {
      const errors = { message: [markdownTooSlow("Message")] };
      return answer({ outcome: "invalid", form: "email", toast: null, errors, values: { ...read.value } }, 400);
    }
    console.error(`[registrations] emailing the attendees of ${event.id} failed: ${(error as Error).message}`);
    return refused(adminMessages.attendees.failed, 500);
  }
}

/** The club's message to its attendees: a subject and a text, each required and within its limit. */
const attendeeMessageSchema = z.object({
  subject: visitorText("Subject", attendeeMessageLimits.subject, english.common.fieldErrors),
  message: visitorText("Message", attendeeMessageLimits.message, english.common.fieldErrors).superRefine(
    (text, context) => {
      const problem = markdownProblem("Message", text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    },
  ),
});

const checkInStatus: Record<CheckInOutcome["kind"], number> = {
  ready: 200,
  "checked-in": 200,
  already: 200,
  waitlisted: 409,
  cancelled: 409,
  invalid: 400,
  "other-event": 409,
  expired: 410,
  failed: 500,
};

async function door(database: Database, event: EventRecord, form: FormData, settings: SiteSettings, admin: Admin) {
  const code = form.get("code");
  const id = form.get("id");
  const target =
    typeof code === "string" && code.trim() !== ""
      ? { code: codeOf(code) }
      : { registrationId: typeof id === "string" ? id : "" };
  const outcome = await checkIn(database, event, target, admin, settings.timeZone);
  return answer({ outcome: outcome.kind, toast: null, checkIn: outcome }, checkInStatus[outcome.kind]);
}

/** A scanned QR code holds the check-in page's address with the code; a scanner may give either. */
export function codeOf(scanned: string): string {
  const text = scanned.trim();
  try {
    return new URL(text).searchParams.get("code") ?? text;
  } catch {
    return text;
  }
}

async function undo(database: Database, event: EventRecord, form: FormData, admin: Admin) {
  try {
    const done = await undoCheckIn(database, event, String(form.get("id") ?? ""), admin);
    return done
      ? answer({ outcome: "done", toast: adminMessages.attendees.undone })
      : refused(adminMessages.attendees.notCheckedIn, 404);
  } catch (error) {
    console.error(`[registrations] taking back a check-in at ${event.id} failed: ${(error as Error).message}`);
    return refused(adminMessages.attendees.failed, 500);
  }
}

/** Runs the posted `intent` on an event's registrations: add, remove, email, check in, undo a check-in. */
export async function attendeeAction(
  database: Database,
  event: EventRecord,
  form: FormData,
  settings: SiteSettings,
  admin: Admin,
): Promise<FormAnswer<AttendeeReply>> {
  switch (form.get("intent")) {
    case "add":
      return add(database, event, form, settings, admin);
    case "remove":
      return remove(database, event, form, settings, admin);
    case "email":
      return email(database, event, form, settings, admin);
    case "check-in":
      return door(database, event, form, settings, admin);
    case "undo":
      return undo(database, event, form, admin);
    default:
      return refused(adminMessages.admin.unknownAction, 400);
  }
}

type AttendeePageArgs = { request: Request; context: AppLoadContext | undefined; params: { id?: string } };

/**
 * Where a load of or a post on an event's attendee pages (the list, the door) starts: the admin
 * checked, the site's settings, and the event of `params.id` (a 404 when there is none).
 */
export async function attendeePageOf({ request, context, params }: AttendeePageArgs) {
  const admin = await requireAdmin(request, context);
  const database = db();
  const settings = await currentSettings(database);
  const { event, when } = await eventOfPage(database, params.id, settings.timeZone);
  return { admin, database, settings, event, when };
}

/**
 * The action of an event's attendee pages: an admin's post on the event of `params.id`, answered
 * as every admin form is, back to the page at `pageOf(eventId)`.
 */
export async function answerAttendeeAction(args: AttendeePageArgs, pageOf: (eventId: string) => string) {
  const { admin: user, database, settings, event } = await attendeePageOf(args);
  const form = await formDataOf(args.request);
  return answerForm(form.get("redirectTo"), await attendeeAction(database, event, form, settings, user), {
    within: pageOf(event.id),
  });
}

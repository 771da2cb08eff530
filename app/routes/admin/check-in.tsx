import { answerAttendeeAction, codeOf } from "~/features/registrations/attendee-actions.server";
import { attendeeCounts, confirmedMatching, eventOfPage } from "~/features/registrations/attendees.server";
import { lookUpCode, personOf } from "~/features/registrations/check-in.server";
import { CheckInPage } from "~/features/registrations/check-in-page";
import { checkInPath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { requireAdmin } from "~/lib/session.server";
import { currentSettings } from "~/lib/site-settings.server";
import type { Route } from "./+types/check-in";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Check-in${loaderData ? `: ${loaderData.event.title}` : ""} | ${club.name} Admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const database = db();
  const { timeZone } = await currentSettings(database);
  const { event, when } = await eventOfPage(database, params.id, timeZone);
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").trim().slice(0, 200);
  const code = query.get("code");
  const [counts, found] = await Promise.all([
    attendeeCounts(database, event.id),
    confirmedMatching(database, event.id, search),
  ]);
  // A code opened from the phone's camera app shows who it names; checking in takes a press.
  const opened = code
    ? { code: codeOf(code), reading: await lookUpCode(database, event, codeOf(code), timeZone) }
    : null;
  return {
    event: { id: event.id, title: event.title, when },
    counts: { confirmed: counts.confirmed, checkedIn: counts.checkedIn },
    search,
    found: found.map(personOf),
    opened,
    loadToast: null,
  };
}

/** Check someone in (by code or from the list), or take a check-in back. */
export function action(args: Route.ActionArgs) {
  return answerAttendeeAction(args, checkInPath);
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInPage {...loaderData} answered={actionData} />;
}

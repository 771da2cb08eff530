import { answerAttendeeAction, attendeePageOf, codeOf } from "~/features/registrations/attendee-actions.server";
import { attendeeCounts, confirmedMatching } from "~/features/registrations/attendees.server";
import { lookUpCode, personOf } from "~/features/registrations/check-in.server";
import { CheckInPage } from "~/features/registrations/check-in-page";
import { checkInPath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { searchParam } from "~/lib/paging";
import type { Route } from "./+types/check-in";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Check-in${loaderData ? `: ${loaderData.event.title}` : ""} | ${club.name} Admin` },
];

export async function loader(args: Route.LoaderArgs) {
  const { database, settings, event, when } = await attendeePageOf(args);
  const { timeZone } = settings;
  const query = new URL(args.request.url).searchParams;
  const search = searchParam(query);
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
  };
}

/** Check someone in (by code or from the list), or take a check-in back. */
export function action(args: Route.ActionArgs) {
  return answerAttendeeAction(args, checkInPath);
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckInPage {...loaderData} answered={actionData} />;
}

import { configuredTransport } from "~/features/mail/service/outbox.server";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { answerAttendeeAction, attendeePageOf } from "~/features/registrations/attendee-actions.server";
import { attendeeCounts, attendeesPage, statusParam } from "~/features/registrations/attendees.server";
import { AttendeesPage } from "~/features/registrations/attendees-page";
import { adminMessages } from "~/lib/admin-messages";
import { attendeesPath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { pageParam, searchParam } from "~/lib/paging";
import type { Route } from "./+types/attendees";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Attendees${loaderData ? `: ${loaderData.event.title}` : ""} | ${club.name} Admin` },
];

export async function loader(args: Route.LoaderArgs) {
  const { database, event, when } = await attendeePageOf(args);
  const query = new URL(args.request.url).searchParams;
  const search = searchParam(query);
  const status = statusParam(query.get("status"));
  const empty = { items: [], page: 1, pages: 1, total: 0 };
  const [list, counts] = await Promise.all([
    loadOr(
      "attendees",
      () => attendeesPage(database, event.id, { search, status, page: pageParam(query.get("page")) }),
      empty,
    ),
    attendeeCounts(database, event.id),
  ]);
  return {
    event: {
      id: event.id,
      title: event.title,
      slug: event.slug,
      maxAttendees: event.maxAttendees,
      registrationMode: event.registrationMode,
      waitlist: event.waitlist,
      questions: event.questions,
      when,
    },
    counts,
    ...list.value,
    search,
    status,
    mailConfigured: configuredTransport().mailer !== null,
    loadToast: list.failed ? adminMessages.admin.fetchFailed("attendees") : null,
  };
}

/** Add or remove someone, or email everyone confirmed. */
export function action(args: Route.ActionArgs) {
  return answerAttendeeAction(args, attendeesPath);
}

export default function Attendees({ loaderData, actionData }: Route.ComponentProps) {
  return <AttendeesPage {...loaderData} answered={actionData} />;
}

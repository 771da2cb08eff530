import CalendarX from "lucide-react/icons/calendar-x";
import { data, Form, Link, useNavigation } from "react-router";
import { PageHeader, pageBody } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { eventPath } from "~/features/events/record";
import { nudgeMailWorker } from "~/features/mail/service/outbox.server";
import { readCode } from "~/features/registrations/links.server";
import { eventMoment, mailContext } from "~/features/registrations/mail.server";
import { CANCEL_REGISTRATION_PATH } from "~/features/registrations/record";
import { cancelRegistration } from "~/features/registrations/register.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { formDataOf, tokenPageHeaders } from "~/lib/http.server";
import type { Route } from "./+types/cancel-registration";

export const meta: Route.MetaFunction = () => [
  { title: "Cancel a registration" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = tokenPageHeaders;

type Page =
  | {
      state: "confirm";
      code: string;
      title: string;
      when: string;
      waitlisted: boolean;
      slug: string;
      /** The cancellation asked for could not be made: the question again, with why. */
      failed?: boolean;
    }
  | { state: "cancelled"; title: string; slug: string; waitlisted: boolean; promoted: boolean }
  | { state: "invalid" }
  | { state: "used"; title: string; slug: string }
  | { state: "expired"; title: string; slug: string };

/** The link's code read, with the site's settings it was read in. */
async function readLink(code: string | null) {
  const settings = await currentSettings();
  return { settings, reading: await readCode(db(), "cancel", code, { timeZone: settings.timeZone }) };
}

/** What the link says before anything is done: opening it (or a mail scanner fetching it) cancels nothing. */
function pageFor(
  code: string | null,
  { settings, reading }: Awaited<ReturnType<typeof readLink>>,
): { page: Page; status: number } {
  switch (reading.kind) {
    case "valid":
      return {
        page: {
          state: "confirm",
          code: code ?? "",
          title: reading.event.title,
          when: eventMoment(reading.event, settings.timeZone),
          waitlisted: reading.registration.status === "waitlisted",
          slug: reading.event.slug,
        },
        status: 200,
      };
    case "used":
    case "expired":
      return { page: { state: reading.kind, title: reading.event.title, slug: reading.event.slug }, status: 410 };
    default:
      return { page: { state: "invalid" }, status: 404 };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("token");
  const { page, status } = pageFor(code, await readLink(code));
  return data(page, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const posted = form.get("token");
  const code = typeof posted === "string" ? posted : null;
  const link = await readLink(code);
  const { page, status } = pageFor(code, link);
  if (page.state !== "confirm" || link.reading.kind !== "valid") return data<Page>(page, { status });
  const outcome = await cancelRegistration(db(), link.reading.registration.id, mailContext(link.settings), {
    visitor: true,
  });
  if (outcome.kind === "already")
    return data<Page>({ state: "used", title: page.title, slug: page.slug }, { status: 410 });
  if (outcome.kind !== "cancelled") return data<Page>({ ...page, failed: true }, { status: 500 });
  nudgeMailWorker();
  return data<Page>({
    state: "cancelled",
    title: page.title,
    slug: page.slug,
    waitlisted: link.reading.registration.status === "waitlisted",
    promoted: outcome.promoted > 0,
  });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "registration", null);
}

function Explained({ title, children, slug }: { title: string; children: React.ReactNode; slug?: string }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 className="text-xl font-semibold">{title}</h2>
        <div className="space-y-3 text-muted-foreground">{children}</div>
        {slug ? (
          <Link to={eventPath({ slug })} className="inline-block text-primary underline underline-offset-4">
            Go to the event's page
          </Link>
        ) : (
          <Link to="/events" className="inline-block text-primary underline underline-offset-4">
            See the events
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

export default function CancelRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page: Page = actionData ?? loaderData;
  const busy = navigation.state === "submitting";
  return (
    <>
      <PageHeader title="Cancel a registration" description="Cannot come after all? Free your seat for someone else." />
      <div className={pageBody}>
        <div className="max-w-2xl">
          {page.state === "confirm" ? (
            <Card>
              <CardContent className="space-y-4 pt-6">
                <h2 className="text-xl font-semibold">{page.title}</h2>
                <p className="text-muted-foreground">{page.when}</p>
                {page.failed ? (
                  <p role="alert" className="font-medium text-destructive">
                    Your registration could not be cancelled just now. Please try again in a moment.
                  </p>
                ) : null}
                <p>
                  {page.waitlisted
                    ? "Leave the waitlist for this event? You would lose your place in line."
                    : "Cancel your registration for this event? Your seat goes to the next person in line."}
                </p>
                <Form method="post" action={CANCEL_REGISTRATION_PATH}>
                  <input type="hidden" name="token" value={page.code} />
                  <Button type="submit" variant="destructive" disabled={busy}>
                    <CalendarX aria-hidden="true" />
                    {busy ? "Cancelling..." : page.waitlisted ? "Leave the waitlist" : "Cancel my registration"}
                  </Button>
                </Form>
              </CardContent>
            </Card>
          ) : page.state === "cancelled" ? (
            <Explained
              title={page.waitlisted ? "You have left the waitlist" : "Your registration is cancelled"}
              slug={page.slug}
            >
              <p>
                {page.waitlisted
                  ? `You are no longer on the waitlist for ${page.title}.`
                  : `Your seat at ${page.title} is free again${page.promoted ? " and went to the first person on the waitlist" : ""}. Thank you for letting us know.`}
              </p>
            </Explained>
          ) : page.state === "used" ? (
            <Explained title="This registration is already cancelled" slug={page.slug}>
              <p>{`Your registration for ${page.title} was cancelled before: there is nothing more to do. To come after all, register again on the event's page while it takes registrations.`}</p>
            </Explained>
          ) : page.state === "expired" ? (
            <Explained title="This link can no longer be used" slug={page.slug}>
              <p>{`${page.title} has already started (or is over), so its registrations can no longer be cancelled.`}</p>
            </Explained>
          ) : (
            <Explained title="This link is not valid">
              <p>
                The link may have been cut or changed on its way, or its event was removed. Open the link in your
                confirmation email again, or write to us through the{" "}
                <Link to="/contact" className="text-primary underline underline-offset-4">
                  contact page
                </Link>
                .
              </p>
            </Explained>
          )}
        </div>
      </div>
    </>
  );
}

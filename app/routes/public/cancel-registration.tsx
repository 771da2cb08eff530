import CalendarX from "lucide-react/icons/calendar-x";
import { data, Form, useNavigation } from "react-router";
import { LocalLink } from "~/components/local-link";
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
import { localized } from "~/i18n/content";
import { type Language, languageOfRequest } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { formDataOf, tokenPageHeaders } from "~/lib/http.server";
import { usePathIn, useWords } from "~/lib/root-data";
import { wordsOf } from "~/lib/seo";
import type { Route } from "./+types/cancel-registration";

export const meta: Route.MetaFunction = ({ matches }) => {
  const title = wordsOf(matches)?.registration.cancel.title;
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex, nofollow" }];
};

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
  language: Language,
): { page: Page; status: number } {
  // The event's title in the page's language (the English one where none was written in Arabic).
  const title = "event" in reading ? localized(reading.event, language).title : "";
  switch (reading.kind) {
    case "valid":
      return {
        page: {
          state: "confirm",
          code: code ?? "",
          title,
          when: eventMoment(reading.event, settings.timeZone, language),
          waitlisted: reading.registration.status === "waitlisted",
          slug: reading.event.slug,
        },
        status: 200,
      };
    case "used":
    case "expired":
      return { page: { state: reading.kind, title, slug: reading.event.slug }, status: 410 };
    default:
      return { page: { state: "invalid" }, status: 404 };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("token");
  const { page, status } = pageFor(code, await readLink(code), languageOfRequest(request.url));
  return data(page, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const posted = form.get("token");
  const code = typeof posted === "string" ? posted : null;
  const link = await readLink(code);
  const { page, status } = pageFor(code, link, languageOfRequest(request.url));
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
  const words = useWords().registration.cancel;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 className="text-xl font-semibold">{title}</h2>
        <div className="space-y-3 text-muted-foreground">{children}</div>
        {slug ? (
          <LocalLink to={eventPath({ slug })} className="inline-block text-primary underline underline-offset-4">
            {words.toEvent}
          </LocalLink>
        ) : (
          <LocalLink to="/events" className="inline-block text-primary underline underline-offset-4">
            {words.toEvents}
          </LocalLink>
        )}
      </CardContent>
    </Card>
  );
}

export default function CancelRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page: Page = actionData ?? loaderData;
  const busy = navigation.state === "submitting";
  const words = useWords().registration.cancel;
  const pathIn = usePathIn();
  const [beforeContact, afterContact] = words.invalidText.split("{contact}");
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <div className={pageBody}>
        <div className="max-w-2xl">
          {page.state === "confirm" ? (
            <Card>
              <CardContent className="space-y-4 pt-6">
                <h2 className="text-xl font-semibold">{page.title}</h2>
                <p className="text-muted-foreground">{page.when}</p>
                {page.failed ? (
                  <p role="alert" className="font-medium text-destructive">
                    {words.failed}
                  </p>
                ) : null}
                <p>{page.waitlisted ? words.askWaitlisted : words.askRegistered}</p>
                <Form method="post" action={pathIn(CANCEL_REGISTRATION_PATH)}>
                  <input type="hidden" name="token" value={page.code} />
                  <Button type="submit" variant="destructive" disabled={busy}>
                    <CalendarX aria-hidden="true" />
                    {busy ? words.cancelling : page.waitlisted ? words.leaveWaitlist : words.cancelRegistration}
                  </Button>
                </Form>
              </CardContent>
            </Card>
          ) : page.state === "cancelled" ? (
            <Explained title={page.waitlisted ? words.leftWaitlist : words.cancelled} slug={page.slug}>
              <p>
                {fill(
                  page.waitlisted ? words.leftWaitlistText : page.promoted ? words.freedPromotedText : words.freedText,
                  { event: page.title },
                )}
              </p>
            </Explained>
          ) : page.state === "used" ? (
            <Explained title={words.usedTitle} slug={page.slug}>
              <p>{fill(words.usedText, { event: page.title })}</p>
            </Explained>
          ) : page.state === "expired" ? (
            <Explained title={words.expiredTitle} slug={page.slug}>
              <p>{fill(words.expiredText, { event: page.title })}</p>
            </Explained>
          ) : (
            <Explained title={words.invalidTitle}>
              <p>
                {beforeContact}
                <LocalLink to="/contact" className="text-primary underline underline-offset-4">
                  {words.contactLink}
                </LocalLink>
                {afterContact}
              </p>
            </Explained>
          )}
        </div>
      </div>
    </>
  );
}

import { data, Form, useNavigation } from "react-router";
import { LocalLink } from "~/components/local-link";
import { PageHeader, pageBody } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { confirmSubscription, leaveNewsletter, readConsentLink } from "~/features/newsletter/consent.server";
import { CONFIRM_PATH, LEAVE_PATH } from "~/features/newsletter/record";
import { englishPath } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { db } from "~/lib/db/client.server";
import { formDataOf, tokenPageHeaders } from "~/lib/http.server";
import { usePathIn, useWords } from "~/lib/root-data";
import { wordsOf } from "~/lib/seo";
import type { Route } from "./+types/newsletter-link";

/**
 * The pages a subscriber's links open: `/newsletter/confirm` and `/newsletter/leave`. Opening a
 * link (or a mail scanner fetching it) changes nothing: the page asks, and its one button posts.
 * A mail client's one-click POST to the leaving link (RFC 8058) leaves at once and is answered 200.
 */

type LinkKind = "confirm" | "leave";

type Page =
  | { link: LinkKind; state: "ask"; token: string; email: string; failed?: boolean }
  | { link: LinkKind; state: "done" }
  | { link: LinkKind; state: "invalid" };

/** Which link a page is, in either language (`/ar/newsletter/leave` is the leaving page in Arabic). */
const linkAt = (pathname: string): LinkKind => (englishPath(pathname) === LEAVE_PATH ? "leave" : "confirm");
const linkOf = (request: Request): LinkKind => linkAt(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const words = wordsOf(matches)?.newsletter.consent;
  return [
    ...(words ? [{ title: words[linkAt(location.pathname)].title }] : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export const headers: Route.HeadersFunction = tokenPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const link = linkOf(request);
  const token = new URL(request.url).searchParams.get("token");
  const reading = await readConsentLink(db(), link, token);
  if (reading.kind === "invalid") return data<Page>({ link, state: "invalid" }, { status: 404 });
  // Opened again after leaving (or after confirming), the link says it is done.
  if (reading.kind === "left" || (link === "confirm" && reading.confirmed)) return data<Page>({ link, state: "done" });
  return data<Page>({ link, state: "ask", token: token ?? "", email: reading.email });
}

export async function action({ request }: Route.ActionArgs) {
  const link = linkOf(request);
  const form = await formDataOf(request);
  const posted = form.get("token");
  // The page's button posts the code in the form; a mail client posts to the link itself.
  const token = typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
  try {
    const outcome = link === "leave" ? await leaveNewsletter(db(), token) : await confirmSubscription(db(), token);
    if (outcome === "invalid") return data<Page>({ link, state: "invalid" }, { status: 404 });
    return data<Page>({ link, state: "done" });
  } catch (error) {
    console.error(`[newsletter] the ${link} link failed: ${(error as Error).message}`);
    const reading = await readConsentLink(db(), link, token).catch(() => null);
    return data<Page>(
      reading?.kind === "valid"
        ? { link, state: "ask", token: token ?? "", email: reading.email, failed: true }
        : { link, state: "invalid" },
      { status: 500 },
    );
  }
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const page: Page = actionData ?? loaderData;
  const consentWords = useWords().newsletter.consent;
  const pathIn = usePathIn();
  const words = consentWords[page.link];
  const busy = navigation.state === "submitting";
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <div className={pageBody}>
        <div className="max-w-2xl">
          <Card>
            <CardContent className="space-y-4 pt-6">
              {page.state === "ask" ? (
                <>
                  {page.failed ? (
                    <p role="alert" className="font-medium text-destructive">
                      {consentWords.failed}
                    </p>
                  ) : null}
                  <p>
                    <bdi>{fill(words.ask, { email: page.email })}</bdi>
                  </p>
                  <Form method="post" action={pathIn(page.link === "leave" ? LEAVE_PATH : CONFIRM_PATH)}>
                    <input type="hidden" name="token" value={page.token} />
                    <Button type="submit" variant={page.link === "leave" ? "destructive" : "default"} disabled={busy}>
                      {busy ? words.busy : words.button}
                    </Button>
                  </Form>
                </>
              ) : (
                <>
                  <h2 className="text-xl font-semibold">{page.state === "done" ? words.done : consentWords.invalid}</h2>
                  <p className="text-muted-foreground">
                    {page.state === "done" ? (
                      words.doneText
                    ) : (
                      <>
                        {consentWords.invalidText}{" "}
                        <LocalLink to="/contact" className="text-primary underline underline-offset-4">
                          {consentWords.contactPage}
                        </LocalLink>
                        .
                      </>
                    )}
                  </p>
                  <LocalLink to="/" className="inline-block text-primary underline underline-offset-4">
                    {consentWords.home}
                  </LocalLink>
                </>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

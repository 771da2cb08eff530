import ClipboardPen from "lucide-react/icons/clipboard-pen";
import { MembershipButton } from "~/components/membership-button";
import { PageHeader, pageBody } from "~/components/page-header";
import { PlaceholderPage } from "~/components/placeholder-page";
import { safeHref } from "~/lib/club";
import { useSiteSettings, useWords } from "~/lib/root-data";
import { rootDataOf, seo, wordsOf } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/membership";

/** Where 'Apply Now' leads: the settings' link while applications are open, else nowhere. */
const applicationLink = (settings: Pick<SiteSettings, "membershipOpen" | "membershipLink"> | undefined) =>
  settings?.membershipOpen ? safeHref(settings.membershipLink) : null;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const words = wordsOf(matches)?.home.membership.meta;
  if (!words) return [];
  return seo(matches, {
    title: words.title,
    description: applicationLink(root?.settings) ? words.openDescription : words.soonDescription,
    path: "/membership",
  });
};

/**
 * Membership: a placeholder with a disabled 'Apply Now' (for display only, as the spec shows it)
 * until the club opens applications in its settings; then a page that says so, with the button
 * leading to where members apply.
 */
export default function Membership() {
  const href = applicationLink(useSiteSettings());
  const words = useWords().home.membership;
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      {href ? (
        <div className={pageBody}>
          <div className="flex flex-col items-center gap-4 rounded-xl border px-6 py-16 text-center">
            <ClipboardPen className="size-10 text-primary" aria-hidden="true" />
            <p className="text-lg font-medium">{words.open}</p>
            <p className="max-w-xl text-muted-foreground">{words.welcome}</p>
            <MembershipButton href={href} size="lg">
              {words.apply}
            </MembershipButton>
          </div>
        </div>
      ) : (
        <PlaceholderPage>
          <MembershipButton href={null} size="lg">
            {words.apply}
          </MembershipButton>
        </PlaceholderPage>
      )}
    </>
  );
}

import { MembershipButton } from "~/components/membership-button";
import { PageHeader } from "~/components/page-header";
import { PlaceholderPage } from "~/components/placeholder-page";
import { safeHref } from "~/lib/club";
import { useSiteSettings } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/membership";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Membership",
    description: "How to become a member of the KFUPM Aerospace Club: applications open soon.",
    path: "/membership",
  });

export default function Membership() {
  const { membershipOpen, membershipLink } = useSiteSettings();
  return (
    <>
      <PageHeader title="Membership" description="Join the club's project teams, workshops and events." />
      <PlaceholderPage>
        <MembershipButton href={membershipOpen ? safeHref(membershipLink) : null} size="lg">
          Apply Now
        </MembershipButton>
      </PlaceholderPage>
    </>
  );
}

import { PageHeader } from "~/components/page-header";
import { PlaceholderPage } from "~/components/placeholder-page";
import { Button } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/membership";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Membership",
    description: "How to become a member of the KFUPM Aerospace Club: applications open soon.",
    path: "/membership",
  });

export default function Membership() {
  return (
    <>
      <PageHeader title="Membership" description="Join the club's project teams, workshops and events." />
      <PlaceholderPage>
        <Button size="lg" disabled>
          Apply Now
        </Button>
      </PlaceholderPage>
    </>
  );
}

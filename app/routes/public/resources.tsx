import { PageHeader } from "~/components/page-header";
import { PlaceholderPage } from "~/components/placeholder-page";
import { resourceTopics } from "~/components/site-footer";
import { useSiteWords } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Resources",
    description:
      "Study materials, career resources, research papers and competition guidelines of the KFUPM Aerospace Club: coming soon.",
    path: "/resources",
  });

export default function Resources() {
  const words = useSiteWords();
  return (
    <>
      <PageHeader
        title="Resources"
        description="Study materials, careers, research and competition guidelines for members."
      />
      <PlaceholderPage>
        <ul className="mt-2 flex max-w-xl flex-wrap justify-center gap-2 text-sm text-muted-foreground">
          {resourceTopics(words).map((topic) => (
            <li key={topic} className="rounded-full border px-3 py-1">
              {topic}
            </li>
          ))}
        </ul>
      </PlaceholderPage>
    </>
  );
}

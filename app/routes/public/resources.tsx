import { PageHeader } from "~/components/page-header";
import { PlaceholderPage } from "~/components/placeholder-page";
import { resourceTopics } from "~/components/site-footer";
import { useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.resources.meta;
  return words ? seo(matches, { ...words, path: "/resources" }) : [];
};

export default function Resources() {
  const words = useWords();
  return (
    <>
      <PageHeader title={words.resources.title} description={words.resources.description} />
      <PlaceholderPage>
        <ul className="mt-2 flex max-w-xl flex-wrap justify-center gap-2 text-sm text-muted-foreground">
          {resourceTopics(words.site).map((topic) => (
            <li key={topic} className="rounded-full border px-3 py-1">
              {topic}
            </li>
          ))}
        </ul>
      </PlaceholderPage>
    </>
  );
}

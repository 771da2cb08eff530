import { CardListSection } from "~/components/card-list";
import { PageHeader } from "~/components/page-header";
import { ProjectCard } from "~/features/projects/project-card";
import { newestProjects } from "~/features/projects/queries.server";
import { projectForVisitors } from "~/features/projects/shown.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { languageOfRequest } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.projects.meta;
  return words ? seo(matches, { title: words.title, description: words.description, path: "/projects" }) : [];
};

export async function loader(args?: Pick<Route.LoaderArgs, "request">) {
  const language = args ? languageOfRequest(args.request.url) : "en";
  const { items } = await loadList("projects", () => keptRead("projects/newest", () => newestProjects(db())));
  return {
    projects: await Promise.all(items.map((project) => projectForVisitors(project, language))),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "projects", {
    projects: [] as Awaited<ReturnType<typeof loader>>["projects"],
  });
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  const words = useWords().projects;
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <CardListSection
        label={words.listLabel}
        items={projects}
        empty={words.empty}
        renderItem={(project) => <ProjectCard project={project} detailed />}
      />
    </>
  );
}

import { CardListSection } from "~/components/card-list";
import { PageHeader } from "~/components/page-header";
import { ProjectCard } from "~/features/projects/project-card";
import { newestProjects } from "~/features/projects/queries.server";
import type { ProjectRecord } from "~/features/projects/record";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { withFormatted } from "~/lib/markdown-render.server";
import { emptyStates } from "~/lib/messages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Projects",
    description:
      "CubeSats, rocket engines, drones, rovers and wind tunnels: the projects KFUPM Aerospace Club students design, build and test.",
    path: "/projects",
  });

export async function loader() {
  const { items } = await loadList("projects", () => keptRead("projects/newest", () => newestProjects(db())));
  return { projects: await Promise.all(items.map((project) => withFormatted(project, "description"))) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "projects", {
    projects: [] as (ProjectRecord & { html: string; summary: string })[],
  });
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <>
      <PageHeader
        title="Projects"
        description="What our teams design, build and test, from the first sketch to the competition field."
      />
      <CardListSection
        label="Projects"
        items={projects}
        empty={emptyStates.projects}
        renderItem={(project) => <ProjectCard project={project} detailed />}
      />
    </>
  );
}

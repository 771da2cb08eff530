import { ContentImage } from "~/components/content-image";
import { FormattedText } from "~/components/formatted-text";
import { BackLink, ItemPageError, missingPageMeta } from "~/components/item-page";
import { LocalizedText } from "~/components/localized-text";
import { pageBody } from "~/components/page-header";
import { ShareControl } from "~/components/share-control";
import { pageRecord } from "~/content/slugs.server";
import { GalleryCaption, GalleryMedia } from "~/features/gallery/gallery-media";
import { projectGallery } from "~/features/gallery/queries.server";
import { projectsServer } from "~/features/projects/collection.server";
import { ProjectBadges, ProjectDetails, ProjectDetailsButton } from "~/features/projects/project-card";
import { PROJECTS_PATH, projectPath } from "~/features/projects/record";
import { projectForVisitors } from "~/features/projects/shown.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { localizedAll, textAttributes } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { usePathIn, usePublicUrl, useWords } from "~/lib/root-data";
import { absoluteUrl, pageDescription, pageImage, seo } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seo(matches, {
        title: loaderData.project.title,
        description: pageDescription(loaderData.project.summary),
        path: projectPath(loaderData.project),
        image: loaderData.image,
      })
    : missingPageMeta(matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const database = db();
  const project = await pageRecord(database, projectsServer, request, params.slug, { keep: {} });
  const language = languageOfRequest(request.url);
  return {
    project: await projectForVisitors(project, language),
    gallery: localizedAll(
      await keptRead(`projects/gallery/${project.id}`, () => projectGallery(database, project.id)),
      language,
    ),
    image: pageImage(project.imageUrl, cardPath("projects", project, language)),
  };
}

export function ErrorBoundary() {
  return <ItemPageError />;
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, gallery } = loaderData;
  const publicUrl = usePublicUrl();
  const words = useWords().projects;
  const pathIn = usePathIn();
  return (
    <article className={`${pageBody} pt-8`} aria-labelledby="project-title">
      <BackLink to={PROJECTS_PATH} label={words.allProjects} />
      <header className="mt-6 space-y-4">
        <ProjectBadges terms={project.terms} />
        <h1
          id="project-title"
          {...textAttributes(project, "title")}
          className="text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {project.title}
        </h1>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {project.imageUrl ? (
            <ContentImage
              src={project.imageUrl}
              alt={project.title}
              sizes="(min-width: 1024px) 800px, 100vw"
              className="aspect-[3/2] w-full rounded-lg"
              priority
            />
          ) : null}
          <LocalizedText record={project} field="description" className="space-y-4">
            {(language) => <FormattedText html={project.html} className="text-muted-foreground" {...language} />}
          </LocalizedText>
          {gallery.length > 0 ? (
            <section aria-labelledby="project-gallery" className="space-y-4">
              <h2 id="project-gallery" className="text-2xl font-semibold tracking-tight">
                {words.gallery}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {gallery.map((item) => (
                  <li key={item.id} className="overflow-hidden rounded-lg border bg-card">
                    <GalleryMedia item={item} />
                    <div className="space-y-1 p-4">
                      <GalleryCaption item={item} heading="h3" />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="space-y-6 text-sm" aria-label={words.details}>
          <ProjectDetails project={project} headingLevel="h2" />
          <ProjectDetailsButton project={project} />
          <ShareControl url={absoluteUrl(publicUrl, pathIn(projectPath(project)))} title={project.title} />
        </aside>
      </div>
    </article>
  );
}

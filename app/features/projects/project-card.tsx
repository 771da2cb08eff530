import Clock from "lucide-react/icons/clock";
import Users from "lucide-react/icons/users";
import { CardImage } from "~/components/content-image";
import { ExternalLinkButton } from "~/components/external-link-button";
import { FormattedText } from "~/components/formatted-text";
import { startedText } from "~/components/started-text";
import { TitleLink } from "~/components/title-link";
import { ShownBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { englishMarks, type Localized, textAttributes } from "~/i18n/content";
import { plural } from "~/i18n/words";
import { safeHref } from "~/lib/club";
import { useLanguage, useWords } from "~/lib/root-data";
import { DEFAULT_BUTTON_TEXT, type ProjectRecord, projectPath } from "./record";
import { TechnologyTags } from "./technology-tags";
import type { ProjectTerms } from "./vocabulary";

/** A project's category and status in the page's words, as `projectTerms` reads them. */
export function ProjectBadges({ terms }: { terms: ProjectTerms }) {
  const words = useWords().projects;
  return (
    <div className="flex flex-wrap gap-2">
      <ShownBadge term={terms.category} words={words.categories} />
      <ShownBadge term={terms.status} words={words.statuses} />
    </div>
  );
}

/** A project as a page in one language reads it. */
export type LocalizedProject = Localized<ProjectRecord>;

/** A project: picture, badges, description, and on the projects page its full details. */
export function ProjectCard({
  project,
  detailed,
  headingLevel = "h2",
}: {
  /** As `projectForVisitors` gives it: in the page's language, its badges read, its description as HTML. */
  project: LocalizedProject & { html: string; terms: ProjectTerms };
  detailed: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card className="h-full">
      <CardImage
        src={project.imageUrl}
        alt={project.title}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      <CardHeader>
        <ProjectBadges terms={project.terms} />
        <CardTitle {...textAttributes(project, "title")} as={headingLevel}>
          <TitleLink to={projectPath(project)}>{project.title}</TitleLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <FormattedText
          html={project.html}
          className="text-muted-foreground"
          {...textAttributes(project, "description")}
        />
        {detailed ? <ProjectDetails project={project} /> : null}
      </CardContent>
      {detailed ? (
        <CardFooter>
          <ProjectDetailsButton project={project} />
        </CardFooter>
      ) : null}
    </Card>
  );
}

/**
 * Team size, duration, technologies and achievements, as the projects page shows them. Their
 * headings come below the card's title (h3), or below the page's own title on the project's page (h2).
 */
export function ProjectDetails({
  project,
  headingLevel: Heading = "h3",
}: {
  project: LocalizedProject;
  headingLevel?: "h2" | "h3";
}) {
  const words = useWords().projects;
  const language = useLanguage();
  return (
    <>
      {project.teamSize !== null || project.duration ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          {project.teamSize !== null ? (
            <div className="flex items-center gap-2">
              <dt>
                <Users className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{words.teamSize}</span>
              </dt>
              <dd>{plural(language, words.members, project.teamSize)}</dd>
            </div>
          ) : null}
          {project.duration ? (
            <div className="flex items-center gap-2">
              <dt>
                <Clock className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{words.duration}</span>
              </dt>
              <dd>
                <bdi {...englishMarks(project, "duration")}>{project.duration}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {project.technologies.length > 0 ? (
        <div>
          <Heading className="mb-2 font-medium">{words.technologies}</Heading>
          <TechnologyTags technologies={project.technologies} />
        </div>
      ) : null}
      {project.achievements.length > 0 ? (
        <div>
          <Heading className="mb-2 font-medium">{words.achievements}</Heading>
          <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
            {project.achievements.map((achievement) => (
              <li key={achievement} {...textAttributes(project, "achievements")}>
                {achievement}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The project's details link (the spec's button), disabled when there is no usable link. */
export function ProjectDetailsButton({ project }: { project: LocalizedProject }) {
  const href = project.linkEnabled ? safeHref(project.detailsLink) : null;
  const { projects } = useWords();
  const label = startedText(
    project.buttonText,
    DEFAULT_BUTTON_TEXT,
    projects.viewDetails,
    project.englishOnly.includes("buttonText"),
  );
  return href ? (
    <ExternalLinkButton href={href} variant="outline" className="w-full">
      {label}
    </ExternalLinkButton>
  ) : (
    <Button variant="outline" className="w-full" disabled>
      {label}
    </Button>
  );
}

import FolderKanban from "lucide-react/icons/folder-kanban";
import { defineCollection } from "~/content/collection";
import { bilingual, integer, link, list, markdown, select, slug, text, toggle, upload } from "~/content/fields";
import { ItemHeading, LinkState } from "~/features/admin/item-parts";
import { adminDate } from "~/lib/admin-format";
import { imageTypes } from "~/lib/media";
import { ProjectBadges } from "./project-card";
import { DEFAULT_BUTTON_TEXT, PROJECTS_PATH, type ProjectRecord, projectPath } from "./record";
import { TechnologyTags } from "./technology-tags";
import { projectCategories, projectStatuses, projectTerms } from "./vocabulary";

const detailsUnusable = "visitors see the details button disabled";

export const projectsCollection = defineCollection<ProjectRecord>()({
  key: "projects",
  icon: FolderKanban,
  labels: {
    title: "Projects",
    description: "The club's projects, newest first.",
    singular: "project",
    plural: "projects",
    empty: "No projects found",
    newButton: "New Project",
  },
  fields: [
    ...bilingual(text("title", "Title", { required: true })),
    slug("slug", "Address", { path: PROJECTS_PATH }),
    ...bilingual(
      markdown("description", "Description", {
        required: true,
        pictures: { bucket: "projects", types: imageTypes, maxMegabytes: 5 },
      }),
    ),
    select("category", "Category", projectCategories, "aerospace", { half: true }),
    select("status", "Status", projectStatuses, "active", { half: true }),
    list("technologies", "Technologies", { placeholder: "e.g. Python, MATLAB, CAD" }),
    // Technologies are names, the same in both languages; achievements are sentences, written in each.
    ...bilingual(list("achievements", "Achievements", { placeholder: "e.g. First place, Best design" })),
    // The duration and its Arabic share a row; the team size follows on a row of its own.
    ...bilingual(text("duration", "Duration", { placeholder: "e.g. 6 months" })),
    integer("teamSize", "Team Size", { min: 1, half: true }),
    upload("imageUrl", "Project Image", { bucket: "projects", types: imageTypes, maxMegabytes: 5 }),
    link("detailsLink", "Details Link", { unusable: detailsUnusable }),
    ...bilingual(text("buttonText", "Button Text", { default: DEFAULT_BUTTON_TEXT })),
    toggle("linkEnabled", "Details link enabled", { on: true }),
  ],
  titleOf: (project) => project.title,
  pageOf: (project) => ({ href: projectPath(project), label: "View page" }),
  renderItem: (project) => (
    <div className="space-y-2">
      <ItemHeading title={project.title}>
        <ProjectBadges terms={projectTerms(project)} />
      </ItemHeading>
      <p className="text-sm text-muted-foreground">
        Duration: {project.duration ?? "N/A"} · Team size: {project.teamSize ?? "N/A"}
      </p>
      <TechnologyTags technologies={project.technologies} />
      {project.achievements.length > 0 ? (
        <ul aria-label="Achievements" className="list-disc pl-5 text-sm text-muted-foreground">
          {project.achievements.map((achievement) => (
            <li key={achievement}>{achievement}</li>
          ))}
        </ul>
      ) : null}
      <LinkState label="Details" link={project.detailsLink} enabled={project.linkEnabled} unusable={detailsUnusable} />
    </div>
  ),
  dashboard: {
    total: "Projects",
    quickLink: "Manage Projects",
    recentTitle: "Recent Projects",
    recentEmpty: "No projects found",
    summarize: (project) => ({
      meta: `Added ${adminDate(project.createdAt)}`,
      badges: (
        <>
          <ProjectBadges terms={projectTerms(project)} />
          <TechnologyTags technologies={project.technologies} max={3} />
        </>
      ),
    }),
  },
});

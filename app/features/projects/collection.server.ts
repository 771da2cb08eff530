import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { projectsCollection } from "./collection";
import { PROJECTS_PATH } from "./record";
import { projects } from "./table";
import { projectCategories } from "./vocabulary";

export const projectsServer = defineCollectionServer(projectsCollection, {
  page: {
    path: PROJECTS_PATH,
    cardKicker: (project) => `Project · ${projectCategories.label(project.category)}`,
    sitemapOrder: [desc(projects.createdAt)],
  },
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});

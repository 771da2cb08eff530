import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { projectsCollection } from "./collection";
import { PROJECTS_PATH } from "./record";
import { projects } from "./table";

export const projectsServer = defineCollectionServer(projectsCollection, {
  page: { path: PROJECTS_PATH },
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});

import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { projectsCollection } from "./collection";
import { projects } from "./table";

export const projectsServer = defineCollectionServer(projectsCollection, {
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});

import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { projects } from "~/lib/db/schema";
import { projectsCollection } from "./collection";

export const projectsServer = defineCollectionServer(projectsCollection, {
  table: projects,
  order: [desc(projects.createdAt)],
  files: ["imageUrl"],
});

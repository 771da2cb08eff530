import { desc } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { projects } from "~/lib/db/schema";
import type { ProjectRecord } from "./record";

/** Projects, newest first; all of them unless `limit` is given. */
export function newestProjects(database: Database, limit?: number): Promise<ProjectRecord[]> {
  const query = database.select().from(projects).orderBy(desc(projects.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

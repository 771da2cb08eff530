import { desc } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { ProjectRecord } from "./record";
import { projects } from "./table";

/** Projects, newest first; all of them unless `limit` is given. */
export function newestProjects(database: Database, limit?: number): Promise<ProjectRecord[]> {
  const query = database.select().from(projects).orderBy(desc(projects.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

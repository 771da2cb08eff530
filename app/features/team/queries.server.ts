import { asc } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { TeamMemberRecord } from "./record";
import { teamMembers } from "./table";

/** Every team member in display order (lower position_order first). */
export function teamInOrder(database: Database): Promise<TeamMemberRecord[]> {
  return database.select().from(teamMembers).orderBy(asc(teamMembers.positionOrder), asc(teamMembers.name));
}

import { eq } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { adminUsers } from "./db/schema";

/** Whether `userId` has an admin_users row. A failed lookup counts as not admin. */
export async function isAdmin(database: Database, userId: string): Promise<boolean> {
  try {
    const rows = await database
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.userId, userId))
      .limit(1);
    return rows.length === 1;
  } catch (error) {
    console.error(`[auth] admin lookup failed for user ${userId}: ${(error as Error).message}`);
    return false;
  }
}

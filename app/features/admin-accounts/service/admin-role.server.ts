import { eq, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { adminUsers, user } from "~/lib/db/schema";
import { normalizeEmail } from "~/lib/email-address";

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

/** Notes that the admin of `email` signed in now (the Admins page's last sign-in). */
export async function recordAdminSignIn(database: Database, email: string): Promise<void> {
  try {
    await database
      .update(adminUsers)
      .set({ lastSignInAt: sql`now()` })
      .where(sql`${adminUsers.userId} in (select ${user.id} from ${user} where ${accountOf(email)})`);
  } catch (error) {
    console.error(`[auth] last sign-in not recorded: ${(error as Error).message}`);
  }
}

/** The account of an address, however it was typed: the condition on Better Auth's user table. */
function accountOf(email: string) {
  return sql`lower(${user.email}) = ${normalizeEmail(email)}`;
}

/** Whether the account of `email` holds the admin role. */
export async function isAdminEmail(database: Database, email: string): Promise<boolean> {
  const rows = await database
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .where(accountOf(email))
    .limit(1);
  return rows.length === 1;
}

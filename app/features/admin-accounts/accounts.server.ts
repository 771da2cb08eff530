import { and, asc, count, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Auth } from "~/features/admin-accounts/service/auth.server";
import type { Database } from "~/lib/db/client.server";
import { adminUsers, session, twoFactor, user, verification } from "~/lib/db/schema";
import { normalizeEmail } from "~/lib/email-address";
import { passwordProblem } from "~/lib/password-policy.server";
import { adminInvitations } from "./table";

/** The prefix of an invitation link's Better Auth verification row (its token follows). */
export const INVITATION_LINK_PREFIX = "admin-invitation:";

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

/** Checks the command-line input for an admin account; throws with a message a person can act on. */
export async function checkAdminCredentials(email: string | undefined, password: string | undefined) {
  const address = normalizeEmail(email ?? "");
  if (!address) throw new AdminAccountError("An email is required: --email <email>.");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new AdminAccountError(`"${email}" is not an email address.`);
  }
  if (password === undefined || password === "") {
    throw new AdminAccountError("A password is required: --password <password>.");
  }
  const problem = await passwordProblem(password, address);
  if (problem) throw new AdminAccountError(problem.endsWith(".") ? problem : `${problem}.`);
  return { email: address, password };
}

export interface AdminGrant {
  email: string;
  userCreated: boolean;
  passwordChanged: boolean;
  adminGranted: boolean;
  /** Sessions of the account that were open before and are ended now. */
  sessionsEnded: number;
}

/** Ends every session of an account: its browsers must sign in again. */
/** Turns off an account's two-step sign-in, forgetting its secret and backup codes. */
async function forgetTwoStep(database: Database, userId: string): Promise<void> {
  await database.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await database.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
}

/**
 * An admin's two-step sign-in reset by another admin (a lost phone and no backup codes): its
 * secret and backup codes forgotten and its sessions ended. The account signs in with its password
 * alone, and sets two-step sign-in up again (at once, where the club requires it). Its email, or
 * null when it is no admin with two-step sign-in on.
 */
export async function resetTwoStep(database: Database, userId: string): Promise<string | null> {
  return database.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: user.email })
      .from(adminUsers)
      .innerJoin(user, eq(user.id, adminUsers.userId))
      .where(and(eq(adminUsers.userId, userId), eq(user.twoFactorEnabled, true)));
    if (!target) return null;
    await forgetTwoStep(tx, userId);
    await endSessions(tx, userId);
    return target.email;
  });
}

export async function endSessions(database: Database, userId: string): Promise<number> {
  const ended = await database.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

async function isAdminUser(database: Database, userId: string): Promise<boolean> {
  const [row] = await database.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userId, userId));
  return row !== undefined;
}

/**
 * Makes `email` an admin with `password`: creates the user when missing, sets the password of
 * an existing one, and adds the admin_users row when missing. Running it twice changes nothing more.
 * A new password or a new role ends the account's open sessions, so that no browser signed in
 * before holds what it did not sign in for. An account that signed itself up (ALLOW_SIGNUP) and
 * never verified its email is refused the role unless `confirmed`: anyone could have registered
 * that address first.
 */
export async function grantAdmin(
  database: Database,
  auth: Auth,
  input: {
    email: string | undefined;
    password: string | undefined;
    confirmed?: boolean;
    /** The admin who made this one (an invitation's sender); none for the command line. */
    addedBy?: string | null;
  },
): Promise<AdminGrant> {
  const { email, password } = await checkAdminCredentials(input.email, input.password);
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing && !existing.user.emailVerified && !(await isAdminUser(database, existing.user.id))) {
    if (!input.confirmed) {
      throw new AdminAccountError(
        `${email} signed itself up and never verified its email: anyone could have registered that address first. ` +
          "If you know the person who holds it, run the command again with --confirm; the account's open sessions end.",
      );
    }
    // Whoever signed the address up first may have set its name and its two-step secret: the
    // address's owner, proven now, starts from neither.
    await ctx.internalAdapter.updateUser(existing.user.id, {
      emailVerified: true,
      name: email.split("@")[0] ?? email,
    });
    await forgetTwoStep(database, existing.user.id);
  }
  const hash = await ctx.password.hash(password);

  let userCreated = false;
  let passwordChanged = false;
  let userId: string;
  if (!existing) {
    const created = await ctx.internalAdapter.createUser({
      email,
      name: email.split("@")[0] ?? email,
      emailVerified: true,
    });
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: hash,
    });
    userId = created.id;
    userCreated = true;
  } else {
    userId = existing.user.id;
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential?.password && (await ctx.password.verify({ password, hash: credential.password }))) {
      passwordChanged = false;
    } else if (credential) {
      await ctx.internalAdapter.updatePassword(userId, hash);
      passwordChanged = true;
    } else {
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
      passwordChanged = true;
    }
  }

  const inserted = await database
    .insert(adminUsers)
    .values({ userId, addedBy: input.addedBy ?? null })
    .onConflictDoNothing({ target: adminUsers.userId })
    .returning({ id: adminUsers.id });
  const adminGranted = inserted.length > 0;
  const sessionsEnded = passwordChanged || adminGranted ? await endSessions(database, userId) : 0;
  return { email, userCreated, passwordChanged, adminGranted, sessionsEnded };
}

export interface AdminAccount {
  email: string;
  name: string;
  grantedAt: Date;
}

export async function listAdmins(database: Database): Promise<AdminAccount[]> {
  return database
    .select({ email: user.email, name: user.name, grantedAt: adminUsers.createdAt })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .orderBy(asc(user.email));
}

/**
 * Removes the admin role of `email` and ends the account's sessions; the user account itself
 * stays. Returns whether it was an admin. The last admin keeps the role: the rows are locked while
 * they are counted, so two admins revoking each other at once cannot leave the site without one.
 */
export async function revokeAdmin(database: Database, email: string | undefined): Promise<boolean> {
  const address = normalizeEmail(email ?? "");
  if (!address) throw new AdminAccountError("An email is required: --email <email>.");
  const removed = await database.transaction(async (tx) => {
    const admins = await tx
      .select({ userId: adminUsers.userId, email: user.email })
      .from(adminUsers)
      .innerJoin(user, eq(user.id, adminUsers.userId))
      .for("update", { of: adminUsers });
    const target = admins.filter((admin) => normalizeEmail(admin.email) === address);
    if (target.length === 0) return [];
    if (admins.length - target.length < 1) {
      throw new AdminAccountError(`${address} is the only admin. Make another admin first, then revoke this one.`);
    }
    const ids = target.map((admin) => admin.userId);
    // What the account sent as an admin stops working with the role: its pending invitations.
    const withdrawn = await tx
      .delete(adminInvitations)
      .where(and(inArray(adminInvitations.invitedBy, ids), isNull(adminInvitations.acceptedAt)))
      .returning({ id: adminInvitations.id });
    if (withdrawn.length > 0) {
      await tx.delete(verification).where(
        and(
          like(verification.identifier, `${INVITATION_LINK_PREFIX}%`),
          inArray(
            verification.value,
            withdrawn.map((invitation) => invitation.id),
          ),
        ),
      );
    }
    return tx.delete(adminUsers).where(inArray(adminUsers.userId, ids)).returning({ userId: adminUsers.userId });
  });
  for (const { userId } of removed) await endSessions(database, userId);
  return removed.length > 0;
}

export interface AdminRecord {
  userId: string;
  email: string;
  name: string;
  addedAt: Date;
  /** The email of the admin who added this one; null when the command line did. */
  addedBy: string | null;
  lastSignInAt: Date | null;
  twoFactorEnabled: boolean;
}

/** Every admin, for the Admins page: who, since when, added by whom, last signed in, with two-step sign-in or not. */
export async function adminRecords(database: Database): Promise<AdminRecord[]> {
  const adder = alias(user, "adder");
  return database
    .select({
      userId: adminUsers.userId,
      email: user.email,
      name: user.name,
      addedAt: adminUsers.createdAt,
      addedBy: adder.email,
      lastSignInAt: adminUsers.lastSignInAt,
      twoFactorEnabled: sql<boolean>`coalesce(${user.twoFactorEnabled}, false)`,
    })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .leftJoin(adder, eq(adder.id, adminUsers.addedBy))
    .orderBy(asc(adminUsers.createdAt), asc(user.email));
}

export async function countAdmins(database: Database): Promise<number> {
  const [row] = await database.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

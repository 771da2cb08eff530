import { randomUUID } from "node:crypto";
import { generateRandomString } from "better-auth/crypto";
import { and, asc, eq, isNull, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isAdminEmail } from "~/features/admin-accounts/service/admin-role.server";
import type { Auth } from "~/features/admin-accounts/service/auth.server";
import { nudgeMailWorker, queueMail } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { adminMessages } from "~/lib/admin-messages";
import { ACCEPT_INVITATION_PATH, linkWithToken } from "~/lib/admin-paths";
import type { Database } from "~/lib/db/client.server";
import { adminUsers, user, verification } from "~/lib/db/schema";
import { normalizeEmail } from "~/lib/email-address";
import { passwordProblem } from "~/lib/password-policy.server";
import { isRecordId } from "~/lib/record-id";
import type { SiteSettings } from "~/lib/site-settings";
import { zonedDateTime } from "~/lib/time-zone";
import { grantAdmin, INVITATION_LINK_PREFIX } from "./accounts.server";
import type { PasswordOutcome } from "./passwords.server";
import { adminInvitations } from "./table";

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

const TOKEN_PREFIX = INVITATION_LINK_PREFIX;
const TOKEN = /^[A-Za-z0-9]{32}$/;

export interface PendingInvitation {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Invitations not accepted yet, oldest first (an expired one stays until resent or withdrawn). */
export async function pendingInvitations(database: Database): Promise<PendingInvitation[]> {
  const inviter = alias(user, "inviter");
  return database
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      invitedBy: inviter.email,
      createdAt: adminInvitations.updatedAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .leftJoin(inviter, eq(inviter.id, adminInvitations.invitedBy))
    .where(isNull(adminInvitations.acceptedAt))
    .orderBy(asc(adminInvitations.createdAt));
}

function invitationMail(
  email: string,
  inviter: string,
  link: string,
  expiresAt: Date,
  site: Pick<SiteSettings, "clubName" | "timeZone">,
) {
  return {
    kind: "invitation",
    to: email,
    subject: `You are invited to run the ${site.clubName} website`,
    text: [
      `${inviter} invited you to become an admin of the ${site.clubName} website: you will manage its events, projects, news, gallery and team, and read its adminMessages.`,
      "",
      `Choose your password here. The link works once, until ${zonedDateTime(expiresAt, site.timeZone)}:`,
      link,
      "",
      "If you did not expect this, ignore this email: nothing happens without you.",
    ].join("\n"),
  };
}

/** Removes every link an invitation had: a new one replaces them, or the invitation is gone. */
async function forgetLinks(database: Database, invitationId: string): Promise<void> {
  await database
    .delete(verification)
    .where(and(like(verification.identifier, `${TOKEN_PREFIX}%`), eq(verification.value, invitationId)));
}

export interface Invited {
  outcome: "invited" | "already-admin";
  email: string;
  /** The link, for 'Copy link' (it is not kept anywhere it could be read again). */
  link: string | null;
}

/**
 * Invites `email` to be an admin: a new one-time link valid INVITATION_DAYS days, emailed through
 * the outbox in the same transaction. Inviting an address with a pending invitation sends it a new
 * link and the old one stops working.
 */
export async function inviteAdmin(
  database: Database,
  input: { email: string; inviter: { id: string; email: string }; baseURL: string },
): Promise<Invited> {
  const email = normalizeEmail(input.email);
  if (await isAdminEmail(database, email)) return { outcome: "already-admin", email, link: null };

  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const token = generateRandomString(32, "a-z", "A-Z", "0-9");
  const link = linkWithToken(ACCEPT_INVITATION_PATH, input.baseURL, token);
  const site = await currentSettings(database);
  await database.transaction(async (tx) => {
    // One pending invitation per address (a unique index): a second invite, even at the same
    // moment, renews the first one's link rather than making another.
    await tx.insert(adminInvitations).values({ email, invitedBy: input.inviter.id, expiresAt }).onConflictDoNothing();
    const [pending] = await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.acceptedAt)))
      .for("update");
    if (!pending) throw new Error(`no pending invitation for ${email}`);
    const { id } = pending;
    await tx
      .update(adminInvitations)
      .set({ expiresAt, invitedBy: input.inviter.id, updatedAt: sql`now()` })
      .where(eq(adminInvitations.id, id));
    await forgetLinks(tx, id);
    await tx
      .insert(verification)
      .values({ id: randomUUID(), identifier: `${TOKEN_PREFIX}${token}`, value: id, expiresAt });
    await queueMail(tx, invitationMail(email, input.inviter.email, link, expiresAt, site));
  });
  nudgeMailWorker();
  return { outcome: "invited", email, link };
}

/** Sends a pending invitation again with a new link. False when there is no such invitation. */
export async function resendInvitation(
  database: Database,
  input: { id: string; inviter: { id: string; email: string }; baseURL: string },
): Promise<Invited | null> {
  if (!isRecordId(input.id)) return null;
  const [pending] = await database
    .select({ email: adminInvitations.email })
    .from(adminInvitations)
    .where(and(eq(adminInvitations.id, input.id), isNull(adminInvitations.acceptedAt)));
  if (!pending) return null;
  return inviteAdmin(database, { email: pending.email, inviter: input.inviter, baseURL: input.baseURL });
}

/** Withdraws a pending invitation: its link stops working. False when there is no such invitation. */
export async function withdrawInvitation(database: Database, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  return database.transaction(async (tx) => {
    const removed = await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt)))
      .returning({ id: adminInvitations.id });
    if (removed.length === 0) return false;
    await forgetLinks(tx, id);
    return true;
  });
}

/** The pending, unexpired invitation of a link, or null when the link cannot be used. */
export async function invitationOf(
  database: Database,
  auth: Auth,
  token: string | null,
): Promise<{ id: string; email: string } | null> {
  if (!token || !TOKEN.test(token)) return null;
  const { internalAdapter } = await auth.$context;
  const link = await internalAdapter.findVerificationValue(`${TOKEN_PREFIX}${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  const [pending] = await database
    .select({ id: adminInvitations.id, email: adminInvitations.email })
    .from(adminInvitations)
    .where(and(eq(adminInvitations.id, link.value), stillPending));
  return pending ?? null;
}

/** Neither accepted nor expired, and sent by an account that is still an admin. */
const stillPending = and(
  isNull(adminInvitations.acceptedAt),
  sql`${adminInvitations.expiresAt} > now()`,
  sql`${adminInvitations.invitedBy} in (select ${adminUsers.userId} from ${adminUsers})`,
);

/**
 * Accepts an invitation: the link is used up (once, whoever comes second gets null), the account
 * is made (or its password set: the link proves the address) and made an admin by its inviter.
 * Returns the account's email, the address when it is an admin already, or null when the link cannot be used.
 */
export async function acceptInvitation(
  database: Database,
  auth: Auth,
  input: { token: string; password: string },
): Promise<string | { alreadyAdmin: string } | null> {
  if (!TOKEN.test(input.token)) return null;
  const { internalAdapter } = await auth.$context;
  const link = await internalAdapter.consumeVerificationValue(`${TOKEN_PREFIX}${input.token}`);
  if (!link) return null;
  const [invitation] = await database
    .update(adminInvitations)
    .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(adminInvitations.id, link.value), stillPending))
    .returning();
  if (!invitation) return null;
  // The link proves the address, not a right to set an admin's password: an address that became
  // an admin meanwhile (another way) keeps its own.
  if (await isAdminEmail(database, invitation.email)) return { alreadyAdmin: invitation.email };
  try {
    await grantAdmin(database, auth, {
      email: invitation.email,
      password: input.password,
      confirmed: true,
      addedBy: invitation.invitedBy,
    });
  } catch (error) {
    // The invitation stays pending: its sender can send a new link.
    await database.update(adminInvitations).set({ acceptedAt: null }).where(eq(adminInvitations.id, invitation.id));
    throw error;
  }
  return invitation.email;
}

/**
 * The invitation page's form: the password is held to the site's rules before the link is used
 * up, then the invitation is accepted.
 */
export async function acceptWithPassword(
  database: Database,
  auth: Auth,
  input: { token: string; newPassword: string },
): Promise<PasswordOutcome> {
  const invitation = await invitationOf(database, auth, input.token);
  if (!invitation) return { outcome: "invalid-link" };
  const problem = await passwordProblem(input.newPassword, invitation.email);
  if (problem) return { outcome: "field", field: "newPassword", message: problem };
  try {
    const accepted = await acceptInvitation(database, auth, { token: input.token, password: input.newPassword });
    if (accepted === null) return { outcome: "invalid-link" };
    if (typeof accepted !== "string") {
      return { outcome: "refused", status: 409, toast: adminMessages.account.alreadyAdmin(accepted.alreadyAdmin) };
    }
    return { outcome: "done", cookies: [], email: accepted };
  } catch (error) {
    console.error(`[admins] the invitation of ${invitation.email} could not be accepted: ${(error as Error).message}`);
    return { outcome: "refused", status: 500, toast: adminMessages.account.invitationFailed };
  }
}

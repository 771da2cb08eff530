import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { eq, inArray, lt, sql } from "drizzle-orm";
import { clientKey } from "./client-key.server";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema";
import { normalizeEmail } from "./email-address";
import { terminalSafe } from "./terminal-text";

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfter: number;
}

/**
 * Counts one use of `key` (a form and a client address) in a fixed window of `windowSeconds`, in
 * one statement, so that concurrent requests and several instances count together. A failed count
 * lets the request through (and is logged): the limit guards against floods, not single posts.
 */
export async function countUse(
  database: Database,
  key: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateDecision> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  try {
    const [row] = await database
      .insert(rateLimits)
      .values({ key, hits: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        left: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))::int`,
      });
    if (Math.random() < 0.01) await forgetOldCounters(database);
    const hits = row?.hits ?? 1;
    return { allowed: hits <= max, retryAfter: Math.max(1, row?.left ?? windowSeconds) };
  } catch (error) {
    console.error(`[rate-limit] could not count ${key}: ${(error as Error).message}`);
    return { allowed: true, retryAfter: 0 };
  }
}

/** Counters whose window ended a day ago count nothing any more. */
export async function forgetOldCounters(database: Database): Promise<void> {
  await database.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}

/** The window of the public forms' limit: FORM_RATE_LIMIT posts per address in 10 minutes. */
export const FORM_WINDOW_SECONDS = 10 * 60;

/**
 * Counts a post of a public form from a client (its address, an IPv6 one by its /64); null when it
 * may go on, else the seconds to wait. Without a known address (a call from inside the server)
 * nothing is counted.
 */
export async function limitFormPosts(
  database: Database,
  form: "contact" | "newsletter" | "registration",
  clientIp: string | undefined,
  max: number,
): Promise<number | null> {
  const client = clientKey(clientIp);
  if (!client) return null;
  const decision = await countUse(database, `${form}:${client}`, { max, windowSeconds: FORM_WINDOW_SECONDS });
  if (decision.allowed) return null;
  console.warn(`[rate-limit] ${form} refused for ${client}: over ${max} in ${FORM_WINDOW_SECONDS / 60} minutes`);
  return decision.retryAfter;
}

const MAX_KEY_LENGTH = 200;

/** A counter's key: `prefix` and `value`, or the value's digest when it is long (no request makes a long key). */
function boundedKey(prefix: string, value: string): string {
  return value.length <= MAX_KEY_LENGTH
    ? `${prefix}${value}`
    : `${prefix}sha256:${createHash("sha256").update(value).digest("hex")}`;
}

type AuthRateLimitStorage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * Better Auth's rate-limit counters (per client address and endpoint) in the same table, so that
 * sign-in limits hold across restarts and instances. `consume` is the one Better Auth uses; it
 * counts in one statement.
 */
export function authRateLimitStorage(database: Database): AuthRateLimitStorage {
  // A client address and an endpoint path.
  const keyOf = (key: string) => boundedKey("auth:", key);
  return {
    async consume(key, rule) {
      const decision = await countUse(database, keyOf(key), { max: rule.max, windowSeconds: rule.window });
      return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfter };
    },
    async get(key) {
      const [row] = await database
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(key)));
      return row ? { key, count: row.hits, lastRequest: row.windowStart.getTime() } : null;
    },
    async set(key, value) {
      const values = { key: keyOf(key), hits: value.count, windowStart: new Date(value.lastRequest) };
      await database
        .insert(rateLimits)
        .values(values)
        .onConflictDoUpdate({ target: rateLimits.key, set: { hits: values.hits, windowStart: values.windowStart } });
    },
  };
}

/**
 * Sign-in attempts for one account, from any address: SIGN_IN_ACCOUNT_LIMIT.max attempts in the
 * window; a successful sign-in starts the count again, so only guessing uses it up. A browser that
 * has signed in to the account before (`knownDevice`, its device cookie's id) has a count of its
 * own, so that others' guesses do not lock the account's owner out.
 */
export const SIGN_IN_ACCOUNT_LIMIT = { max: 10, windowSeconds: 15 * 60 };

function accountKey(email: string, knownDevice: string | null = null): string {
  const account = normalizeEmail(email);
  return knownDevice === null
    ? boundedKey("sign-in-account:", account)
    : boundedKey(`sign-in-device:${knownDevice}:`, account);
}

/** Counts a sign-in attempt for `email`; null when it may go on, else the seconds to wait. */
export async function limitAccountSignIns(
  database: Database,
  email: string,
  knownDevice: string | null = null,
): Promise<number | null> {
  const decision = await countUse(database, accountKey(email, knownDevice), SIGN_IN_ACCOUNT_LIMIT);
  if (decision.allowed) return null;
  console.warn(
    `[rate-limit] sign-in refused for the account "${terminalSafe(normalizeEmail(email).slice(0, 254))}"${knownDevice ? " from a browser that signed in to it before" : ""}: over ${SIGN_IN_ACCOUNT_LIMIT.max} attempts in ${SIGN_IN_ACCOUNT_LIMIT.windowSeconds / 60} minutes`,
  );
  return decision.retryAfter;
}

/** After a successful sign-in the account's count starts again, and the browser's own. */
export async function forgetAccountSignIns(
  database: Database,
  email: string,
  knownDevice: string | null = null,
): Promise<void> {
  const keys = [accountKey(email), ...(knownDevice === null ? [] : [accountKey(email, knownDevice)])];
  await database.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/**
 * Password reset links asked for one account, from any address: a few an hour. Beyond that the
 * request is answered as any other (nothing tells whether the account exists) but no email goes:
 * nobody can fill an admin's mailbox with links.
 */
export const RESET_ACCOUNT_LIMIT = { max: 3, windowSeconds: 60 * 60 };

/** Counts a reset link asked for `email`; false when one more may not be sent. */
export async function mayResetPassword(database: Database, email: string): Promise<boolean> {
  const account = normalizeEmail(email);
  const decision = await countUse(database, boundedKey("reset-account:", account), RESET_ACCOUNT_LIMIT);
  if (!decision.allowed) {
    console.warn(
      `[rate-limit] no reset link sent to "${terminalSafe(account.slice(0, 254))}": over ${RESET_ACCOUNT_LIMIT.max} asked in ${RESET_ACCOUNT_LIMIT.windowSeconds / 60} minutes`,
    );
  }
  return decision.allowed;
}

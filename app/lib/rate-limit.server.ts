import { lt, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema";

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
 * Counts a post of a public form from a client address; null when it may go on, else the seconds
 * to wait. Without a known address (a call from inside the server) nothing is counted.
 */
export async function limitFormPosts(
  database: Database,
  form: "contact" | "newsletter",
  clientIp: string | undefined,
  max: number,
): Promise<number | null> {
  if (!clientIp) return null;
  const decision = await countUse(database, `${form}:${clientIp}`, { max, windowSeconds: FORM_WINDOW_SECONDS });
  if (decision.allowed) return null;
  console.warn(`[rate-limit] ${form} refused for ${clientIp}: over ${max} in ${FORM_WINDOW_SECONDS / 60} minutes`);
  return decision.retryAfter;
}

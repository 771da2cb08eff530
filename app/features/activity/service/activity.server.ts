import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { activityLog, type FieldChange } from "~/lib/db/schema";
import { type Paged, pageWindow } from "~/lib/paging";

/** What kind of thing an admin changed, as the Activity page filters it. */
export const activityKinds = ["content", "attendees", "inbox", "mail", "settings", "admins", "account"] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Who makes a change, as the log names them: the signed-in admin's account and address. */
export interface Actor {
  /** The account's id, when the change comes from a signed-in admin. */
  id?: string;
  email: string;
}

export interface ActivityEntry {
  actor: Actor;
  kind: ActivityKind;
  action: string;
  subject: { type: string; id?: string | null; title?: string | null };
  changes?: Record<string, FieldChange> | null;
}

/** A value as the log keeps it: dates as ISO text, long text cut at 1,000 characters. */
function kept(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value.length > 1000) return `${value.slice(0, 1000)}…`;
  return value ?? null;
}

/** The fields whose values differ between `before` and `after`, leaving out the bookkeeping columns. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignored: readonly string[] = ["id", "version", "createdAt", "updatedAt"],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (ignored.includes(name)) continue;
    const from = kept(before?.[name]);
    const to = kept(after?.[name]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[name] = { from, to };
  }
  return changes;
}

/** Records what an admin did; given the change's transaction, it is kept exactly when the change is. */
export async function recordActivity(database: Database, entry: ActivityEntry): Promise<void> {
  await database.insert(activityLog).values({
    actorId: entry.actor.id ?? null,
    actorEmail: entry.actor.email,
    kind: entry.kind,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id ?? null,
    subjectTitle: entry.subject.title ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  });
}

/**
 * Records what an admin did after the fact, for changes made outside one transaction of the
 * site's (Better Auth's, say): a failed record is logged and does not undo the change.
 */
export async function noteActivity(database: Database, entry: ActivityEntry): Promise<void> {
  try {
    await recordActivity(database, entry);
  } catch (error) {
    console.error(`[activity] not recorded (${entry.action} ${entry.subject.type}): ${(error as Error).message}`);
  }
}

export const ACTIVITY_PER_PAGE = 30;

export interface ActivityFilter {
  actor: string | null;
  kind: ActivityKind | null;
}

export type ActivityRow = typeof activityLog.$inferSelect;

/** The activity log, newest first, of one admin and one kind when asked, a page at a time. */
export async function activityPage(
  database: Database,
  filter: ActivityFilter,
  requested: number,
): Promise<Paged<ActivityRow> & { actors: string[] }> {
  const where = and(
    filter.actor ? eq(activityLog.actorEmail, filter.actor) : undefined,
    filter.kind ? eq(activityLog.kind, filter.kind) : undefined,
  );
  const [[counted], actors] = await Promise.all([
    database.select({ n: count() }).from(activityLog).where(where),
    database.selectDistinct({ email: activityLog.actorEmail }).from(activityLog).orderBy(activityLog.actorEmail),
  ]);
  const total = counted?.n ?? 0;
  const { page, pages, offset } = pageWindow(requested, total, ACTIVITY_PER_PAGE);
  const items = await database
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PER_PAGE)
    .offset(offset);
  return { items, page, pages, total, actors: actors.map((row) => row.email) };
}

/** Removes entries older than `days` days. Returns how many went. */
export async function forgetOldActivity(database: Database, days: number): Promise<number> {
  const removed = await database
    .delete(activityLog)
    .where(lt(activityLog.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: activityLog.id });
  return removed.length;
}

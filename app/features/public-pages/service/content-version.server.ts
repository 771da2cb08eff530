import { AsyncLocalStorage } from "node:async_hooks";
import { eq, sql } from "drizzle-orm";
import { type Database, db, database as openedDatabase } from "~/lib/db/client.server";
import { appState } from "~/lib/db/schema";

/**
 * The versions of what the public pages show, kept in the database so that every instance sees a
 * change on its next request: the content (raised by every content write, in the write's own
 * transaction) and the seats of events (raised by every change to who registered). A kept page is
 * served while the versions it was rendered at hold.
 */

const CONTENT_VERSION = "content_version";
/**
 * Raised by every change to who registered for an event (not an admin's content write): only the
 * pages that show seats (the home page, the events page, an event's page) depend on it, and they
 * may show it a moment late (ATTENDANCE_GRACE_MS), so that a burst of registrations does not
 * render every page of the site again at each one.
 */
const ATTENDANCE_VERSION = "attendance_version";
type VersionKey = typeof CONTENT_VERSION | typeof ATTENDANCE_VERSION;

/** How long a kept page that shows seats may be served after a registration changed them. */
export const ATTENDANCE_GRACE_MS = 2_000;

interface RememberedVersion {
  /** Moves on before and after every raise, so that a read that overlapped one is not kept. */
  generation: number;
  /**
   * The version read last, or being read, with the generation it was read in: it holds while the
   * generation does, and those who ask meanwhile share it.
   */
  read?: { generation: number; version: Promise<string> };
  /** The highest version a raise of this process wrote. */
  raised?: bigint;
}

const remembered = new WeakMap<Database, Map<VersionKey, RememberedVersion>>();

function rememberedOf(database: Database, key: VersionKey): RememberedVersion {
  let states = remembered.get(database);
  if (!states) {
    states = new Map();
    remembered.set(database, states);
  }
  let state = states.get(key);
  if (!state) {
    state = { generation: 0 };
    states.set(key, state);
  }
  return state;
}

async function readVersion(database: Database, key: VersionKey): Promise<string> {
  const [row] = await database.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
  return row?.value ?? "0";
}

function versionOf(database: Database, key: VersionKey, remember: boolean): Promise<string> {
  if (!remember) return readVersion(database, key);
  const state = rememberedOf(database, key);
  // Many requests that arrive after a raise ask at once: one read answers them all. No raise has
  // begun since it began (the generation would have moved on), so it reads what they would.
  if (state.read?.generation !== state.generation) {
    const read = { generation: state.generation, version: readVersion(database, key) };
    state.read = read;
    read.version.catch(() => {
      if (state.read === read) state.read = undefined;
    });
  }
  return state.read.version;
}

/**
 * The content version every instance compares its kept pages with. With `remember` (the embedded
 * database, where this process is the only writer: the command-line tools send their tasks to it)
 * the version read last is kept until this process raises it, instead of being read per request.
 */
export function contentVersion(database: Database, { remember = false } = {}): Promise<string> {
  return versionOf(database, CONTENT_VERSION, remember);
}

/** The versions a kept page is compared with: the content's, and the registrations' (see ATTENDANCE_VERSION). */
export interface PageVersions {
  content: string;
  attendance: string;
}

export async function pageVersions(database: Database, { remember = false } = {}): Promise<PageVersions> {
  const [content, attendance] = await Promise.all([
    versionOf(database, CONTENT_VERSION, remember),
    versionOf(database, ATTENDANCE_VERSION, remember),
  ]);
  return { content, attendance };
}

/**
 * Whether the site's own database keeps the versions it read last: on the embedded database this
 * process is the only writer (the command-line tools send their tasks to it), so it knows when
 * they change; on PostgreSQL other instances write, and the versions are read per request.
 */
export function remembersVersions(target: Database): boolean {
  return target === db() && openedDatabase().engine === "pglite";
}

/** The versions one request works with, read once however many of its reads ask for them. */
const requestScope = new AsyncLocalStorage<{ versions?: Promise<PageVersions> }>();

/**
 * Runs the handling of one request: the versions it reads (requestVersions) are read at most once
 * within it, or are `known` when its caller has read them already.
 */
export function withRequestVersions<T>(handle: () => T, known?: PageVersions): T {
  return requestScope.run(known ? { versions: Promise.resolve(known) } : {}, handle);
}

/**
 * The versions of the site's own database as this request sees them: read on its first use within
 * withRequestVersions and kept for the rest of the request; read anew on each use outside one.
 */
export function requestVersions(): Promise<PageVersions> {
  const target = db();
  const scope = requestScope.getStore();
  if (!scope) return pageVersions(target, { remember: remembersVersions(target) });
  scope.versions ??= pageVersions(target, { remember: remembersVersions(target) });
  return scope.versions;
}

/**
 * Runs a write in one transaction with the raise of the version `key`: `write` calls `changed()`
 * once it has written, and the version goes up with the write or not at all. The request that
 * writes reads the versions again after it (requestVersions): what it shows next (a form's answer
 * rendered with its page) is what its write left, whatever it read before.
 */
async function writeVersioned<T>(
  database: Database,
  key: VersionKey,
  write: (tx: Database, changed: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const state = rememberedOf(database, key);
  state.generation++;
  let raised: string | undefined;
  let committed = false;
  try {
    const result = await database.transaction((tx) =>
      write(tx, async () => {
        const [row] = await tx
          .insert(appState)
          .values({ key, value: "1" })
          .onConflictDoUpdate({
            target: appState.key,
            set: { value: sql`(${appState.value}::bigint + 1)::text`, updatedAt: sql`now()` },
          })
          .returning({ value: appState.value });
        raised = row?.value;
      }),
    );
    committed = true;
    return result;
  } finally {
    // A read that overlapped the transaction may have seen the version before the commit.
    state.generation++;
    // The version this raise wrote and committed is the one to remember, unless a later raise has
    // already ended: where this process is the only writer (`remember`), no page then waits for
    // the database to say what the process knows.
    if (committed && raised !== undefined && /^\d+$/.test(raised) && BigInt(raised) > (state.raised ?? -1n)) {
      state.raised = BigInt(raised);
      state.read = { generation: state.generation, version: Promise.resolve(raised) };
    }
    const scope = requestScope.getStore();
    if (scope && database === db()) scope.versions = undefined;
  }
}

/**
 * Runs a content write in one transaction with the raise of the content version: `write` calls
 * `changed()` once it has written, and the version goes up with the write or not at all. A raise
 * that fails fails the write. Every instance renders its pages anew from the next request after
 * the commit, before the writer answers.
 */
export function writeContent<T>(
  database: Database,
  write: (tx: Database, changed: () => Promise<void>) => Promise<T>,
): Promise<T> {
  return writeVersioned(database, CONTENT_VERSION, write);
}

/**
 * Runs a change to an event's registrations in one transaction with the raise of the attendance
 * version: the pages that show seats are rendered anew on every instance, within a moment.
 */
export function writeAttendance<T>(
  database: Database,
  write: (tx: Database, changed: () => Promise<void>) => Promise<T>,
): Promise<T> {
  return writeVersioned(database, ATTENDANCE_VERSION, write);
}

/** Marks the content as changed, with no write of its own (the demo content, added by a seed). */
export function raiseContentVersion(database: Database): Promise<void> {
  return writeContent(database, (_tx, changed) => changed());
}

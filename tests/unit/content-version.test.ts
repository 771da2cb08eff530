import { describe, expect, it } from "vitest";
import { contentVersion, raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import type { Database } from "~/lib/db/client.server";

/**
 * A database that answers version reads when the test says so, and records raises: enough to put
 * a read and a raise in any order.
 */
function scriptedDatabase() {
  const reads: ((version: string) => void)[] = [];
  let queries = 0;
  const database = {
    select: () => ({
      from: () => ({
        where: () => {
          queries++;
          return new Promise<{ value: string }[]>((resolve) => reads.push((value) => resolve([{ value }])));
        },
      }),
    }),
    insert: () => ({ values: () => ({ onConflictDoUpdate: async () => undefined }) }),
    transaction: (work: (tx: unknown) => Promise<unknown>) => work(database),
  } as unknown as Database;
  return { database, answer: (version: string) => reads.shift()?.(version), queries: () => queries };
}

describe("the remembered content version", () => {
  it("is read once while nothing is raised", async () => {
    const { database, answer, queries } = scriptedDatabase();
    const first = contentVersion(database, { remember: true });
    answer("7");
    expect(await first).toBe("7");
    expect(await contentVersion(database, { remember: true })).toBe("7");
    expect(queries()).toBe(1);
  });

  it("forgets a version read before a raise that ended before the read's answer came", async () => {
    const { database, answer, queries } = scriptedDatabase();
    const stale = contentVersion(database, { remember: true });
    await raiseContentVersion(database);
    answer("7");
    expect(await stale).toBe("7");
    // The next request reads again rather than keep what the overlapping read saw.
    const next = contentVersion(database, { remember: true });
    answer("8");
    expect(await next).toBe("8");
    expect(queries()).toBe(2);
  });

  it("is read once for those who ask together, and again for one who asks after a raise began", async () => {
    const { database, answer, queries } = scriptedDatabase();
    const together = [contentVersion(database, { remember: true }), contentVersion(database, { remember: true })];
    expect(queries()).toBe(1);
    // A raise begins while that read is under way: who asks now does not take its answer.
    const raise = raiseContentVersion(database);
    const afterRaise = contentVersion(database, { remember: true });
    expect(queries()).toBe(2);
    answer("7");
    answer("8");
    expect(await Promise.all(together)).toEqual(["7", "7"]);
    expect(await afterRaise).toBe("8");
    await raise;
  });

  it("is read per request without `remember`", async () => {
    const { database, answer, queries } = scriptedDatabase();
    for (const version of ["1", "2"]) {
      const read = contentVersion(database);
      answer(version);
      expect(await read).toBe(version);
    }
    expect(queries()).toBe(2);
  });
});

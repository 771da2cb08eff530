import { describe, expect, it } from "vitest";
import { contentVersion, raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import type { Database } from "~/lib/db/client.server";

/**
 * A database that answers version reads when the test says so, and raises to the versions the test
 * gives (`raisesTo`, "8" when it gave none), each raise's statement ending when the test says so
 * (`heldRaises`) or at once: enough to put reads and raises in any order.
 */
function scriptedDatabase({ heldRaises = false } = {}) {
  const reads: ((version: string) => void)[] = [];
  const raises: string[] = [];
  const held: (() => void)[] = [];
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
    insert: () => ({
      values: () => ({
        onConflictDoUpdate: () => ({
          returning: async () => {
            const value = raises.shift() ?? "8";
            if (heldRaises) await new Promise<void>((resolve) => held.push(resolve));
            return [{ value }];
          },
        }),
      }),
    }),
    transaction: (work: (tx: unknown) => Promise<unknown>) => work(database),
  } as unknown as Database;
  return {
    database,
    answer: (version: string) => reads.shift()?.(version),
    raisesTo: (...versions: string[]) => raises.push(...versions),
    /** Ends the raise statement that began `index`-th among those still held. */
    endRaise: (index: number) => held.splice(index, 1)[0]?.(),
    heldRaises: () => held.length,
    queries: () => queries,
  };
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
    // The next request takes the version the raise wrote, not what the overlapping read saw.
    expect(await contentVersion(database, { remember: true })).toBe("8");
    expect(queries()).toBe(1);
  });

  it("is the version the process's own raise wrote, without asking the database", async () => {
    const { database, raisesTo, queries } = scriptedDatabase();
    raisesTo("12", "13");
    await raiseContentVersion(database);
    expect(await contentVersion(database, { remember: true })).toBe("12");
    await raiseContentVersion(database);
    expect(await contentVersion(database, { remember: true })).toBe("13");
    expect(queries()).toBe(0);
  });

  it("does not go back to a raise that ends after a later one", async () => {
    const { database, answer, raisesTo, endRaise, heldRaises, queries } = scriptedDatabase({ heldRaises: true });
    raisesTo("5", "6");
    const first = raiseContentVersion(database);
    const second = raiseContentVersion(database);
    while (heldRaises() < 2) await Promise.resolve();
    endRaise(1);
    await second;
    expect(await contentVersion(database, { remember: true })).toBe("6");
    endRaise(0);
    await first;
    // The first raise's 5 is older than what is known: the version is read again.
    const read = contentVersion(database, { remember: true });
    answer("6");
    expect(await read).toBe("6");
    expect(queries()).toBe(1);
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

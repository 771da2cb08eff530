import { describe, expect, it } from "vitest";
import { Turns } from "~/lib/turns.server";

describe("Turns", () => {
  it("lets `limit` in at once and the others in order of arrival as turns end", () => {
    const turns = new Turns(2);
    const started: number[] = [];
    const ends = [1, 2, 3, 4].map((n) => turns.enter(() => started.push(n)));
    expect(started).toEqual([1, 2]);
    expect(turns.usage).toEqual({ holding: 2, waiting: 2 });
    ends[1]?.();
    expect(started).toEqual([1, 2, 3]);
    ends[0]?.();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const end of ends) end?.();
    expect(turns.usage).toEqual({ holding: 0, waiting: 0 });
  });

  it("lets one that gives up before its turn leave the line, and ending twice gives back one turn", () => {
    const turns = new Turns(1);
    const started: string[] = [];
    const first = turns.enter(() => started.push("first"));
    const gaveUp = turns.enter(() => started.push("gave up"));
    turns.enter(() => started.push("third"));
    gaveUp();
    expect(turns.usage).toEqual({ holding: 1, waiting: 1 });
    first();
    first();
    expect(started).toEqual(["first", "third"]);
    expect(turns.usage).toEqual({ holding: 1, waiting: 0 });
  });

  it("gives the turn back when the work fails, at once or later", async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error("no database")))).rejects.toThrow("no database");
    await expect(
      turns.run(() => {
        throw new Error("thrown before any promise");
      }),
    ).rejects.toThrow("thrown before any promise");
    expect(turns.usage).toEqual({ holding: 0, waiting: 0 });
    expect(await turns.run(async () => "rendered")).toBe("rendered");
  });

  it("runs the work of many callers one at a time with a limit of one", async () => {
    const turns = new Turns(1);
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
    };
    await Promise.all(Array.from({ length: 10 }, () => turns.run(work)));
    expect(most).toBe(1);
  });

  it("needs a limit of at least one", () => {
    expect(() => new Turns(0)).toThrow(RangeError);
  });
});

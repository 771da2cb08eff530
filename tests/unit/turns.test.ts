import { afterEach, describe, expect, it, vi } from "vitest";
import { Turns } from "~/lib/turns.server";
import { handedOver } from "../support/turns";

describe("Turns", () => {
  it("lets `limit` in at once and the others in order of arrival as turns end", async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    const ends = [1, 2, 3, 4].map((n) => turns.enter(() => started.push(n)));
    expect(started).toEqual([1, 2]);
    expect(turns.usage).toEqual({ holding: 2, waiting: 2 });
    ends[1]?.();
    // The turn is taken at once, and its work starts in a task of its own.
    expect(turns.usage).toEqual({ holding: 2, waiting: 1 });
    expect(started).toEqual([1, 2]);
    await handedOver();
    expect(started).toEqual([1, 2, 3]);
    ends[0]?.();
    await handedOver();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const end of ends) end?.();
    expect(turns.usage).toEqual({ holding: 0, waiting: 0 });
  });

  it("lets one that gives up before its turn leave the line, and ending twice gives back one turn", async () => {
    const turns = new Turns(1);
    const started: string[] = [];
    const first = turns.enter(() => started.push("first"));
    const gaveUp = turns.enter(() => started.push("gave up"));
    turns.enter(() => started.push("third"));
    gaveUp();
    expect(turns.usage).toEqual({ holding: 1, waiting: 1 });
    first();
    first();
    await handedOver();
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

  it("hands a turn over in a task of its own, so that a line of work that waits for nothing lets other tasks run", async () => {
    const turns = new Turns(1);
    const done: number[] = [];
    const works = [1, 2, 3, 4, 5].map((n) => turns.run(async () => done.push(n)));
    let doneWhenAnotherTaskRan = -1;
    setImmediate(() => {
      doneWhenAnotherTaskRan = done.length;
    });
    await Promise.all(works);
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(doneWhenAnotherTaskRan).toBe(1);
  });

  it("with `freedAfterTask`, give a turn back only once the task that ended it is over", async () => {
    const turns = new Turns(1, 1, { freedAfterTask: true });
    const started: string[] = [];
    const first = turns.enter(() => started.push("first"), "a");
    first();
    first();
    turns.enter(() => started.push("second"), "b");
    // The turn that ended in this task is not free again within it.
    expect(started).toEqual(["first"]);
    expect(turns.usage).toEqual({ holding: 1, waiting: 1 });
    await handedOver();
    expect(started).toEqual(["first", "second"]);
    expect(turns.usage).toEqual({ holding: 1, waiting: 0 });
  });

  it("needs a limit of at least one", () => {
    expect(() => new Turns(0)).toThrow(RangeError);
  });

  it("gives each client its share: a burst from one cannot fill every turn and keep another waiting", async () => {
    const turns = new Turns(4, 2);
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    for (let i = 1; i <= 16; i++)
      ends.set(
        `a${i}`,
        turns.enter(() => started.push(`a${i}`), "203.0.113.1"),
      );
    // The burst holds its share of two; the other two turns stay free for others.
    expect(started).toEqual(["a1", "a2"]);
    ends.set(
      "admin",
      turns.enter(() => started.push("admin"), "198.51.100.9"),
    );
    ends.set(
      "b1",
      turns.enter(() => started.push("b1"), "192.0.2.5"),
    );
    expect(started).toEqual(["a1", "a2", "admin", "b1"]);
    expect(turns.usage).toEqual({ holding: 4, waiting: 14 });
    // A second request of b is not behind the whole burst: the next free turn is b's, as a holds its share.
    ends.set(
      "b2",
      turns.enter(() => started.push("b2"), "192.0.2.5"),
    );
    ends.get("admin")?.();
    await handedOver();
    expect(started.slice(4)).toEqual(["b2"]);
    ends.get("a1")?.();
    await handedOver();
    expect(started.slice(5)).toEqual(["a3"]);
  });

  it("takes clients in turn when they wait alike", async () => {
    const turns = new Turns(1);
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    for (const name of ["a1", "a2", "a3", "b1", "b2"])
      ends.set(
        name,
        turns.enter(() => started.push(name), name[0]),
      );
    // Each turn ends once it has started; the next one goes to the client served least lately.
    for (let i = 0; i < 5; i++) {
      ends.get(started[i] ?? "")?.();
      await handedOver();
    }
    expect(started).toEqual(["a1", "a2", "b1", "a3", "b2"]);
  });
});

describe("Turns' line", () => {
  it("tells how long the one who has waited longest has waited", () => {
    const turns = new Turns(1);
    expect(turns.longestWait()).toBe(0);
    const holder = turns.enter(() => {}, "a");
    expect(turns.longestWait()).toBe(0);
    const joined = performance.now();
    turns.enter(() => {}, "b");
    expect(turns.longestWait(joined + 3_000)).toBeGreaterThanOrEqual(2_999);
    holder();
    expect(turns.longestWait()).toBe(0);
  });
});

describe("Turns that give way to another line", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("start nothing while someone waits in the other line, and go on once no one does", async () => {
    const posts = new Turns(1);
    const pages = new Turns(2, 2, { givingWay: { to: posts, atMostMs: 60_000 } });
    const started: string[] = [];
    const firstPost = posts.enter(() => started.push("post 1"), "a");
    // Holding a turn there is not waiting: a page starts beside it.
    const firstPage = pages.enter(() => started.push("page 1"), "b");
    expect(started).toEqual(["post 1", "page 1"]);

    const secondPost = posts.enter(() => started.push("post 2"), "c");
    pages.enter(() => started.push("page 2"), "d");
    firstPage();
    // A page's turn is free, but a post waits.
    expect(started).toEqual(["post 1", "page 1"]);
    expect(pages.usage).toEqual({ holding: 0, waiting: 1 });

    firstPost();
    await handedOver();
    expect(started).toEqual(["post 1", "page 1", "post 2", "page 2"]);
    secondPost();
    expect(posts.usage).toEqual({ holding: 0, waiting: 0 });
  });

  it("go on when the one who waits in the other line gives up", async () => {
    const posts = new Turns(1);
    const pages = new Turns(1, 1, { givingWay: { to: posts, atMostMs: 60_000 } });
    const started: string[] = [];
    posts.enter(() => started.push("post 1"));
    const gaveUp = posts.enter(() => started.push("post 2"));
    pages.enter(() => started.push("page"));
    expect(started).toEqual(["post 1"]);
    gaveUp();
    await handedOver();
    expect(started).toEqual(["post 1", "page"]);
  });

  it("give way for `atMostMs` at most, then start however many wait there", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const posts = new Turns(1);
    const pages = new Turns(4, 4, { givingWay: { to: posts, atMostMs: 2_500 } });
    const started: string[] = [];
    posts.enter(() => started.push("post 1"));
    posts.enter(() => started.push("post 2"));
    pages.enter(() => started.push("page 1"));
    vi.advanceTimersByTime(1_000);
    pages.enter(() => started.push("page 2"));
    vi.advanceTimersByTime(1_400);
    expect(started).toEqual(["post 1"]);
    vi.advanceTimersByTime(200);
    await handedOver();
    expect(started).toEqual(["post 1", "page 1"]);
    vi.advanceTimersByTime(1_000);
    await handedOver();
    expect(started).toEqual(["post 1", "page 1", "page 2"]);
    expect(posts.usage).toEqual({ holding: 1, waiting: 1 });
  });
});

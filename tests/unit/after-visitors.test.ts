import { describe, expect, it, vi } from "vitest";
import { afterVisitors, Turns, visitorArrived } from "~/lib/turns.server";

// A file of its own: the turns held are counted for the whole process.
describe("afterVisitors", () => {
  it("lets work that can wait go once no turn of any Turns is held, or after its longest wait", async () => {
    const pages = new Turns(2);
    const posts = new Turns(2);
    let went = false;
    await afterVisitors(1_000);
    const endPage = pages.enter(() => {});
    const endPost = posts.enter(() => {});
    const waiting = afterVisitors(10_000).then(() => {
      went = true;
    });
    endPage();
    await Promise.resolve();
    expect(went).toBe(false);
    endPost();
    await waiting;
    expect(went).toBe(true);
    // Held up no longer than it allows.
    const endAgain = pages.enter(() => {});
    const started = performance.now();
    await afterVisitors(20);
    expect(performance.now() - started).toBeLessThan(1_000);
    endAgain();
  });

  it("waits for a moment with no request coming in, answered from a turn or not", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      visitorArrived();
      let went = false;
      const waiting = afterVisitors(10_000).then(() => {
        went = true;
      });
      await vi.advanceTimersByTimeAsync(5);
      visitorArrived();
      await vi.advanceTimersByTimeAsync(8);
      expect(went).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      await waiting;
      expect(went).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it } from "vitest";
import { afterVisitors, Turns } from "~/lib/turns.server";

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
});

import { describe, expect, it } from "vitest";
import { remembered } from "~/lib/remembered";

describe("answers kept by key", () => {
  it("makes each key's answer once, and lets all go at the limit", () => {
    const made: string[] = [];
    const remember = remembered<string>(2);
    const answer = (key: string) =>
      remember(key, () => {
        made.push(key);
        return `${key}!`;
      });
    expect([answer("a"), answer("a"), answer("b"), answer("a")]).toEqual(["a!", "a!", "b!", "a!"]);
    expect(made).toEqual(["a", "b"]);
    // A third key: the two kept are let go, and made again when asked for.
    expect(answer("c")).toBe("c!");
    expect(answer("a")).toBe("a!");
    expect(made).toEqual(["a", "b", "c", "a"]);
  });
});

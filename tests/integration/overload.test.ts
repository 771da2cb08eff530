import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { publicWords as english } from "~/i18n/en";
import { BUSY_PAGE_TEXT } from "~/lib/answer-messages";
import { Turns } from "~/lib/turns.server";
import { byTurns, requestTurns, type TurnRules, turnsFor } from "../../server/turns";
import { handedOver } from "../support/turns";

/**
 * A site that cannot take a request within a few seconds answers it at once, 503 with Retry-After
 * and the form's own message, instead of holding it (and its body) in memory. One turn, and a
 * line of one: the first request holds the turn until the test lets it go, the second waits, the
 * third is refused.
 */
describe("requests past what the server can take", () => {
  const turns = new Turns(1);
  const rules: TurnRules = { waitLimitMs: 60_000, maxWaiting: 1, retryAfterSeconds: 10, turnMs: 60_000 };
  const held: (() => void)[] = [];
  const bodiesRead: string[] = [];
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    const app = express();
    app.use(
      byTurns(
        () => turns,
        (req) => req.get("x-client") ?? "",
        rules,
      ),
    );
    app.use(express.urlencoded({ extended: false }), (req, res) => {
      bodiesRead.push(req.path);
      held.push(() => res.type("text/plain").send("answered"));
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string, client: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-client": client },
      body: new URLSearchParams({ email: `${client}@example.org` }),
    });

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it("refuses at once with 503, Retry-After and the form's own message, without reading the body", async () => {
    const first = post("/contact", "a");
    await until(() => held.length === 1);
    const second = post("/resources/newsletter", "b");
    await until(() => turns.usage.waiting === 1);

    const refusals = await Promise.all([
      post("/contact", "c"),
      post("/resources/newsletter", "d"),
      post("/events/flight-simulator-night", "e"),
      fetch(`${base}/events`, { headers: { "x-client": "f" } }),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([503, 503, 503, 503]);
    for (const answer of refusals) {
      expect(answer.headers.get("retry-after")).toBe("10");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    expect(await Promise.all(refusals.map((answer) => answer.text()))).toEqual([
      english.contact.failed.description,
      `${english.newsletter.form.failed.title}. ${english.newsletter.form.failed.description}`,
      english.registration.failed.description,
      BUSY_PAGE_TEXT,
    ]);
    // Only the request holding the turn was read.
    expect(bodiesRead).toEqual(["/contact"]);

    // The two taken are answered in their turn, and the next request is taken again.
    held.shift()?.();
    expect(await (await first).text()).toBe("answered");
    await until(() => held.length === 1);
    held.shift()?.();
    expect(await (await second).text()).toBe("answered");
    const third = post("/contact", "g");
    await until(() => held.length === 1);
    held.shift()?.();
    expect((await third).status).toBe(200);
    expect(turns.usage).toEqual({ holding: 0, waiting: 0 });
  });
});

describe("the server's lines", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("give a post's turn to a post and to the page a form without JavaScript goes back to", () => {
    const lines = requestTurns();
    const request = (method: string, path: string, cookie?: string) =>
      ({ method, path, headers: cookie ? { cookie } : {} }) as express.Request;
    expect(turnsFor(request("POST", "/contact"), lines)).toBe(lines.posts);
    expect(
      turnsFor(request("GET", "/contact", "theme=dark; flash_toast=eyJ0aXRsZSI6Ik1lc3NhZ2UifQ%3D%3D"), lines),
    ).toBe(lines.posts);
    expect(turnsFor(request("GET", "/contact", "theme=dark"), lines)).toBe(lines.renders);
    expect(turnsFor(request("HEAD", "/"), lines)).toBe(lines.renders);
    expect(turnsFor(request("GET", "/images/campus.webp", "flash_toast=x"), lines)).toBeNull();
    expect(turnsFor(request("OPTIONS", "/"), lines)).toBeNull();
  });

  it("let eight posts in at once, and start no page while a post waits, for 2.5 s at most", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const { posts, renders, lookups } = requestTurns();
    const started: string[] = [];
    const ends = Array.from({ length: 9 }, (_, n) => posts.enter(() => started.push(`post ${n + 1}`), `visitor ${n}`));
    expect(posts.usage).toEqual({ holding: 8, waiting: 1 });
    renders.enter(() => started.push("rendered page"), "reader");
    lookups.enter(() => started.push("kept page"), "reader");
    expect(started).not.toContain("rendered page");
    expect(started).not.toContain("kept page");

    // The post that waited takes its turn once the task that ended the first is over, and the
    // pages start in the task after.
    ends[0]?.();
    await handedOver(2);
    expect(started.slice(-3)).toEqual(["post 9", "rendered page", "kept page"]);

    // Once more with a post that waits on: the pages start when they have waited 2.5 s.
    posts.enter(() => started.push("post 10"), "visitor 10");
    renders.enter(() => started.push("second rendered page"), "another reader");
    vi.advanceTimersByTime(2_400);
    expect(started).not.toContain("second rendered page");
    vi.advanceTimersByTime(200);
    await handedOver();
    expect(started).toContain("second rendered page");
    expect(started).not.toContain("post 10");
  });
});

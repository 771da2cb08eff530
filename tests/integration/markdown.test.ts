import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ManageReply } from "~/features/admin/replies";
import { events } from "~/features/events/table";
import { markdownLimits } from "~/lib/markdown-limits";
import { markdownReads, readMarkdown, setMarkdownTimeLimit } from "~/lib/markdown-render.server";
import { action as previewAction } from "~/routes/admin/markdown-preview";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { loader as healthz } from "~/routes/resources/healthz";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/**
 * Markdown is read on a thread of its own, once per text: the server answers while the longest
 * text it takes is read, and what every page and feed writes costs no reading per visitor.
 */
const database = withTestDatabase();
let admin = "";

beforeAll(async () => {
  admin = (await personaCookies(database().db)).admin;
});

afterEach(() => setMarkdownTimeLimit(10_000));

/** The slowest text the site takes to read: lists six deep, to the limit of characters. */
const slowest = (mark: string) =>
  `${mark}\n${Array.from({ length: 5000 }, (_, i) => `${"  ".repeat(i % 6)}- item`).join("\n")}`.slice(
    0,
    markdownLimits.length,
  );

const eventValues = (description: string) => ({
  intent: "create",
  title: `Rocketry night ${Math.random().toString(36).slice(2, 8)}`,
  description,
  type: "workshop",
  status: "open",
  date: "2027-03-01",
  time: "18:00",
  location: "Hangar 2",
  registrationMode: "external",
  buttonText: "Register Now",
  linkEnabled: "on",
});

describe("Markdown", () => {
  it("is read while the server answers: /healthz comes back at once while the slowest texts are read", async () => {
    let reading = true;
    const texts = Promise.all([1, 2, 3].map((n) => readMarkdown(slowest(`Text ${n} ${Date.now()}`)))).finally(() => {
      reading = false;
    });
    const answers: number[] = [];
    while (reading) {
      const started = performance.now();
      const response = await healthz();
      answers.push(performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await texts;
    // Reading took seconds; the server answered all along (on this thread it would wait for each text).
    expect(answers.length).toBeGreaterThan(5);
    expect(Math.max(...answers)).toBeLessThan(1000);
  }, 60_000);

  it("is read once, however many feeds and pages write it", async () => {
    const description = `A talk on orbits, ${Date.now()}.\n\n- one\n- two`;
    const { title, date, time, location } = eventValues(description);
    await database()
      .db.insert(events)
      .values({ title, date, time, location, description, slug: `orbits-${Date.now()}` });
    const request = () => eventsIcs();
    await (await request()).text();
    const before = markdownReads();
    for (let i = 0; i < 5; i++) expect(await (await request()).text()).toContain("A talk on orbits");
    expect(markdownReads()).toBe(before);
  });

  it("over what a field takes is refused next to its field, and not read", async () => {
    const before = markdownReads();
    for (const [description, message] of [
      ["x".repeat(markdownLimits.length + 1), "Description is at most 20,000 characters"],
      [`${"> ".repeat(markdownLimits.depth + 1)}deep`, "Description nests lists and quotes more than 6 deep"],
      [`${"|a".repeat(22)}|\n${"|-".repeat(22)}|`, "Description has a table wider than 20 columns"],
    ] as const) {
      const refused = await postCollection("events", eventValues(description), admin);
      expect(refused.status).toBe(400);
      expect(
        (refused.reply as ManageReply | undefined)?.result?.error?.description?.[0],
        description.slice(0, 30),
      ).toContain(message);
    }
    const body = new FormData();
    body.set("text", "y".repeat(200_000));
    const preview = (await previewAction({
      request: new Request("http://localhost:3000/admin-kfupm-aero/markdown-preview", {
        method: "POST",
        headers: { cookie: admin },
        body,
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(preview.status).toBe(400);
    expect(await preview.json()).toEqual({ html: null, problem: "The text is at most 20,000 characters" });
    expect(markdownReads()).toBe(before);
  });

  it("that takes too long to read is given up, its save refused next to the field, and the next text read", async () => {
    setMarkdownTimeLimit(1);
    const values = eventValues(slowest(`Given up ${Date.now()}`));
    const refused = await postCollection("events", values, admin);
    expect(refused.status).toBe(400);
    expect((refused.reply as ManageReply | undefined)?.result?.error?.description).toEqual([
      "Description takes too long to show: make it shorter, or its lists, quotes and tables smaller",
    ]);
    expect(await database().db.select().from(events).where(eq(events.title, values.title))).toEqual([]);
    setMarkdownTimeLimit(10_000);
    const saved = await postCollection("events", eventValues("A **short** one."), admin);
    expect(saved.status).toBe(200);
  });
});

import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contactMessages } from "~/features/contact/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { rateLimits } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { countUse } from "~/lib/rate-limit.server";
import { action as contactAction } from "~/routes/public/contact";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";

/**
 * The public forms take FORM_RATE_LIMIT posts per client address in 10 minutes; the counters live
 * in the database.
 */
const database = withTestDatabase();
const tooMany = {
  title: "Too many attempts",
  description: "You have sent this form many times in a short while. Please wait a few minutes and try again.",
  variant: "error",
};

function post(
  action: typeof contactAction | typeof newsletterAction,
  path: string,
  fields: Record<string, string>,
  clientIp: string,
) {
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return answerOf<{ message: unknown }>(action({ request, params: {}, context: { clientIp } } as never));
}

describe("the public forms' limit per address", () => {
  it("lets FORM_RATE_LIMIT subscriptions through, refuses the next with 429 and its message, and counts each address alone", async () => {
    const max = env().FORM_RATE_LIMIT;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let i = 0; i < max; i++) {
        const answer = await post(
          newsletterAction,
          "/resources/newsletter",
          { email: `n${i}@example.org` },
          "203.0.113.7",
        );
        expect(answer.status).toBe(200);
      }
      const refused = await post(
        newsletterAction,
        "/resources/newsletter",
        { email: "late@example.org" },
        "203.0.113.7",
      );
      expect(refused.status).toBe(429);
      expect(refused.reply?.message).toEqual(tooMany);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      const late = await database()
        .db.select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, "late@example.org"));
      expect(late).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("[rate-limit] newsletter refused for 203.0.113.7"));

      const other = await post(
        newsletterAction,
        "/resources/newsletter",
        { email: "other@example.org" },
        "198.51.100.2",
      );
      expect(other.status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts the addresses of one IPv6 network (a /64) as one client, and an IPv4 address written as IPv6 as itself", async () => {
    const max = env().FORM_RATE_LIMIT;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // Each post from another address of the same /64, as a phone or a script may take at will.
      for (let i = 0; i < max; i++) {
        const ip = `2001:db8:abcd:12:${(i + 1).toString(16)}::7`;
        const answer = await post(newsletterAction, "/resources/newsletter", { email: `v6-${i}@example.org` }, ip);
        expect(answer.status).toBe(200);
      }
      const refused = await post(
        newsletterAction,
        "/resources/newsletter",
        { email: "v6-late@example.org" },
        "2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff",
      );
      expect(refused.status).toBe(429);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("[rate-limit] newsletter refused for 2001:db8:abcd:12::/64"),
      );
      const neighbour = await post(
        newsletterAction,
        "/resources/newsletter",
        { email: "v6-neighbour@example.org" },
        "2001:db8:abcd:13::1",
      );
      expect(neighbour.status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts contact messages apart from subscriptions; without JavaScript the refusal goes back to the page", async () => {
    const max = env().FORM_RATE_LIMIT;
    const message = { name: "Sam", email: "sam@example.org", subject: "Hi", message: "Hello" };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (let i = 0; i < max; i++) {
        expect((await post(contactAction, "/contact", message, "203.0.113.7")).status).toBe(200);
      }
      const before = (await database().db.select().from(contactMessages)).length;
      const refused = await post(contactAction, "/contact", { ...message, redirectTo: "/contact" }, "203.0.113.7");
      expect(refused.status).toBe(302);
      expect(refused.location).toBe("/contact");
      expect(await database().db.select().from(contactMessages)).toHaveLength(before);
    } finally {
      warn.mockRestore();
    }
  });

  it("opens again when the window has passed", async () => {
    const key = "test:window";
    const limit = { max: 2, windowSeconds: 600 };
    const { db } = database();
    expect((await countUse(db, key, limit)).allowed).toBe(true);
    expect((await countUse(db, key, limit)).allowed).toBe(true);
    const third = await countUse(db, key, limit);
    expect(third.allowed).toBe(false);
    expect(third.retryAfter).toBeGreaterThan(590);
    await db.update(rateLimits).set({ windowStart: sql`now() - interval '11 minutes'` }).where(eq(rateLimits.key, key));
    expect((await countUse(db, key, limit)).allowed).toBe(true);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.hits).toBe(1);
  });

  it("counts concurrent posts together", async () => {
    const { db } = database();
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => countUse(db, "test:burst", { max: 5, windowSeconds: 600 })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });
});

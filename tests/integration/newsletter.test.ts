import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { loader as rootLoader } from "~/root";
import { action } from "~/routes/resources/newsletter";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/resources/newsletter", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

function callAction(fields: Record<string, string>) {
  return answerOf<unknown>(action({ request: post(fields), params: {}, context: {} } as never));
}

describe("newsletter subscription", () => {
  it.each(["", "   ", "\t\n"])("rejects %j with 'Email required' and stores nothing", async (email) => {
    const result = await subscribe(database().db, email);
    expect(result).toEqual({
      outcome: "invalid",
      message: { title: "Email required", description: "Please enter your email address", variant: "error" },
    });
    expect(await database().db.select().from(newsletterSubscriptions)).toHaveLength(0);
  });

  it("rejects something that is not an address", async () => {
    expect((await subscribe(database().db, "not an email")).outcome).toBe("invalid");
    expect((await subscribe(database().db, undefined)).message.title).toBe("Email required");
  });

  it("stores the address trimmed and lower-case", async () => {
    const result = await subscribe(database().db, "  Reader.One@Example.ORG ");
    expect(result.message).toEqual({
      title: "Successfully subscribed!",
      description: "You have subscribed to our newsletter",
      variant: "success",
    });
    const rows = await database().db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["reader.one@example.org"]);
  });

  it("answers 'Already subscribed' for the same address in any case", async () => {
    const result = await subscribe(database().db, "READER.ONE@example.org");
    expect(result).toEqual({
      outcome: "duplicate",
      message: {
        title: "Already subscribed",
        description: "This email is already subscribed to our newsletter",
        variant: "info",
      },
    });
    expect(await database().db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("answers with the message and a status code to the page's script", async () => {
    const response = await callAction({ email: "second@example.org" });
    expect(response.status).toBe(200);
    expect(response.reply).toMatchObject({ outcome: "subscribed" });
    const duplicate = await callAction({ email: "second@example.org" });
    expect(duplicate.status).toBe(409);
  });

  it("sends a form posted without JavaScript back to its page with the message", async () => {
    const response = await callAction({ email: "third@example.org", redirectTo: "/events" });
    expect(response.status).toBe(302);
    expect(response.location).toBe("/events");
    const cookie = response.setCookie ?? "";
    expect(cookie).toMatch(/^flash_toast=/);
    // The next page shows it.
    const next = await answerOf<{ toast: unknown }>(
      rootLoader({
        request: new Request("http://localhost:3000/events", { headers: { cookie: cookie.split(";")[0] ?? "" } }),
        params: {},
        context: {},
      } as never),
    );
    expect(next.reply?.toast).toMatchObject({ title: "Successfully subscribed!" });
  });

  it("never redirects away from the site", async () => {
    const response = await callAction({ email: "fourth@example.org", redirectTo: "//evil.example.com/" });
    expect(response.location).toBe("/");
  });

  it("answers 'Subscription failed' when the database fails, and logs it", async () => {
    await database().db.execute(sql`ALTER TABLE newsletter_subscriptions RENAME TO newsletter_subscriptions_gone`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await subscribe(database().db, "fifth@example.org");
      expect(result).toEqual({
        outcome: "failed",
        message: { title: "Subscription failed", description: "Please try again later", variant: "error" },
      });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[newsletter\] subscription failed: /));
    } finally {
      logged.mockRestore();
      await database().db.execute(sql`ALTER TABLE newsletter_subscriptions_gone RENAME TO newsletter_subscriptions`);
    }
  });
});

describe("the trap field", () => {
  it("refuses a subscription that filled it, stores nothing, and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const before = (await database().db.select().from(newsletterSubscriptions)).length;
      const response = await callAction({ email: "bot@example.org", leave_empty: "http://spam.example" });
      expect(response.status).toBe(400);
      expect(response.reply).toEqual({
        outcome: "invalid",
        message: {
          title: "Not sent",
          description: "The form was filled in as only automated programs do. Reload the page and try again.",
          variant: "error",
        },
      });
      expect(await database().db.select().from(newsletterSubscriptions)).toHaveLength(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("[spam]"));
      // Left empty, as people leave it, it changes nothing.
      const person = await callAction({ email: "person@example.org", leave_empty: "" });
      expect(person.status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });
});

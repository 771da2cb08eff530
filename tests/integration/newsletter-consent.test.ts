import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "~/features/mail/service/email.server";
import { deliverDue } from "~/features/mail/service/outbox.server";
import {
  CONFIRMATIONS_LIMIT,
  confirmLink,
  forgetUnconfirmed,
  leaveLink,
  UNCONFIRMED_DAYS,
} from "~/features/newsletter/consent.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { subscribersPage } from "~/features/newsletter/subscribers.server";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { outboxMessages } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { action, loader } from "~/routes/public/newsletter-link";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";
import { startSmtpServer } from "./support/smtp";

const database = withTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

const transport = () => ({ mailer: smtpMailer(smtp.url, "no-reply@example.org"), clubAddress: undefined });

/** The link the last mail to `to` carries, as a person would copy it from the plain-text part. */
function linkInLastMail(to: string): string {
  const mail = smtp.received.filter((received) => received.to.includes(to)).at(-1);
  const unfolded = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const found = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_.-]+/.exec(unfolded);
  if (!found) throw new Error(`no confirmation link in the mail to ${to}`);
  return found[0];
}

async function subscriber(email: string) {
  const [row] = await database()
    .db.select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

function open(url: string) {
  return answerOf<{ state: string; email?: string; token?: string }>(
    loader({ request: new Request(url), params: {}, context: {} } as never),
  );
}

function press(url: string, body: Record<string, string>) {
  return answerOf<{ state: string }>(
    action({
      request: new Request(url, { method: "POST", body: new URLSearchParams(body) }),
      params: {},
      context: {},
    } as never),
  );
}

describe("newsletter consent", () => {
  it("stores a new address unconfirmed and mails it a link that confirms it, once opened and pressed", async () => {
    expect((await subscribe(database().db, "new.reader@example.org")).outcome).toBe("subscribed");
    expect((await subscriber("new.reader@example.org"))?.confirmedAt).toBeNull();
    expect((await deliverDue(database().db, transport())).sent).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["new.reader@example.org"]);
    expect(mail?.raw).toMatch(/Subject: Confirm your subscription to the .+ newsletter/);
    const link = linkInLastMail("new.reader@example.org");
    expect(link.startsWith(`${env().PUBLIC_URL}/newsletter/confirm?token=`)).toBe(true);

    // Opening the link (as a mail scanner does) changes nothing: the page asks.
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.reply).toMatchObject({ state: "ask", email: "new.reader@example.org" });
    expect((await subscriber("new.reader@example.org"))?.confirmedAt).toBeNull();

    const pressed = await press(link.split("?")[0] ?? "", { token: page.reply?.token ?? "" });
    expect(pressed.status).toBe(200);
    expect(pressed.reply).toMatchObject({ state: "done" });
    expect((await subscriber("new.reader@example.org"))?.confirmedAt).toBeInstanceOf(Date);
    // Opened again, the link says it is done.
    expect((await open(link)).reply).toMatchObject({ state: "done" });
  });

  it(`sends the link at most ${CONFIRMATIONS_LIMIT} times to one address, and none once it is confirmed`, async () => {
    for (let i = 0; i < 5; i++) await subscribe(database().db, "Again@Example.org");
    const asked = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "again@example.org"));
    expect(asked).toHaveLength(CONFIRMATIONS_LIMIT);
    expect((await subscribe(database().db, "new.reader@example.org")).outcome).toBe("duplicate");
    const toConfirmed = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "new.reader@example.org"));
    expect(toConfirmed).toHaveLength(1);
  });

  it("refuses a link that was altered, or made for leaving, and changes nothing", async () => {
    const row = await subscriber("again@example.org");
    const good = confirmLink(row?.id ?? "", env().PUBLIC_URL);
    const token = new URL(good).searchParams.get("token") ?? "";
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const leaving = new URL(leaveLink(row?.id ?? "", env().PUBLIC_URL)).searchParams.get("token") ?? "";
    for (const wrong of [altered, leaving, "", "not-a-token"]) {
      const url = `${env().PUBLIC_URL}/newsletter/confirm?token=${encodeURIComponent(wrong)}`;
      expect((await open(url)).status).toBe(404);
      expect((await press(`${env().PUBLIC_URL}/newsletter/confirm`, { token: wrong })).status).toBe(404);
    }
    expect((await subscriber("again@example.org"))?.confirmedAt).toBeNull();
  });

  it("leaves in one click from a mail client's POST, answers 200, and asks again on a new subscription", async () => {
    const row = await subscriber("new.reader@example.org");
    const link = leaveLink(row?.id ?? "", env().PUBLIC_URL);
    // A GET, as a link scanner makes, leaves no one.
    expect((await open(link)).reply).toMatchObject({ state: "ask", email: "new.reader@example.org" });
    expect(await subscriber("new.reader@example.org")).toBeDefined();
    // RFC 8058: the mail client posts 'List-Unsubscribe=One-Click' to the link itself.
    const oneClick = await press(link, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await subscriber("new.reader@example.org")).toBeUndefined();
    // A retry is no error, and the page a document POST renders after it (its loader runs again) says it is done.
    expect((await press(link, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    const after = await open(link);
    expect(after.status).toBe(200);
    expect(after.reply).toMatchObject({ state: "done" });
    // Subscribing again stores the address unconfirmed and asks again.
    expect((await subscribe(database().db, "new.reader@example.org")).outcome).toBe("subscribed");
    expect((await subscriber("new.reader@example.org"))?.confirmedAt).toBeNull();
  });

  it(`forgets an address not confirmed within ${UNCONFIRMED_DAYS} days, and keeps the confirmed`, async () => {
    await database()
      .db.insert(newsletterSubscriptions)
      .values([
        { email: "old.waiting@example.org", createdAt: new Date(Date.now() - 31 * 86_400_000) },
        {
          email: "old.confirmed@example.org",
          createdAt: new Date(Date.now() - 400 * 86_400_000),
          confirmedAt: new Date(Date.now() - 399 * 86_400_000),
        },
      ]);
    expect(await forgetUnconfirmed(database().db)).toBe(1);
    expect(await subscriber("old.waiting@example.org")).toBeUndefined();
    expect(await subscriber("old.confirmed@example.org")).toBeDefined();
    expect(await subscriber("again@example.org")).toBeDefined();
  });

  it("counts the confirmed apart on the Subscribers page", async () => {
    const listing = await subscribersPage(database().db, { search: "", page: 1 });
    const confirmed = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscriptions)
      .where(sql`${newsletterSubscriptions.confirmedAt} IS NOT NULL`);
    expect(listing.confirmed).toBe(confirmed[0]?.n);
    expect(listing.confirmed).toBeLessThan(listing.all);
  });
});

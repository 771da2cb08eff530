import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { submitContactMessage } from "~/features/contact/submit.server";
import { contactMessages } from "~/features/contact/table";
import { smtpMailer } from "~/features/mail/service/email.server";
import { outboxMessages } from "~/lib/db/schema";
import { action } from "~/routes/public/contact";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";
import { startSmtpServer } from "./support/smtp";

const database = withTestDatabase();

const input = {
  name: "Huda Al-Saleh",
  email: "huda@example.org",
  subject: "Joining the CubeSat team",
  message: "Hello,\nI would like to join the CubeSat team next semester.",
};

async function lastMessage() {
  const rows = await database().db.select().from(contactMessages).orderBy(sql`created_at desc`).limit(1);
  return rows[0];
}

/** The outbox message that forwards the latest contact message. */
async function lastForward() {
  const message = await lastMessage();
  const rows = await database()
    .db.select()
    .from(outboxMessages)
    .where(eq(outboxMessages.sourceId, message?.id ?? ""));
  expect(rows).toHaveLength(1);
  return rows[0];
}

const board = (url: string, from = "no-reply@example.org") => ({
  mailer: smtpMailer(url, from),
  clubAddress: "board@example.org",
});

describe("contact messages with a mail server", () => {
  let accepting: Awaited<ReturnType<typeof startSmtpServer>>;
  let refusing: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    accepting = await startSmtpServer();
    refusing = await startSmtpServer({ refuse: true });
  });
  afterAll(async () => {
    await accepting.close();
    await refusing.close();
  });

  it("stores the message, emails it to CONTACT_TO and says it was sent", async () => {
    const result = await submitContactMessage(
      database().db,
      input,
      board(accepting.url, "Club Website <no-reply@example.org>"),
      "Asia/Riyadh",
    );
    expect(result).toEqual({
      outcome: "sent",
      message: {
        title: "Message Sent Successfully!",
        description: "Thank you for contacting us. We'll get back to you soon.",
        variant: "success",
      },
    });
    expect(await lastMessage()).toMatchObject(input);
    const forward = await lastForward();
    expect(forward).toMatchObject({ kind: "contact", toAddress: null, status: "sent", attempts: 1, lastError: null });
    expect(forward?.sentAt).toBeInstanceOf(Date);
    expect(accepting.received).toHaveLength(1);
    const mail = accepting.received[0];
    expect(mail?.to).toEqual(["board@example.org"]);
    expect(mail?.from).toBe("no-reply@example.org");
    // A sender that names itself keeps its name.
    expect(mail?.raw).toMatch(/^From: Club Website <no-reply@example\.org>$/m);
    expect(mail?.raw).toContain("Subject: [Contact] Joining the CubeSat team");
    expect(mail?.raw).toMatch(/Reply-To: "?Huda Al-Saleh"? <huda@example\.org>/);
    // The text is quoted-printable: soft line breaks end in "=".
    expect(mail?.raw.replace(/=\r\n/g, "")).toContain("I would like to join the CubeSat team next semester.");
  });

  it("is from the club by its name, and says when the message came in the club's time", async () => {
    await submitContactMessage(database().db, input, board(accepting.url), "Asia/Riyadh");
    const raw = accepting.received.at(-1)?.raw ?? "";
    expect(raw).toMatch(/^From: "?KFUPM Aerospace Club"? <no-reply@example\.org>$/m);
    const stored = await lastMessage();
    const forward = await lastForward();
    // 'Nov 21, 2026, 18:32 GMT+3': the club's time, not an instant in UTC.
    expect(forward?.text).toMatch(/received [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} GMT\+3\./);
    expect(forward?.text).not.toContain(stored?.createdAt.toISOString() ?? "none");
  });

  it("keeps header values on one line whatever the visitor typed", async () => {
    await submitContactMessage(
      database().db,
      { ...input, subject: "Hi\r\nBcc: victim@example.org", name: "Eve\nBcc: x@example.org" },
      board(accepting.url),
      "Asia/Riyadh",
    );
    const raw = accepting.received.at(-1)?.raw ?? "";
    const headers = raw.split("\r\n\r\n")[0] ?? "";
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(raw).not.toMatch(/^Bcc:/m);
    expect(accepting.received.at(-1)?.to).toEqual(["board@example.org"]);
  });

  it("keeps the message and warns when the mail server refuses it for good; the email is marked failed", async () => {
    const result = await submitContactMessage(database().db, input, board(refusing.url), "Asia/Riyadh");
    expect(result.outcome).toBe("email-failed");
    expect(result.message.title).toBe("Message Received!");
    expect(result.message.description).toMatch(/saved/);
    const forward = await lastForward();
    // A 5xx refusal is final: no further tries.
    expect(forward).toMatchObject({ status: "failed", attempts: 1 });
    expect(forward?.lastError).toMatch(/550|rejected/i);
  });

  it("keeps the message and warns when no mail server answers; the email waits to be tried again", async () => {
    const result = await submitContactMessage(database().db, input, board("smtp://127.0.0.1:9"), "Asia/Riyadh");
    expect(result.outcome).toBe("email-failed");
    const forward = await lastForward();
    expect(forward).toMatchObject({ status: "queued", attempts: 1 });
    expect(forward?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(forward?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });
});

describe("contact messages without a mail server", () => {
  it("stores the message, logs it and thanks the visitor", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const result = await submitContactMessage(
        database().db,
        input,
        { mailer: null, clubAddress: undefined },
        "Asia/Riyadh",
      );
      expect(result).toMatchObject({ outcome: "stored", message: { title: "Message Sent Successfully!" } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`[contact] message ${(await lastMessage())?.id}`));
    } finally {
      logged.mockRestore();
    }
    // The email waits in the outbox, untried, until a mail server is configured.
    expect(await lastForward()).toMatchObject({ status: "queued", attempts: 0, toAddress: null });
  });

  it("answers 'Error' when the message cannot be stored", async () => {
    await database().db.execute(sql`ALTER TABLE contact_messages RENAME TO contact_messages_gone`);
    try {
      const result = await submitContactMessage(
        database().db,
        input,
        { mailer: null, clubAddress: undefined },
        "Asia/Riyadh",
      );
      expect(result).toEqual({
        outcome: "failed",
        message: { title: "Error", description: "Failed to send message. Please try again later.", variant: "error" },
      });
    } finally {
      await database().db.execute(sql`ALTER TABLE contact_messages_gone RENAME TO contact_messages`);
    }
  });
});

describe("a contact message and its email are kept together", () => {
  it("stores neither when the email cannot be queued, and answers 'Error'", async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    await database().db.execute(sql`ALTER TABLE outbox_messages RENAME TO outbox_messages_gone`);
    try {
      const result = await submitContactMessage(
        database().db,
        input,
        { mailer: null, clubAddress: undefined },
        "Asia/Riyadh",
      );
      expect(result.outcome).toBe("failed");
      expect(result.message.title).toBe("Error");
    } finally {
      await database().db.execute(sql`ALTER TABLE outbox_messages_gone RENAME TO outbox_messages`);
    }
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
  });
});

describe("the contact page's action", () => {
  function post(fields: Record<string, string>) {
    const request = new Request("http://localhost:3000/contact", { method: "POST", body: new URLSearchParams(fields) });
    return answerOf<{
      errors?: Record<string, string[]>;
      values?: Record<string, string>;
      reset?: boolean;
      message: { title: string } | null;
    }>(action({ request, params: {}, context: {} } as never));
  }

  it("requires every field and stores nothing when one is missing", async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    const response = await post({ name: "  ", email: "not-an-email", subject: "", message: "" });
    expect(response.status).toBe(400);
    expect(response.reply?.message).toBeNull();
    expect(response.reply?.errors).toMatchObject({
      name: ["Full Name is required"],
      email: ["Please enter a valid email address"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
  });

  it("refuses a message whose trap field was filled, stores nothing and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const before = (await database().db.select().from(contactMessages)).length;
      const response = await post({ ...input, leave_empty: "http://spam.example" });
      expect(response.status).toBe(400);
      expect(response.reply?.message).toEqual({
        title: "Not sent",
        description: "The form was filled in as only automated programs do. Reload the page and try again.",
        variant: "error",
      });
      expect(await database().db.select().from(contactMessages)).toHaveLength(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("[spam]"));
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses text over its limit or with control characters, with the message next to the field", async () => {
    const before = (await database().db.select().from(contactMessages)).length;
    const response = await post({ ...input, name: "n".repeat(201), message: "hi\u0000there" });
    expect(response.status).toBe(400);
    // What was typed comes back with the messages, for the form shown again without JavaScript.
    expect(response.reply?.values?.message).toBe("hi\u0000there");
    expect(response.reply?.errors).toEqual({
      name: ["Full Name must be at most 200 characters"],
      message: ["Message contains characters that are not allowed"],
    });
    expect(await database().db.select().from(contactMessages)).toHaveLength(before);
  });

  it("stores a valid message trimmed and resets the form", async () => {
    const response = await post({ name: " Omar ", email: "omar@example.org ", subject: " Hi ", message: " Hello " });
    expect(response.status).toBe(200);
    expect(response.reply?.message?.title).toBe("Message Sent Successfully!");
    // The form starts empty again.
    expect(response.reply?.reset).toBe(true);
    expect(response.reply?.values).toBeUndefined();
    const [row] = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "omar@example.org"));
    expect(row).toMatchObject({ name: "Omar", subject: "Hi", message: "Hello" });
  });
});

describe("contact:list", () => {
  it("shows the stored messages, newest first, with their email status", async () => {
    const { tasks } = await import("~/operations/tasks.server");
    const output = (await tasks["contact:list"]?.({})) ?? "";
    expect(output).toMatch(
      /^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} GMT\+3 {2}Omar <omar@example\.org> {2}\[email: queued\]/,
    );
    expect(output).toContain("  Subject: Joining the CubeSat team");
    expect(output).toContain("[email: failed]");
  });

  it("prints what a visitor typed as text: escape sequences, carriage returns and direction overrides are shown, not run", async () => {
    const { tasks } = await import("~/operations/tasks.server");
    await database()
      .db.insert(contactMessages)
      .values({
        name: "Eve\u001b[2K\rAdmin Team",
        email: "eve@example.org",
        subject: "Hi \u202Egnp.exe",
        message: "line one\n\u001b]8;;http://evil.example\u0007click\u001b]8;;\u0007\ttabbed",
        createdAt: new Date(Date.now() + 60_000),
      });
    const output = (await tasks["contact:list"]?.({})) ?? "";
    const first = output.split("\n\n")[0] ?? "";
    for (const acting of ["\u001b", "\r", "\u0007", "\u202e"]) expect(first).not.toContain(acting);
    expect(first).toContain("Eve\\u{001b}[2K\\u{000d}Admin Team <eve@example.org>");
    expect(first).toContain("  Subject: Hi \\u{202e}gnp.exe");
    expect(first).toContain("\n  line one\n  \\u{001b}]8;;http://evil.example\\u{0007}click");
    expect(first).toContain("\ttabbed");
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRecords, grantAdmin } from "~/features/admin-accounts/accounts.server";
import { inviteAdmin } from "~/features/admin-accounts/invitations.server";
import { auth, resetLinkFor } from "~/features/admin-accounts/service/auth.server";
import { AUTH_ENDPOINTS } from "~/features/admin-accounts/service/auth-request.server";
import { adminInvitations } from "~/features/admin-accounts/table";
import { contactMessages } from "~/features/contact/table";
import { events } from "~/features/events/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { eventRegistrations } from "~/features/registrations/table";
import { outboxMessages, rateLimits, user } from "~/lib/db/schema";
import { passwordMessages } from "~/lib/passwords";
import { action as acceptAction, loader as acceptLoader } from "~/routes/admin/accept-invitation";
import { action as forgotAction } from "~/routes/admin/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";
import { action as signInAction } from "~/routes/admin/sign-in";
import { action as contactAction } from "~/routes/public/contact";
import { action as eventAction } from "~/routes/public/event";
import { action as authAction, loader as authLoader } from "~/routes/resources/auth";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { action as themeAction } from "~/routes/resources/theme";
import { ADMIN_BODY_LIMIT, FORM_BODY_LIMIT, requestGuards } from "../../server/request-guards";
import {
  callAction,
  type Encoding,
  type Entries,
  emailLike,
  encoding,
  type FieldValue,
  fieldValue,
  formBody,
  hasControl,
  hostileText,
  html5Email,
  hugeText,
  lineBreaks,
  oddBody,
  platformText,
  runs,
  sentText,
  storableText,
  trimmed,
} from "../support/hostile";
import { sessionCookie } from "./support/accounts";
import { withTestDatabase } from "./support/database";

// Each property runs hundreds of generated cases; on a busy machine that takes more than the usual
// time of a test.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The public forms and the request guards in front of them, under random and hostile input: no
 * answer is a 500 or an exception, a refused post writes nothing, and an accepted one is stored as
 * sent (with the conversions the site documents).
 */
const database = withTestDatabase();

beforeAll(() => {
  for (const level of ["info", "log", "warn"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

let nextAddress = 0;
/** Each post from its own address, so the forms' rate limit is counted but never reached. */
const clientIp = () => {
  nextAddress++;
  return `198.18.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

function post(path: string, entries: Entries, how: Encoding, headers: Record<string, string> = {}) {
  const { body, headers: typeHeader } = formBody(entries, how);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers: { ...typeHeader, ...headers }, body });
}

function postRaw(path: string, type: string, body: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: type ? { "Content-Type": type } : {},
    body,
  });
}

/** A redirect of a form posted without JavaScript stays on this site. */
function expectSameSite(location: string | null) {
  if (location === null) return;
  expect(location.startsWith("/")).toBe(true);
  expect(new URL(location, "http://site.invalid").origin).toBe("http://site.invalid");
}

const redirectTo = fc.option(
  fc.oneof(
    fc.constantFrom("/contact", "/", "//evil.example", "/\\evil.example", "https://evil.example", "javascript:x"),
    hostileText(),
  ),
  { nil: undefined },
);

const extraFields = fc.array(
  fc.tuple(
    fc.constantFrom("intent", "id", "__proto__", "constructor.prototype.polluted", "x[0]", "", "email2"),
    fieldValue(hostileText()),
  ),
  { maxLength: 2 },
);

/** A field of the text a visitor typed: often valid, often hostile, sometimes huge. */
const visitorField = (valid: fc.Arbitrary<string>) =>
  fieldValue(
    fc.oneof(
      { weight: 5, arbitrary: valid },
      { weight: 4, arbitrary: hostileText() },
      { weight: 1, arbitrary: hugeText.filter((t) => t.length < 100_000) },
    ),
  );

/** What a contact field is once read as the site documents: CR LF made LF, trimmed. */
function contactValue(value: FieldValue | undefined, how: Encoding, max: number): string | null {
  if (value?.kind !== "text") {
    // A file is no text in a multipart form; a urlencoded form carries its name, which is text.
    if (value?.kind === "file" && how === "urlencoded")
      return contactValue({ kind: "text", value: value.name }, how, max);
    return null;
  }
  const text = trimmed(lineBreaks(sentText(value, how) ?? ""));
  if (text === "" || text.length > max || hasControl(text)) return null;
  return text;
}

/** Whether the hidden trap field arrives filled, as the public forms read it. */
function trapFilled(honeypot: string | undefined, how: Encoding): boolean {
  if (honeypot === undefined) return false;
  return platformText(sentText({ kind: "text", value: honeypot }, how), how) !== "";
}

/**
 * A public form as posted: its `fields`, the `optional` texts that are given, the trap field and
 * `redirectTo` when given, then the extra fields a bot adds.
 */
function postedEntries(
  fields: readonly (readonly [string, FieldValue])[],
  optional: Record<string, string | undefined>,
  form: { honeypot?: string; redirectTo?: string; extra: Entries },
): Entries {
  const texts = { ...optional, leave_empty: form.honeypot, redirectTo: form.redirectTo };
  return [
    ...fields.map(([name, value]): [string, FieldValue] => [name, value]),
    ...Object.entries(texts).flatMap(
      ([name, value]): Entries => (value === undefined ? [] : [[name, { kind: "text", value }]]),
    ),
    ...form.extra,
  ];
}

describe("the contact form", () => {
  const contactForm = fc.record({
    name: visitorField(storableText()),
    email: visitorField(emailLike),
    subject: visitorField(storableText()),
    message: visitorField(storableText({ maxPieces: 30 })),
    honeypot: fc.option(fc.oneof(fc.constant(""), hostileText()), { nil: undefined }),
    redirectTo,
    extra: extraFields,
    how: encoding,
  });

  it("stores exactly what it accepts, refuses the rest with 400 writing nothing, never fails", async () => {
    await fc.assert(
      fc.asyncProperty(contactForm, async (form) => {
        const { db } = database();
        await db.delete(contactMessages);
        const fields = (["name", "email", "subject", "message"] as const).map((name) => [name, form[name]] as const);
        const entries = postedEntries(fields, {}, form);

        const answer = await callAction(contactAction, post("/contact", entries, form.how), {
          clientIp: clientIp(),
        });
        const rows = await db.select().from(contactMessages);

        const trapped = trapFilled(form.honeypot, form.how);
        const expected = {
          name: contactValue(form.name, form.how, 200),
          email: contactValue(form.email, form.how, 254),
          subject: contactValue(form.subject, form.how, 300),
          message: contactValue(form.message, form.how, 10_000),
        };
        const emailOk = expected.email !== null && html5Email.test(expected.email);
        const valid = !trapped && Object.values(expected).every((v) => v !== null) && emailOk;
        const redirected = form.redirectTo !== undefined && (valid || trapped);

        expect(answer.status).toBe(redirected ? 302 : valid ? 200 : 400);
        expectSameSite(answer.headers.get("Location"));
        if (!valid) {
          expect(rows).toEqual([]);
          return;
        }
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ ...expected, handledAt: null });
      }),
      runs(300),
    );
  });

  it("answers a body that is not a form with 400, writing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, async ({ type, body }) => {
        const { db } = database();
        await db.delete(contactMessages);
        const answer = await callAction(contactAction, postRaw("/contact", type, body), { clientIp: clientIp() });
        expect(answer.status).toBe(400);
        expect(await db.select().from(contactMessages)).toEqual([]);
      }),
      runs(150),
    );
  });
});

describe("an event's registration form", () => {
  const questions = [
    { label: "Student ID", choices: null, required: true },
    { label: "T-shirt size", choices: ["S", "M", "L"], required: true },
    { label: "Diet", choices: null, required: false },
  ];
  let slug = "";
  let eventId = "";
  beforeAll(async () => {
    const [event] = await database()
      .db.insert(events)
      .values({
        title: "Fuzzed workshop",
        slug: "fuzzed-workshop",
        description: "A workshop.",
        date: "2099-01-01",
        time: "10:00",
        location: "Hall",
        registrationMode: "site",
        questions,
      })
      .returning();
    slug = event?.slug ?? "";
    eventId = event?.id ?? "";
  });

  const registrationForm = fc.record({
    name: visitorField(storableText()),
    email: visitorField(emailLike),
    q0: visitorField(storableText()),
    q1: visitorField(fc.constantFrom("S", "M", "L", " M ", "XL", "s")),
    q2: fc.option(fc.oneof(fc.constant(""), fc.constant("  "), storableText(), hostileText()), { nil: undefined }),
    newsletter: fc.option(fc.constantFrom("on", "off", ""), { nil: undefined }),
    honeypot: fc.option(fc.oneof(fc.constant(""), hostileText()), { nil: undefined }),
    redirectTo,
    extra: extraFields,
    how: encoding,
  });

  it("stores exactly what it accepts, refuses the rest with 400 writing nothing, never fails", async () => {
    await fc.assert(
      fc.asyncProperty(registrationForm, async (form) => {
        const { db } = database();
        await db.delete(eventRegistrations);
        const fields = (["name", "email", "q0", "q1"] as const).map((name) => [name, form[name]] as const);
        const entries = postedEntries(fields, { q2: form.q2, newsletter: form.newsletter }, form);

        const answer = await callAction(
          eventAction,
          post(`/events/${slug}`, entries, form.how),
          { clientIp: clientIp() },
          { slug },
        );
        const rows = await db.select().from(eventRegistrations);

        const trapped = trapFilled(form.honeypot, form.how);
        const size = contactValue(form.q1, form.how, 500);
        // An optional answer sent empty (or blank) is no answer; anything else is held to its rules.
        const diet = trimmed(lineBreaks(sentText({ kind: "text", value: form.q2 ?? "" }, form.how) ?? ""));
        const dietOk = diet === "" || (diet.length <= 500 && !hasControl(diet));
        const expected = {
          name: contactValue(form.name, form.how, 200),
          email: contactValue(form.email, form.how, 254),
          id: contactValue(form.q0, form.how, 500),
        };
        const emailOk = expected.email !== null && html5Email.test(expected.email);
        const valid =
          !trapped &&
          Object.values(expected).every((v) => v !== null) &&
          emailOk &&
          size !== null &&
          ["S", "M", "L"].includes(size) &&
          dietOk;
        const redirected = form.redirectTo !== undefined && (valid || trapped);

        expect(answer.status).toBe(redirected ? 302 : valid ? 200 : 400);
        expectSameSite(answer.headers.get("Location"));
        if (!valid) {
          expect(rows).toEqual([]);
          return;
        }
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          eventId,
          name: expected.name,
          email: expected.email,
          status: "confirmed",
          answers: [
            { question: "Student ID", answer: expected.id },
            { question: "T-shirt size", answer: size },
            { question: "Diet", answer: diet },
          ],
        });
      }),
      runs(200),
    );
  });
});

describe("the newsletter form", () => {
  const newsletterForm = fc.record({
    email: fieldValue(emailLike),
    already: fc.boolean(),
    honeypot: fc.option(fc.oneof(fc.constant(""), hostileText()), { nil: undefined }),
    redirectTo,
    extra: extraFields,
    how: encoding,
  });

  it("stores an address trimmed and lower-cased, once; refuses the rest writing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(newsletterForm, async (form) => {
        const { db } = database();
        await db.delete(newsletterSubscriptions);
        const sent = platformText(sentText(form.email, form.how), form.how);
        const address = sent === undefined ? null : trimmed(sent);
        const valid = address !== null && address !== "" && address.length <= 254 && html5Email.test(address);
        const stored = valid ? address.toLowerCase() : null;
        if (stored !== null && form.already) await db.insert(newsletterSubscriptions).values({ email: stored });
        const before = await db.select().from(newsletterSubscriptions);

        const entries = postedEntries([["email", form.email]], {}, form);
        const answer = await callAction(newsletterAction, post("/resources/newsletter", entries, form.how), {
          clientIp: clientIp(),
        });
        const after = await db.select().from(newsletterSubscriptions);

        const trapped = trapFilled(form.honeypot, form.how);
        const outcome = trapped ? 400 : !valid ? 400 : form.already ? 409 : 200;
        expect(answer.status).toBe(form.redirectTo !== undefined ? 302 : outcome);
        expectSameSite(answer.headers.get("Location"));
        if (outcome === 200) {
          expect(after.map((row) => row.email)).toEqual([stored]);
        } else if (outcome === 409) {
          // An address stored but not confirmed is sent its link again: only that count moves.
          const apartFromCount = (rows: typeof after) => rows.map(({ confirmationsSent: _, ...row }) => row);
          expect(apartFromCount(after)).toEqual(apartFromCount(before));
        } else {
          expect(after).toEqual(before);
        }
      }),
      runs(300),
    );
  });

  it("answers a body that is not a form with 400, writing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, async ({ type, body }) => {
        const { db } = database();
        await db.delete(newsletterSubscriptions);
        const answer = await callAction(newsletterAction, postRaw("/resources/newsletter", type, body), {
          clientIp: clientIp(),
        });
        // A urlencoded body of junk is a form without an address (or with one, it is taken).
        expect([400, 200]).toContain(answer.status);
        const rows = await db.select().from(newsletterSubscriptions);
        expect(rows).toHaveLength(answer.status === 200 ? 1 : 0);
      }),
      runs(150),
    );
  });
});

describe("the theme switch", () => {
  const themeForm = fc.record({
    theme: fieldValue(fc.oneof(fc.constantFrom("light", "dark", "system", "Dark", " light", "light\n"), hostileText())),
    redirectTo,
    how: encoding,
  });

  it("keeps one of the three choices in a cookie and refuses anything else without a cookie", async () => {
    await fc.assert(
      fc.asyncProperty(themeForm, async (form) => {
        const entries: Entries = [["theme", form.theme]];
        if (form.redirectTo !== undefined) entries.push(["redirectTo", { kind: "text", value: form.redirectTo }]);
        const answer = await callAction(themeAction, post("/resources/theme", entries, form.how));
        // String(file) is "[object File]": a file is no choice.
        const sent =
          form.theme.kind === "file" && form.how === "multipart"
            ? "[object File]"
            : platformText(sentText(form.theme, form.how), form.how);
        const chosen = sent === "light" || sent === "dark" || sent === "system" ? sent : null;
        const cookie = answer.headers.get("Set-Cookie");
        if (chosen === null) {
          expect(answer.status).toBe(400);
          expect(cookie).toBeNull();
          return;
        }
        expect(cookie).toMatch(new RegExp(`^theme=${chosen}; Path=/; Max-Age=\\d+; SameSite=Lax$`));
        const location = answer.headers.get("Location");
        expectSameSite(location);
        expect(answer.status).toBe(location ? 302 : 200);
      }),
      runs(300),
    );
  });

  it("answers a body that is not a form with 400", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, async ({ type, body }) => {
        const answer = await callAction(themeAction, postRaw("/resources/theme", type, body));
        expect([400, 200, 302]).toContain(answer.status);
        if (answer.status !== 400) expect(new URLSearchParams(body).get("theme")).toMatch(/^(light|dark|system)$/);
      }),
      runs(100),
    );
  });
});

describe("the admin sign-in form", () => {
  beforeAll(async () => {
    await grantAdmin(database().db, auth(), { email: "chair@example.org", password: "correct horse" });
  });

  it("refuses anything but the right email and password, with 4xx and no session", async () => {
    const credentials = fc.record({
      email: fieldValue(fc.oneof(emailLike, fc.constantFrom("chair@example.org", " CHAIR@example.org "))),
      password: fieldValue(fc.oneof(hostileText(), fc.constantFrom("correct horse", "", " "))),
      how: encoding,
    });
    await fc.assert(
      fc.asyncProperty(credentials, async ({ email, password, how }) => {
        const entries: Entries = [
          ["email", email],
          ["password", password],
        ];
        const request = post("/admin-kfupm-aero", entries, how, { Origin: "http://localhost:3000" });
        const answer = await callAction(signInAction, request, { clientIp: clientIp() });
        const sessions = answer.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token="));
        const rightEmail = email.kind === "text" && email.value.trim().toLowerCase() === "chair@example.org";
        const right = rightEmail && password.kind === "text" && password.value === "correct horse";
        // Many attempts in a row may meet the sign-in rate limit, which refuses even the right ones.
        if (right && answer.status !== 429) {
          expect(answer.status).toBe(302);
          expect(answer.headers.get("Location")).toBe("/admin-kfupm-aero/dashboard");
          expect(sessions).toHaveLength(1);
          return;
        }
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(sessions).toEqual([]);
      }),
      runs(50),
    );
  });

  it("answers a body that is not a form with 400", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, async ({ type, body }) => {
        const answer = await callAction(signInAction, postRaw("/admin-kfupm-aero", type, body), {
          clientIp: clientIp(),
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      runs(60),
    );
  });
});

describe("the password forms reached without a session", () => {
  beforeAll(async () => {
    await grantAdmin(database().db, auth(), { email: "chair@example.org", password: "correct horse" });
  });

  it("ask for a reset link: never fail, queue links only to an account, answer every address alike", async () => {
    const email = fieldValue(
      fc.oneof(emailLike, hostileText(), fc.constantFrom("chair@example.org", " CHAIR@example.org ")),
    );
    const answers = new Set<string>();
    await fc.assert(
      fc.asyncProperty(email, encoding, async (value, how) => {
        const request = post("/admin-kfupm-aero/forgot-password", [["email", value]], how, {
          Origin: "http://localhost:3000",
        });
        const answer = await callAction(forgotAction, request, { clientIp: clientIp() });
        expect([200, 400]).toContain(answer.status);
        const sent = (answer.data as { sent?: string | null } | undefined)?.sent;
        if (answer.status === 200 && sent) answers.add(sent);
      }),
      runs(40),
    );
    expect(answers.size).toBeLessThanOrEqual(1);
    // Once more for the account, whatever was generated: its links stay within the limit.
    const once = post(
      "/admin-kfupm-aero/forgot-password",
      [["email", { kind: "text", value: "chair@example.org" }]],
      "urlencoded",
      {
        Origin: "http://localhost:3000",
      },
    );
    expect((await callAction(forgotAction, once, { clientIp: clientIp() })).status).toBe(200);
    const mails = await database()
      .db.select({ to: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, "password-reset"));
    // Some asked for the account's address: at most three links an hour went to it, and none elsewhere.
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(3);
    for (const mail of mails) expect(mail.to).toBe("chair@example.org");
  });

  it("a link's page, for a reset or an invitation, refuses any token it did not make, and never fails", async () => {
    const token = fieldValue(fc.oneof(hostileText(), fc.stringMatching(/^[A-Za-z0-9]{16,40}$/)));
    const password = fieldValue(fc.oneof(hostileText(), fc.constantFrom("a long enough passphrase", "")));
    await fc.assert(
      fc.asyncProperty(
        token,
        password,
        password,
        encoding,
        fc.constantFrom(
          { path: "/admin-kfupm-aero/reset-password", action: resetAction },
          { path: "/admin-kfupm-aero/accept-invitation", action: acceptAction },
        ),
        async (tokenValue, newPassword, confirmPassword, how, page) => {
          const entries: Entries = [
            ["token", tokenValue],
            ["newPassword", newPassword],
            ["confirmPassword", confirmPassword],
          ];
          const request = post(page.path, entries, how, { Origin: "http://localhost:3000" });
          const answer = await callAction(page.action, request, { clientIp: clientIp() });
          expect([400, 410]).toContain(answer.status);
          expect(answer.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token="))).toEqual([]);
        },
      ),
      runs(60),
    );
  });

  it("behind a valid link, refuse a password the rules refuse next to its field, keeping the link and the account", async () => {
    const tokenOf = (link: string | null) => new URL(link ?? "http://x.invalid").searchParams.get("token") ?? "";
    const [chair] = await adminRecords(database().db);
    const invitee = "invitee@example.org";
    const pages = [
      {
        path: "/admin-kfupm-aero/reset-password",
        action: resetAction,
        loader: resetLoader,
        email: "chair@example.org",
        token: tokenOf(await resetLinkFor(auth(), "chair@example.org")),
      },
      {
        path: "/admin-kfupm-aero/accept-invitation",
        action: acceptAction,
        loader: acceptLoader,
        email: invitee,
        token: tokenOf(
          (
            await inviteAdmin(database().db, {
              email: invitee,
              inviter: { id: chair?.userId ?? "", email: "chair@example.org" },
              baseURL: "http://localhost:3000",
            })
          ).link,
        ),
      },
    ];
    const good = "a sturdy passphrase of ours";
    // Passwords the rules refuse, whichever account: short (line breaks aside, which a multipart
    // body may lengthen), common (in any case, with spaces around), too long, or the address.
    const refused = (email: string) =>
      fc.oneof(
        hostileText().filter((text) => text.length < 12 && !/[\r\n]/.test(text)),
        fc.constantFrom("qwertyuiop123", "password1234", " Password1234 ", "QWERTYUIOP123"),
        fc.string({ minLength: 129, maxLength: 300 }),
        fc.constantFrom(email, email.toUpperCase(), ` ${email} `),
      );
    const posted = fc.integer({ min: 0, max: pages.length - 1 }).chain((index) =>
      fc.record({
        index: fc.constant(index),
        fields: fc.oneof(
          fc
            .record({
              newPassword: fieldValue(refused(pages[index]?.email ?? "")),
              same: fc.boolean(),
              other: fieldValue(hostileText()),
            })
            .map(({ newPassword, same, other }) => ({ newPassword, confirmPassword: same ? newPassword : other })),
          // A good password, typed differently the second time.
          fieldValue(hostileText())
            .filter((other) => !(other.kind === "text" && other.value === good))
            .map((other) => ({ newPassword: { kind: "text", value: good } as FieldValue, confirmPassword: other })),
        ),
        how: encoding,
      }),
    );
    const messages = new Set<string>(Object.values(passwordMessages));
    await fc.assert(
      fc.asyncProperty(posted, async ({ index, fields, how }) => {
        const page = pages[index];
        if (!page) throw new Error("no page");
        const entries: Entries = [
          ["token", { kind: "text", value: page.token }],
          ["newPassword", fields.newPassword],
          ["confirmPassword", fields.confirmPassword],
        ];
        const request = post(page.path, entries, how, { Origin: "http://localhost:3000" });
        const answer = await callAction(page.action, request, { clientIp: clientIp() });
        expect(answer.status).toBe(400);
        const reply = answer.data as { result?: { error?: Record<string, string[]> }; invalid?: boolean };
        expect(reply.invalid).toBe(false);
        // A message the page shows next to a password field, and nothing else.
        const errors = Object.entries(reply.result?.error ?? {});
        expect(errors.length).toBeGreaterThan(0);
        for (const [field, texts] of errors) {
          expect(["newPassword", "confirmPassword"]).toContain(field);
          for (const text of texts) expect(messages).toContain(text);
        }
        expect(answer.headers.getSetCookie().filter((c) => c.startsWith("better-auth.session_token="))).toEqual([]);
        // The link still opens its form, and the invitee has no account yet.
        const opened = await page.loader({
          request: new Request(`http://localhost:3000${page.path}?token=${page.token}`),
          params: {},
          context: {},
        } as never);
        expect(opened).toMatchObject({ state: "choose", email: page.email });
        expect(await database().db.$count(user, eq(user.email, invitee))).toBe(0);
      }),
      runs(60),
    );
    // The chair signs in with the password it had (the sign-in tests before this one may have used
    // up the account's attempts: their counters go first); then each link takes a good password, once.
    await database().db.delete(rateLimits);
    expect(await sessionCookie("chair@example.org", "correct horse")).toContain("session_token");
    for (const page of pages) {
      const entries: Entries = [
        ["token", { kind: "text", value: page.token }],
        ["newPassword", { kind: "text", value: good }],
        ["confirmPassword", { kind: "text", value: good }],
      ];
      const request = post(page.path, entries, "multipart", { Origin: "http://localhost:3000" });
      const answer = await callAction(page.action, request, { clientIp: clientIp() });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/admin-kfupm-aero/dashboard");
    }
    const [accepted] = await database().db.select().from(adminInvitations).where(eq(adminInvitations.email, invitee));
    expect(accepted?.acceptedAt).toBeInstanceOf(Date);
  });
});

describe("the request guards", () => {
  let base = "";
  let close: () => void = () => {};
  const PUBLIC_URL = "https://aero.example.org";
  const SMALL = FORM_BODY_LIMIT;

  beforeAll(async () => {
    const app = express();
    app.use(requestGuards(PUBLIC_URL));
    app.all("/{*rest}", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const request = fc.record({
    method: fc.constantFrom(
      "GET",
      "HEAD",
      "POST",
      "POST",
      "POST",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
    ),
    path: fc.constantFrom(
      "/",
      "/contact",
      "/resources/newsletter",
      "/admin-kfupm-aero",
      "/admin-kfupm-aero/events",
      "/api/auth/sign-in/email",
      "/admin-kfupm-aerox",
    ),
    type: fc.option(
      fc.constantFrom(
        "application/x-www-form-urlencoded",
        "MULTIPART/FORM-DATA; boundary=x",
        "multipart/form-data",
        "application/json",
        "text/plain",
        "application/x-www-form-urlencodedx",
        " application/x-www-form-urlencoded ; charset=utf-8",
        "",
      ),
      { nil: undefined },
    ),
    origin: fc.option(
      fc.constantFrom(PUBLIC_URL, "http://evil.example", "null", "https://aero.example.org.evil.example", ""),
      {
        nil: undefined,
      },
    ),
    fetchSite: fc.option(fc.constantFrom("cross-site", "same-origin", "same-site", "none"), { nil: undefined }),
    size: fc.constantFrom(0, 10, 1000, SMALL, SMALL + 1, 300 * 1024),
  });

  it("answer each request as their rules say, in their order", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string | number> = {};
        if (r.type !== undefined) headers["Content-Type"] = r.type;
        if (r.origin !== undefined) headers.Origin = r.origin;
        if (r.fetchSite !== undefined) headers["Sec-Fetch-Site"] = r.fetchSite;
        const sendsBody = r.method !== "GET" && r.method !== "HEAD";
        if (sendsBody) headers["Content-Length"] = r.size;
        const status = await new Promise<number>((resolve, reject) => {
          const sent = http.request(`${base}${r.path}`, { method: r.method, headers }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          sent.on("error", (error: NodeJS.ErrnoException) => {
            // The server may close the connection after its 413 while the body is still going.
            if (error.code === "ECONNRESET" || error.code === "EPIPE") resolve(413);
            else reject(error);
          });
          if (sendsBody) sent.end(Buffer.alloc(r.size, 97));
          else sent.end();
        });

        const post = r.method === "POST";
        const own = r.origin === PUBLIC_URL || r.origin === base;
        const crossSite = r.origin !== undefined ? !own : r.fetchSite === "cross-site";
        const type = (r.type ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
        const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
        const limit = r.path.startsWith("/admin-kfupm-aero/") ? ADMIN_BODY_LIMIT : SMALL;
        const expected = !["GET", "HEAD", "POST"].includes(r.method)
          ? 405
          : post && crossSite
            ? 403
            : post && !r.path.startsWith("/api/auth/") && !isForm
              ? 415
              : post && r.size > limit
                ? 413
                : 200;
        expect(status).toBe(expected);
      }),
      runs(200),
    );
  });
});

describe("/api/auth/* under generated paths", () => {
  const knownEndpoints = new Set(Object.keys(AUTH_ENDPOINTS));
  const segment = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz-_.~%0123456789"), maxLength: 40 });
  const authPath = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("/")),
    fc.constantFrom(...knownEndpoints).map((endpoint) => `${endpoint.slice(1)}/`),
    fc.integer({ min: 1, max: 8 }).map((kb) => "p".repeat(kb * 1024)),
  );

  it("answers 404 to a path that is no endpoint and keeps no counter for it", async () => {
    const counters = async () => (await database().db.select().from(rateLimits)).length;
    const before = await counters();
    await fc.assert(
      fc.asyncProperty(authPath, fc.constantFrom("GET", "POST"), async (path, method) => {
        const request = new Request(`http://localhost:3000/api/auth/${path}`, {
          method,
          headers: { Origin: "http://localhost:3000", "Content-Type": "application/json" },
          ...(method === "POST" ? { body: "{}" } : {}),
        });
        const handler = (method === "GET" ? authLoader : authAction) as (args: unknown) => Promise<Response>;
        const response = await handler({ request, params: { "*": path }, context: { clientIp: "203.0.113.99" } });
        if (!knownEndpoints.has(`/${path}`)) expect(response.status).toBe(404);
      }),
      runs(300),
    );
    expect(await counters()).toBe(before);
  });
});

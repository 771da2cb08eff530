import { AsyncLocalStorage } from "node:async_hooks";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import { and, eq, like } from "drizzle-orm";
import { recordAdminSignIn } from "~/features/admin-accounts/service/admin-role.server";
import { knownDeviceFor } from "~/features/admin-accounts/service/known-device.server";
import { nudgeMailWorker, queueMail } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { linkWithToken, RESET_PASSWORD_PATH } from "~/lib/admin-paths";
import { hasControlCharacters } from "~/lib/control-characters";
import { type Database, db } from "~/lib/db/client.server";
import { account, session, twoFactor, user, verification } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { passwordProblem } from "~/lib/password-policy.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/passwords";
import {
  authRateLimitStorage,
  forgetAccountSignIns,
  limitAccountSignIns,
  mayResetPassword,
} from "~/lib/rate-limit.server";

export { MIN_PASSWORD_LENGTH };
export const CLIENT_IP_HEADER = "x-client-ip";
const DAY = 60 * 60 * 24;

export interface AuthOptions {
  database: Database;
  secret: string;
  baseURL: string;
  allowSignup: boolean;
  trustedOrigins?: string[];
}

export function createAuth(options: AuthOptions) {
  const devices = knownDeviceOptions(options);
  return betterAuth({
    appName: "KFUPM Aerospace Club",
    baseURL: options.baseURL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.database, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: !options.allowSignup,
      // A sign-up signs no one in, so that it can answer an address that has an account exactly as
      // one that has none (Better Auth's generic answer, the password hashed either way): it tells
      // no one which addresses have accounts. The new account signs in as any other.
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A reset link works once, within an hour; using it ends every session of the account.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // One link used, the others sent within the hour stop working too.
      async onPasswordReset({ user }) {
        await forgetResetLinks(options.database, user.id);
      },
      async sendResetPassword({ user, token }) {
        const capture = capturedLinks.getStore();
        if (capture) {
          capture.link = resetLink(options.baseURL, token);
          return;
        }
        if (!(await mayResetPassword(options.database, user.email))) return;
        await queueMail(options.database, resetPasswordMail(user.email, resetLink(options.baseURL, token)));
        nudgeMailWorker();
      },
    },
    session: {
      // Seven days without activity end a session: a request renews it to seven days from then
      // (at most once a minute, so a burst of requests writes it once).
      expiresIn: 7 * DAY,
      updateAge: 60,
    },
    // Counted in the database (per client address and endpoint), so the limits hold across
    // restarts and instances.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 15 * 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/change-password": { window: 60, max: 5 },
        // A six-digit code is guessed by trying: few tries per client, and Better Auth also locks
        // the account for 15 minutes after 10 wrong codes in a row.
        "/two-factor/*": { window: 60, max: 10 },
      },
      customStorage: authRateLimitStorage(options.database),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as {
          email?: unknown;
          name?: unknown;
          password?: unknown;
          newPassword?: unknown;
          trustDevice?: unknown;
          revokeOtherSessions?: unknown;
        };
        const email = typeof body.email === "string" ? body.email : "";
        // Rules every call keeps, whichever way it comes: no device is trusted past a code (each
        // sign-in of an account with two-step sign-in asks for one), a new password ends the
        // account's other sessions, and two-step sign-in stays on where the club requires it.
        const kept: Record<string, unknown> = {};
        if (TWO_STEP_CODES.has(ctx.path) && body.trustDevice !== undefined) kept.trustDevice = false;
        if (ctx.path === "/change-password") kept.revokeOtherSessions = true;
        if (ctx.path === "/two-factor/disable" && (await currentSettings(options.database)).requireTwoFactor) {
          throw new APIError("FORBIDDEN", { message: "This site requires two-step sign-in for every admin." });
        }
        // A password being set is held to the site's rules (length, not a common one, not the
        // account's email), whichever way it arrives.
        const chosen =
          ctx.path === "/sign-up/email" ? body.password : PASSWORD_SETTERS.has(ctx.path) ? body.newPassword : undefined;
        if (typeof chosen === "string") {
          const problem = await passwordProblem(chosen, email || (await accountEmailOf(ctx)));
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
        if (ctx.path === "/sign-in/email" && email) {
          // Guessing one account's password from many addresses is limited per account too; a
          // browser that signed in to it before counts on its own.
          const device = await knownDeviceFor(ctx.headers?.get("cookie"), email, devices);
          const retryAfter = await limitAccountSignIns(options.database, email, device);
          if (retryAfter !== null) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: "Too many sign-in attempts for this account. Please try again later." },
              { "X-Retry-After": String(retryAfter) },
            );
          }
        }
        // The club's sign-up call sends only email and password; the account's name defaults to
        // the email's local part. A name given is plain text of a line: no control characters,
        // no markup, at most 100 characters.
        if (ctx.path === "/sign-up/email") {
          if (typeof body.name === "string" && body.name.trim() !== "") {
            if (!isPlainName(body.name)) {
              throw new APIError("BAD_REQUEST", {
                message: "Name must be at most 100 characters, without control characters or angle brackets.",
              });
            }
          } else {
            kept.name = email.split("@")[0] || "Admin";
          }
        }
        if (Object.keys(kept).length === 0) return;
        return { context: { ...ctx, body: { ...body, ...kept } } };
      }),
    },
    plugins: [
      // Two-step sign-in: an authenticator app's code (TOTP) or one of 10 single-use backup codes.
      twoFactorPlugin({ backupCodeOptions: { amount: 10 } }),
      // After the two-step plugin's own hook, so that a sign-in still waiting for its code is not
      // yet one: only a session made is a sign-in (the password's, or the code's that follows).
      {
        id: "sign-in-record",
        hooks: {
          after: [
            {
              matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ""),
              handler: createAuthMiddleware(async (ctx) => {
                const email = ctx.context.newSession?.user.email;
                if (!email || ctx.context.returned instanceof APIError) return;
                // Entering a code while signed in (turning two-step sign-in on) is no sign-in.
                if (ctx.path !== "/sign-in/email" && ctx.context.session) return;
                const device = await knownDeviceFor(ctx.headers?.get("cookie"), email, devices);
                await forgetAccountSignIns(options.database, email, device);
                await recordAdminSignIn(options.database, email);
              }),
            },
          ],
        },
      },
    ],
    advanced: {
      // The server sets this header from the connection (or a proxy on the same host), replacing
      // whatever the client sent, so rate limits count per real client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseURL.startsWith("https://"),
      // Better Auth skips its origin (CSRF) check when NODE_ENV is test; it is always on here.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const capturedLinks = new AsyncLocalStorage<{ link?: string }>();

/**
 * A reset link for the account of `email`, made by Better Auth's own flow and given back rather
 * than emailed: the command line's way back in for an admin who cannot receive mail. Null when no
 * account uses the address.
 */
export async function resetLinkFor(instance: Auth, email: string): Promise<string | null> {
  const capture: { link?: string } = {};
  await capturedLinks.run(capture, () => instance.api.requestPasswordReset({ body: { email } }));
  return capture.link ?? null;
}

/** How Better Auth names a reset link's verification row: this, then the link's token. */
const RESET_LINK_PREFIX = "reset-password:";

/** Removes every password reset link of an account that has not been used yet. */
export async function forgetResetLinks(database: Database, userId: string): Promise<void> {
  await database
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_LINK_PREFIX}%`), eq(verification.value, userId)));
}

/** Better Auth's reset links are 24 letters and digits; anything else was altered. */
const RESET_TOKEN = /^[A-Za-z0-9]{16,64}$/;

type InternalAdapter = Awaited<Auth["$context"]>["internalAdapter"];

/** The email of the account a reset link is for, or null when it cannot be used: expired, used or altered. */
export async function resetLinkEmail(adapter: InternalAdapter, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || !RESET_TOKEN.test(token)) return null;
  const link = await adapter.findVerificationValue(`${RESET_LINK_PREFIX}${token}`);
  if (!link || link.expiresAt < new Date()) return null;
  return (await adapter.findUserById(link.value))?.email ?? null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The email of the account whose password a reset link or a signed-in change sets. */
async function accountEmailOf(ctx: HookContext): Promise<string | undefined> {
  if (ctx.path === "/change-password") return (await getSessionFromCtx(ctx))?.user.email;
  const body = ctx.body as { token?: unknown } | undefined;
  const query = ctx.query as { token?: unknown } | undefined;
  return (
    (await resetLinkEmail(ctx.context.internalAdapter as InternalAdapter, body?.token ?? query?.token)) ?? undefined
  );
}

/** The endpoints that take the code a sign-in asks for after the password. */
const TWO_STEP_CODES = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);

/** The endpoints that end a sign-in: the password, or the code asked for after it. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** The endpoints that set a new password from `newPassword`. */
const PASSWORD_SETTERS = new Set(["/reset-password", "/change-password"]);

/** How long a password reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/** The page where a reset link's token chooses the new password. */
export const resetLink = (baseURL: string, token: string) => linkWithToken(RESET_PASSWORD_PATH, baseURL, token);

/** The email with a password reset link. */
export function resetPasswordMail(email: string, link: string) {
  return {
    kind: "password-reset",
    to: email,
    subject: "Reset your password for the KFUPM Aerospace Club website",
    text: [
      `Someone, probably you, asked to reset the password of the admin account ${email} of the KFUPM Aerospace Club website.`,
      "",
      "Choose a new password here. The link works once, within one hour:",
      link,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

/** How the device cookie of `options`' site is signed and sent. */
export function knownDeviceOptions(options: Pick<AuthOptions, "secret" | "baseURL">) {
  return { secret: options.secret, secure: options.baseURL.startsWith("https://") };
}

/** A person's name as an account keeps it: one line of plain text. */
export function isPlainName(name: string): boolean {
  return name.length <= 100 && !hasControlCharacters(name) && !/[<>\t\n]/.test(name);
}

/** The origins a browser may sign in from: PUBLIC_URL, and the loopback names when it is the default. */
function trustedOrigins(): string[] {
  const { PUBLIC_URL, PORT } = env();
  const origins = new Set([new URL(PUBLIC_URL).origin]);
  if (!process.env.PUBLIC_URL) {
    origins.add(`http://localhost:${PORT}`);
    origins.add(`http://127.0.0.1:${PORT}`);
  }
  return [...origins];
}

const holder = globalThis as typeof globalThis & { __appAuth?: { database: Database; auth: Auth } };

/** The process's Better Auth instance, on the process's database. */
export function auth(): Auth {
  const database = db();
  if (holder.__appAuth?.database !== database) {
    const { AUTH_SECRET, PUBLIC_URL, ALLOW_SIGNUP } = env();
    const instance = createAuth({
      database,
      secret: AUTH_SECRET,
      baseURL: PUBLIC_URL,
      allowSignup: ALLOW_SIGNUP,
      trustedOrigins: trustedOrigins(),
    });
    holder.__appAuth = { database, auth: instance };
  }
  return holder.__appAuth.auth;
}

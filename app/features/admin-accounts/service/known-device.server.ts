import { createHmac, randomBytes } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { normalizeEmail } from "~/lib/email-address";
import { KNOWN_DEVICE_COOKIE } from "~/lib/sign-in-cookies";
import { z } from "~/lib/zod";

/**
 * A browser that has signed in to an account before (OWASP's device cookie against lockout
 * attacks): a signed, httpOnly cookie naming (by keyed digests) the accounts signed in from it.
 * Its path is the whole site: the sign-in form, posted by the page's script, goes to
 * `/admin-kfupm-aero.data`, which a cookie kept under `/admin-kfupm-aero` would not reach.
 * Sign-in attempts from such a browser for one of those accounts are counted for that browser
 * alone, so other people's failed guesses at the account do not lock its owner out.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The accounts a browser is remembered for, newest first. */
const MAX_ACCOUNTS = 5;

const deviceShape = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  accounts: z.array(z.string().regex(/^[A-Za-z0-9_-]{22}$/)).max(MAX_ACCOUNTS),
});

export type KnownDevice = z.infer<typeof deviceShape>;

const cookies = new Map<string, Cookie>();

function cookieOf(secret: string, secure: boolean): Cookie {
  const key = `${secure}:${secret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(KNOWN_DEVICE_COOKIE, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: YEAR_SECONDS,
      secrets: [secret],
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** An account as the cookie names it: a keyed digest of its address, not the address. */
export function accountMark(secret: string, email: string): string {
  return createHmac("sha256", secret)
    .update(`known-device:${normalizeEmail(email)}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The browser's device cookie, if the site signed it; null otherwise. */
export async function knownDeviceOf(
  cookieHeader: string | null | undefined,
  options: { secret: string; secure: boolean },
): Promise<KnownDevice | null> {
  if (!cookieHeader?.includes(`${KNOWN_DEVICE_COOKIE}=`)) return null;
  const parsed = deviceShape.safeParse(await cookieOf(options.secret, options.secure).parse(cookieHeader));
  return parsed.success ? parsed.data : null;
}

/** The id of the browser's device cookie when it has signed in to `email` before; null otherwise. */
export async function knownDeviceFor(
  cookieHeader: string | null | undefined,
  email: string,
  options: { secret: string; secure: boolean },
): Promise<string | null> {
  const device = await knownDeviceOf(cookieHeader, options);
  return device?.accounts.includes(accountMark(options.secret, email)) ? device.id : null;
}

/** The Set-Cookie header that remembers this browser for `email`, after it signed in. */
export async function rememberDevice(
  cookieHeader: string | null | undefined,
  email: string,
  options: { secret: string; secure: boolean },
): Promise<string> {
  const device = await knownDeviceOf(cookieHeader, options);
  const mark = accountMark(options.secret, email);
  const accounts = [mark, ...(device?.accounts ?? []).filter((account) => account !== mark)].slice(0, MAX_ACCOUNTS);
  const id = device?.id ?? randomBytes(16).toString("base64url");
  return cookieOf(options.secret, options.secure).serialize({ id, accounts } satisfies KnownDevice);
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";
import { isRecordId } from "~/lib/record-id";

/**
 * The personal codes of a registration, each good for one purpose only: the link that cancels it
 * (sent to the person, needs no account) and the code at the door (the QR code). Each is the
 * registration's id and a signature of the purpose, the registration and its event with the
 * site's secret: altered, it is refused; used for another event, it is told apart.
 */
export type TokenPurpose = "cancel" | "check-in";

const SIGNATURE_BYTES = 16;

function signature(purpose: TokenPurpose, registrationId: string, eventId: string): Buffer {
  return createHmac("sha256", env().AUTH_SECRET)
    .update(`event-registration:${purpose}:${registrationId}:${eventId}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

const idBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");

function idOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The registration's code for `purpose`: 45 URL-safe characters. */
export function registrationToken(purpose: TokenPurpose, registration: { id: string; eventId: string }): string {
  const sig = signature(purpose, registration.id, registration.eventId);
  return `${idBytes(registration.id).toString("base64url")}.${sig.toString("base64url")}`;
}

/** The bytes of a code's part, only when it is written exactly as the site writes them. */
function decoded(part: string | undefined): Buffer | null {
  if (!part || !/^[A-Za-z0-9_-]{22}$/.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  // Base64 leaves bits unused in the last letter: another letter there would read the same.
  return bytes.toString("base64url") === part ? bytes : null;
}

/** The registration a code names, before its signature is checked; null when it is no code of ours. */
export function tokenRegistrationId(token: string): string | null {
  const [id, sig, ...rest] = token.trim().split(".");
  const bytes = decoded(id);
  if (!bytes || !decoded(sig) || rest.length > 0) return null;
  const found = idOf(bytes);
  return isRecordId(found) ? found : null;
}

/** Whether `token` is the code for `purpose` of this registration (of its event, `eventId`). */
export function tokenSigned(
  purpose: TokenPurpose,
  token: string,
  registration: { id: string; eventId: string },
): boolean {
  if (tokenRegistrationId(token) !== registration.id) return false;
  const given = decoded(token.trim().split(".")[1]);
  const expected = signature(purpose, registration.id, registration.eventId);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";
import { isRecordId } from "./record-id";

/**
 * A personal code good for one purpose only, sent by email and needing no account: a record's id
 * and a signature of the purpose, the id and what else it belongs to (an event) with the site's
 * secret. Altered, it is refused; used for another purpose or record, it is told apart. It cannot
 * be guessed without the secret, and it is never stored.
 */

const SIGNATURE_BYTES = 16;

function signature(purpose: string, id: string, context: string): Buffer {
  return createHmac("sha256", env().AUTH_SECRET)
    .update(`${purpose}:${id}:${context}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

const idBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");

function idOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The code of record `id` for `purpose` (within `context`): 45 URL-safe characters. */
export function signedToken(purpose: string, id: string, context = ""): string {
  return `${idBytes(id).toString("base64url")}.${signature(purpose, id, context).toString("base64url")}`;
}

/** The bytes of a code's part, only when it is written exactly as the site writes them. */
function decoded(part: string | undefined): Buffer | null {
  if (!part || !/^[A-Za-z0-9_-]{22}$/.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  // Base64 leaves bits unused in the last letter: another letter there would read the same.
  return bytes.toString("base64url") === part ? bytes : null;
}

/** The record a code names, before its signature is checked; null when it is no code of ours. */
export function tokenRecordId(token: string): string | null {
  const [id, sig, ...rest] = token.trim().split(".");
  const bytes = decoded(id);
  if (!bytes || !decoded(sig) || rest.length > 0) return null;
  const found = idOf(bytes);
  return isRecordId(found) ? found : null;
}

/** Whether `token` is the code of record `id` for `purpose` (within `context`). */
export function tokenSigned(purpose: string, token: string, id: string, context = ""): boolean {
  if (tokenRecordId(token) !== id) return false;
  const given = decoded(token.trim().split(".")[1]);
  const expected = signature(purpose, id, context);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

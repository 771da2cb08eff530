import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { latinDigits } from "~/lib/typed-text";
import { eventRegistrations } from "./table";

/**
 * A registration's short door code, for a volunteer to type when the QR code will not scan: six
 * characters of Crockford's base 32 (digits and capitals without I, L, O and U), unique within
 * its event, printed as `K7M-4Q2`. Read back, case, spaces and dashes do not matter, O is 0, I and
 * L are 1, and Arabic-Indic digits are digits.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const DOOR_CODE_LENGTH = 6;

/** A door code drawn at random; unique only once checked against the event's (see freeDoorCode). */
export function randomDoorCode(): string {
  let code = "";
  for (let i = 0; i < DOOR_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A door code no registration of the event holds; called with the event locked, as every registration is made. */
export async function freeDoorCode(tx: Database, eventId: string): Promise<string> {
  for (;;) {
    const code = randomDoorCode();
    const [taken] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.doorCode, code)));
    if (!taken) return code;
  }
}

/** `count` door codes, all different (for registrations stored together). */
export function distinctDoorCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomDoorCode());
  return [...codes];
}

/** A door code as people read it: `K7M-4Q2`. */
export function writtenDoorCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The door code a volunteer typed, as stored; null when it cannot be one. */
export function doorCodeOf(typed: string): string | null {
  const code = latinDigits(typed.normalize("NFKC"))
    .toUpperCase()
    .replace(/[\s\-‐‑–—_.]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length !== DOOR_CODE_LENGTH) return null;
  return [...code].every((letter) => ALPHABET.includes(letter)) ? code : null;
}

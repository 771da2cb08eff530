import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The bytes of a base32 text (RFC 4648), as authenticator apps read a secret. */
function base32Bytes(text: string): Buffer {
  let bits = "";
  for (const letter of text.replace(/=+$/, "").toUpperCase()) {
    const value = ALPHABET.indexOf(letter);
    if (value < 0) throw new Error(`not base32: ${letter}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The six-digit code an authenticator app shows for `secret` at `at` (RFC 6238: SHA-1, 30 s). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

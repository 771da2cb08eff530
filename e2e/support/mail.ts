import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mailDir } from "./servers";

export interface DeliveredMail {
  to: string[];
  raw: string;
}

/** The messages the demo site's mail server delivered whose raw text contains `text`, oldest first. */
export function deliveredMail(text: string): DeliveredMail[] {
  return readdirSync(mailDir())
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir(), file), "utf8")) as DeliveredMail)
    .filter((mail) => mail.raw.includes(text));
}

/**
 * A message's text as written: quoted-printable soft line breaks and escapes undone in its body.
 * The head is left as sent: a header is never quoted-printable, and a link there such as
 * `?token=AB…` would otherwise lose its `=AB`.
 */
export function decodedText(mail: DeliveredMail): string {
  const end = mail.raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? mail.raw : mail.raw.slice(0, end);
  const body = end < 0 ? "" : mail.raw.slice(end);
  return (
    head +
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  );
}

/** The first web address in a message's text. */
export function linkIn(mail: DeliveredMail): string {
  const link = decodedText(mail).match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error("The message holds no link.");
  return link;
}

/**
 * Text from visitors, made safe to print on a terminal: control characters (escape sequences,
 * carriage returns, bells) and the characters that reorder text (bidirectional overrides and
 * isolates) are shown as `\u{…}` instead of acting. Tabs and, where allowed, line breaks stay.
 */
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function terminalSafe(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const visible = text.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)?.toString(16).padStart(4, "0")}}`);
  return multiline ? visible : visible.replaceAll("\n", "\\n");
}

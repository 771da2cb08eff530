import { isControlCharacter, isDirectionMark } from "./control-characters";

/**
 * Text from visitors, made safe to print on a terminal: control characters (escape sequences,
 * carriage returns, bells) and the marks that reorder text are shown as `\u{…}` instead of acting.
 * Tabs stay, and line breaks where the text may span lines.
 */
export function terminalSafe(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  let safe = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (character === "\n") safe += multiline ? "\n" : "\\n";
    else if (isControlCharacter(code) || isDirectionMark(code)) safe += `\\u{${code.toString(16).padStart(4, "0")}}`;
    else safe += character;
  }
  return safe;
}

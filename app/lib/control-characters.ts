/**
 * Characters that act rather than show: C0 controls other than tab and line feed, DEL and C1
 * controls (escape sequences can rewrite a terminal), and the marks that reorder text (bidirectional
 * embeddings, overrides and isolates can make text read differently from what is stored).
 */
export function isControlCharacter(code: number): boolean {
  return (code <= 0x1f && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

export function isDirectionMark(code: number): boolean {
  return (
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    if (isControlCharacter(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/**
 * FNV-1a (32 bits) of a text's code points: a short, stable mark of the text, for telling texts
 * apart, never for keeping a secret.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

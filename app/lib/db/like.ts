/** A LIKE pattern for values that hold `text` anywhere: its `%`, `_` and `\` are letters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

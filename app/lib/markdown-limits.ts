/**
 * How much Markdown the site takes in one text, however it is sent (a form's field, the preview,
 * a message to attendees): reading a text takes time that grows with its length and with how
 * deep its lists and quotes nest, and a table's width multiplies it. Within these, the longest
 * text reads in a few seconds on its own thread (lib/markdown-render.server.ts); beyond them
 * nothing is read. The check itself reads each line once.
 */
export const markdownLimits = {
  /** Characters of a text: some 3,000 words, a long article. */
  length: 20_000,
  /** Lists and quotes inside one another. */
  depth: 6,
  /** Cells across one row of a table. */
  tableColumns: 20,
} as const;

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;

/**
 * How deep a line's lists and quotes go: each `>` and each list marker it starts with, and each
 * step of the indent before one (a list inside a list is written indented). Indent before plain
 * text (a poem, code) opens nothing.
 */
function depthOf(line: string): number {
  let depth = 0;
  let rest = line;
  for (;;) {
    const indent = /^[ \t]*/.exec(rest)?.[0] ?? "";
    const after = rest.slice(indent.length);
    const marker = after.startsWith(">") ? ">" : LIST_MARKER.exec(after)?.[0];
    if (marker === undefined) return depth;
    // Every two spaces of indent (a tab counts four) is a level the list item is inside.
    depth += Math.floor(indent.replace(/\t/g, "    ").length / 2) + 1;
    rest = after.slice(marker.length);
  }
}

/** Why a Markdown text is not taken, in words for the field `label`; null when it is. */
export function markdownProblem(label: string, text: string): string | null {
  if (text.length > markdownLimits.length) {
    return `${label} is at most ${markdownLimits.length.toLocaleString("en-US")} characters`;
  }
  for (const line of text.split("\n")) {
    if (depthOf(line) > markdownLimits.depth) {
      return `${label} nests lists and quotes more than ${markdownLimits.depth} deep: make them flatter`;
    }
    if ((line.match(/\|/g)?.length ?? 0) > markdownLimits.tableColumns + 1) {
      return `${label} has a table wider than ${markdownLimits.tableColumns} columns`;
    }
  }
  return null;
}

/** Why a text that took too long to read is not taken, for the field `label`. */
export function markdownTooSlow(label: string): string {
  return `${label} takes too long to show: make it shorter, or its lists, quotes and tables smaller`;
}

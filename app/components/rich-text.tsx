import { LocalLink } from "./local-link";

/** A run of a dictionary's text: plain, bold, or a link to one of the site's pages. */
export type RichPiece =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; to: string };

// Only what the site's texts use: `**bold**` and `[label](/path)`. A link must point into the site
// (a path); anything else is left as written.
const markup = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** `text` cut into its plain, bold and link runs, in order. */
export function richPieces(text: string): RichPiece[] {
  const pieces: RichPiece[] = [];
  let end = 0;
  for (const match of text.matchAll(markup)) {
    if (match.index > end) pieces.push({ kind: "text", text: text.slice(end, match.index) });
    const [, bold, label, to] = match;
    pieces.push(bold !== undefined ? { kind: "bold", text: bold } : { kind: "link", text: label ?? "", to: to ?? "" });
    end = match.index + match[0].length;
  }
  if (end < text.length) pieces.push({ kind: "text", text: text.slice(end) });
  return pieces;
}

function Run({ piece }: { piece: RichPiece }) {
  if (piece.kind === "bold") return <strong>{piece.text}</strong>;
  if (piece.kind === "link") return <LocalLink to={piece.to}>{piece.text}</LocalLink>;
  return piece.text;
}

/** A dictionary's text with its bold runs and links; a link goes to the page in the page's own language. */
export function RichText({ text }: { text: string }) {
  return richPieces(text).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a text's runs never move.
    <Run key={index} piece={piece} />
  ));
}

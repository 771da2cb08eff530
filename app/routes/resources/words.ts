import { type Language, languages } from "~/i18n/language";
import { publicWordsFile } from "~/i18n/words.server";
import type { Route } from "./+types/words";

/**
 * GET /resources/words/<language>.<version>.json: every word a public page shows, in its language,
 * which the browser fetches with a page (a preload in its head) and keeps. A version's file never
 * changes; an earlier version's address, asked by a page from before the words changed, gets the
 * current words, not kept.
 */
export function loader({ params }: Route.LoaderArgs) {
  const [, language, version] = /^([a-z]{2})\.([0-9a-f]+)\.json$/.exec(params.file) ?? [];
  if (!languages.includes(language as Language)) return new Response("Not Found", { status: 404 });
  const file = publicWordsFile(language as Language);
  return new Response(file.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": version === file.version ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

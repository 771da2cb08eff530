import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { RichText, richPieces } from "~/components/rich-text";
import { publicWords as arabic } from "~/i18n/ar";
import { publicWords as english } from "~/i18n/en";
import type { Language } from "~/i18n/language";

/** Every text of a dictionary, by its key path. */
function textsByPath(words: object, prefix = ""): Map<string, string> {
  return new Map(
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value] as const]
        : [...textsByPath(value as object, `${prefix}${key}.`)],
    ),
  );
}

/** The root's text, as a page shows it. */
function TextOfRoot() {
  return <RichText text={useLoaderData<{ text: string }>().text} />;
}

async function render(language: Language, text: string): Promise<string> {
  const routes = [{ id: "root", path: "/", loader: () => ({ language, text }), Component: TextOfRoot }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("rich text", () => {
  it("cuts a text into its plain, bold and link runs, in order", () => {
    expect(richPieces("**Newsletter:** write through the [contact page](/contact).")).toEqual([
      { kind: "bold", text: "Newsletter:" },
      { kind: "text", text: " write through the " },
      { kind: "link", text: "contact page", to: "/contact" },
      { kind: "text", text: "." },
    ]);
    expect(richPieces("Plain (with brackets) and * stars")).toEqual([
      { kind: "text", text: "Plain (with brackets) and * stars" },
    ]);
    expect(richPieces("")).toEqual([]);
  });

  it("leaves a link out of the site, or unfinished markup, as written", () => {
    const text = "[elsewhere](https://example.com) and **open";
    expect(richPieces(text)).toEqual([{ kind: "text", text }]);
  });

  it("renders bold as <strong> and a link to the page in the page's own language, escaping the rest", async () => {
    const text = "**Note:** <b>x</b> see the [contact page](/contact)";
    const englishHtml = await render("en", text);
    expect(englishHtml).toContain("<strong>Note:</strong>");
    expect(englishHtml).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(englishHtml).toMatch(/<a href="\/contact"[^>]*>contact page<\/a>/);
    expect(await render("ar", "راسلنا عبر [صفحة التواصل](/contact).")).toMatch(
      /<a href="\/ar\/contact"[^>]*>صفحة التواصل<\/a>/,
    );
  });

  it("is written whole in every dictionary text, with the same links in Arabic as in English", () => {
    const arabicTexts = textsByPath(arabic);
    for (const [key, text] of textsByPath(english)) {
      const translated = arabicTexts.get(key) ?? "";
      for (const written of [text, translated]) {
        const plain = richPieces(written).flatMap((piece) => (piece.kind === "text" ? [piece.text] : []));
        expect(plain.join(""), `${key}: ${written}`).not.toMatch(/\*\*|\]\(/);
      }
      const links = (written: string) =>
        richPieces(written).flatMap((piece) => (piece.kind === "link" ? [piece.to] : []));
      expect(links(translated), key).toEqual(links(text));
    }
  });
});

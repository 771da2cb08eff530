import { readFileSync } from "node:fs";
import { shippedFile } from "./shipped-file.server";
import { siteStylesheetHref } from "./stylesheet";

let text: string | null | undefined;

/**
 * The site stylesheet's text, read once from build/client; null when there is no such file (the
 * development server, whose stylesheet has an address of its own, and tests that import routes).
 */
export function builtStylesheet(): string | null {
  if (text === undefined) {
    try {
      text = readFileSync(shippedFile("build", "client", siteStylesheetHref), "utf8");
    } catch {
      text = null;
    }
  }
  return text;
}

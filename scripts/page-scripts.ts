/**
 * The script files a page's HTML starts with: those it preloads, sources or imports in its module
 * script, once each. The bench weighs them; a test counts them.
 */
export function startingScripts(html: string): string[] {
  const tags = html.matchAll(
    /<(?:link[^>]*rel="modulepreload"|script[^>]*type="module")[^>]*?(?:href|src)="([^"]+\.js)"/g,
  );
  const imports = html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g);
  return [...new Set([...tags, ...imports].map(([, file]) => file ?? ""))];
}

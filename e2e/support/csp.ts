import type { Page } from "@playwright/test";

/**
 * The Content Security Policy allows only the site's own scripts (with the response's nonce, or a
 * kept page's script hashes). Collects, from now on, every violation of it the page reports
 * (directive and blocked address), before and after it becomes interactive.
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

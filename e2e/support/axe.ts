import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the site promises (see /accessibility): 2.0, 2.1 and 2.2 at A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as it is now and fails listing every violation: its rule id, what it asks
 * for, and the elements (CSS targets) that break it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `    - ${node.target.join(" ")}: ${node.failureSummary ?? ""}`);
    return [`${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}`, ...nodes].join("\n");
  });
  expect(report, `axe found ${report.length} violation(s) on ${page.url()}:\n${report.join("\n")}`).toEqual([]);
}

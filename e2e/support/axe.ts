import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels the site promises (see /accessibility): 2.0, 2.1 and 2.2 at A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the page as it is now, doing only the work the tests read: violations. It runs in the page
 * itself (axe.run), as the site has no frames to gather partial results from; by default
 * @axe-core/playwright opens a blank page of its own for each run to join them. Other result types
 * (passes, inapplicable, incomplete) keep one node each instead of a selector for every node.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
}

/**
 * Runs axe on the page as it is now and fails listing every violation: its rule id, what it asks
 * for, and the elements (CSS targets) that break it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axe(page).withTags(wcagTags).analyze();
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `    - ${node.target.join(" ")}: ${node.failureSummary ?? ""}`);
    return [`${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}`, ...nodes].join("\n");
  });
  expect(report, `axe found ${report.length} violation(s) on ${page.url()}:\n${report.join("\n")}`).toEqual([]);
}

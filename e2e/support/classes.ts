import { expect, type Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";

/**
 * Fails when an element on the page carries two Tailwind classes that set the same property (say
 * `text-sm` and `text-base`, or `px-3` and `px-2.5`): the stylesheet's order, not the markup, would
 * decide which one wins. tailwind-merge knows Tailwind's groups and keeps only the last of each, so
 * any class it drops is one of such a pair.
 */
export async function expectNoConflictingClasses(page: Page): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? "")),
  ]);
  const conflicts = classLists.flatMap((list) => {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(list).split(" "));
    const dropped = classes.filter((name) => !kept.has(name));
    return dropped.length > 0 ? [`${dropped.join(", ")} in "${list}"`] : [];
  });
  expect(conflicts, `conflicting classes on ${page.url()}:\n${conflicts.join("\n")}`).toEqual([]);
}

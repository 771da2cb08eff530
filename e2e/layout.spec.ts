import { expect, type Locator, type Page, test } from "@playwright/test";
import { demo } from "./support/site";

/** How many cards each row of a list holds, top to bottom. */
async function rowSizes(list: Locator): Promise<number[]> {
  const tops = await list.evaluate((ul) =>
    [...ul.children].map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top) ?? 0);
}

/**
 * No card sits alone on the last row of a list whose other rows hold several, unless it takes the
 * whole row.
 */
async function expectNoLoneLastCard(list: Locator) {
  const sizes = await rowSizes(list);
  if (Math.max(...sizes) === 1 || (sizes.at(-1) ?? 0) > 1) return;
  const [last, row] = await list.evaluate((ul) => [
    (ul.lastElementChild as Element).getBoundingClientRect().width,
    ul.getBoundingClientRect().width,
  ]);
  expect(last, `rows ${sizes.join(" + ")}: the last card is alone and narrower than its row`).toBeCloseTo(row, 0);
}

const homeLists = ["Latest News", "Upcoming Events", "Our Projects"];

async function homeList(page: Page, name: string): Promise<Locator> {
  // The awards list of the projects section is not a list of cards.
  return page.getByRole("region", { name }).locator("ul:not([aria-label])").last();
}

for (const width of [390, 640, 768, 1023, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the home page's lists of three leave no card alone on a row", async ({ page }) => {
      await page.goto("/");
      for (const name of homeLists) {
        const list = await homeList(page, name);
        await expect(list.getByRole("listitem")).toHaveCount(3);
        const sizes = await rowSizes(list);
        expect([[3], [1, 1, 1]], `${name}: rows ${sizes.join(" + ")}`).toContainEqual(sizes);
      }
    });

    test("the events page leaves no card alone on a row", async ({ page }) => {
      await page.goto("/events");
      for (const heading of ["Upcoming Events", "Past Events"]) {
        const list = page.getByRole("heading", { name: heading, level: 2 }).locator("xpath=following-sibling::ul[1]");
        await expectNoLoneLastCard(list);
      }
    });
  });
}

for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the header holds the club name on one line beside the navigation", async ({ page }) => {
      await page.goto("/");
      const name = page.getByRole("banner").getByText("KFUPM Aerospace Club", { exact: true });
      const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect((await name.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });

    test("the team leaves no one alone on a row", async ({ page }) => {
      await page.goto("/");
      for (const group of ["Executive Team", "Department Heads"]) {
        const list = page.getByRole("heading", { name: group }).locator("xpath=following-sibling::ul[1]");
        await expectNoLoneLastCard(list);
      }
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the people section is compact: each person is one row with the photo beside the name", async ({ page }) => {
    await page.goto("/");
    const people = page.locator("#people");
    for (const name of [...demo.executives, ...demo.departmentHeads]) {
      const person = people.getByRole("listitem").filter({ hasText: name });
      const photo = await person.getByRole("img", { name, exact: true }).boundingBox();
      const title = await person.getByText(name, { exact: true }).boundingBox();
      expect(photo && title && photo.x + photo.width <= title.x).toBe(true);
      expect(photo && title && title.y < photo.y + photo.height).toBe(true);
      expect((await person.boundingBox())?.height ?? 0).toBeLessThan(200);
    }
    // Nine people in well under two screens.
    expect((await people.boundingBox())?.height ?? 0).toBeLessThan(2 * 844);
  });
});

import { expect, test } from "@playwright/test";

test("the home page shows the club and its demo content", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("KFUPM Aerospace Club");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering the future of flight");

  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("listitem")).toHaveCount(3);
  await expect(news.getByText("Club Wins AIAA Regional Design Award")).toBeVisible();
  await expect(news.getByText("Sounding Rocket Program: Call for Members")).toHaveCount(0);

  const events = page.getByRole("region", { name: "Upcoming Events" });
  await expect(events.getByRole("listitem")).toHaveCount(3);
  await expect(events.getByText("General Assembly & Project Fair")).toBeVisible();

  const people = page.locator("#people");
  await expect(people.getByText("Abdullah Al-Harbi")).toBeVisible();
  // A member without a photo shows the initials of their name.
  await expect(people.getByRole("img", { name: "Lina Al-Ghamdi" })).toHaveText("LA");
});

test("an unknown path answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

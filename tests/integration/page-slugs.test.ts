import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { store } from "~/collections.server";
import { recordAtSlug } from "~/content/slugs.server";
import { newsServer } from "~/features/news/collection.server";
import { newsArticles } from "~/features/news/table";
import { newsletterServer } from "~/features/newsletter/collection.server";
import { slugHistory } from "~/lib/db/schema";
import { withTestDatabase } from "./support/database";

/** Slugs of the records with pages of their own, as the content store gives and keeps them. */
const database = withTestDatabase();
const actor = { email: "admin@example.org" };
const news = newsServer;

const article = (title: string, slug = "") => ({
  title,
  slug,
  content: "Text.",
  author: "Club",
  publishedDate: "2026-11-01",
  isPublished: true,
  excerpt: null,
  featuredImageUrl: null,
  articleLink: null,
  linkText: "Read Full Article",
});

async function create(title: string, slug = "") {
  const outcome = await store.createRecord(database().db, news, article(title, slug), actor);
  if (outcome.status !== "saved") throw new Error(`not saved: ${outcome.status}`);
  return outcome.record as typeof newsArticles.$inferSelect;
}

async function update(id: string, change: Partial<ReturnType<typeof article>>) {
  const [stored] = await database().db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!stored) throw new Error("missing");
  const { id: _id, version, createdAt: _c, updatedAt: _u, ...values } = stored;
  const outcome = await store.updateRecord(database().db, news, id, version, { ...values, ...change }, actor);
  if (outcome.status !== "saved") throw new Error(`not saved: ${outcome.status}`);
  return outcome.record as typeof newsArticles.$inferSelect;
}

describe("page slugs", () => {
  it("are made from the title, unique, and ASCII whatever the script", async () => {
    expect((await create("First Launch of 2026!")).slug).toBe("first-launch-of-2026");
    expect((await create("First launch of 2026")).slug).toBe("first-launch-of-2026-2");
    expect((await create("Crème Brûlée Night")).slug).toBe("creme-brulee-night");
    // An Arabic title: the article's date and a short code, readable where Latin letters are not.
    const arabic = await create("إطلاق الصاروخ الأول");
    expect(arabic.slug).toMatch(/^2026-11-01-[0-9a-v]{4}$/);
    // Given an English title, it follows it; the Arabic one's address leads to the page.
    const renamed = await update(arabic.id, { title: "First Rocket Launch" });
    expect(renamed.slug).toBe("first-rocket-launch");
    expect(await recordAtSlug(database().db, news, arabic.slug)).toEqual({ movedTo: "first-rocket-launch" });
    expect((await create("🚀")).slug).toBe("article");
  });

  it("follow the title while they are made from it, and the old address leads to the new", async () => {
    const created = await create("Wind Tunnel Open Day");
    const renamed = await update(created.id, { title: "Wind Tunnel Open House" });
    expect(renamed.slug).toBe("wind-tunnel-open-house");
    expect(await recordAtSlug(database().db, news, "wind-tunnel-open-day")).toEqual({
      movedTo: "wind-tunnel-open-house",
    });
    const again = await update(created.id, { title: "Wind Tunnel Week" });
    // Every earlier address still leads to the record's page.
    for (const old of ["wind-tunnel-open-day", "wind-tunnel-open-house"]) {
      expect(await recordAtSlug(database().db, news, old)).toEqual({ movedTo: again.slug });
    }
    const found = await recordAtSlug(database().db, news, "wind-tunnel-week");
    expect(found && "record" in found ? found.record.id : null).toBe(created.id);
  });

  it("typed by an admin stay when the title changes; emptied, they are made from the title again", async () => {
    const created = await create("Satellite Talk", "cubesat-talk");
    expect(created.slug).toBe("cubesat-talk");
    expect((await update(created.id, { title: "Satellite Talk, part 2" })).slug).toBe("cubesat-talk");
    expect((await update(created.id, { slug: "" })).slug).toBe("satellite-talk-part-2");
  });

  it("are never given to another record while an old address leads to its record", async () => {
    const first = await create("Drone Race");
    await update(first.id, { title: "Drone Race Finals" });
    // "drone-race" now leads to the first record: a new record of the same title gets another slug.
    expect((await create("Drone Race")).slug).toBe("drone-race-2");
    // Taking back its own old slug is allowed, and the address is its own again.
    const back = await update(first.id, { slug: "drone-race" });
    expect(back.slug).toBe("drone-race");
    const history = await database().db.select().from(slugHistory).where(eq(slugHistory.recordId, first.id));
    expect(history.map((row) => row.slug)).toEqual(["drone-race-finals"]);
  });

  it("typed to one another record holds get a number; a record's old addresses go with it", async () => {
    const taken = await create("Rocketry 101");
    const other = await create("Something Else", "rocketry-101");
    expect(other.slug).toBe("rocketry-101-2");
    await update(taken.id, { title: "Rocketry 102" });
    await store.deleteRecord(database().db, news, taken.id, actor);
    expect(await recordAtSlug(database().db, news, "rocketry-101")).toBeNull();
    expect(await database().db.select().from(slugHistory).where(eq(slugHistory.recordId, taken.id))).toEqual([]);
  });

  it("of a draft are not found with the visitor's filter, nor its old addresses", async () => {
    const draft = await create("Draft Piece");
    await update(draft.id, { title: "Draft Piece Renamed", isPublished: false });
    const published = (table: typeof newsArticles) => eq(table.isPublished, true);
    expect(await recordAtSlug(database().db, news, "draft-piece-renamed", published)).toBeNull();
    expect(await recordAtSlug(database().db, news, "draft-piece", published)).toBeNull();
    expect(await recordAtSlug(database().db, news, "draft-piece")).toEqual({ movedTo: "draft-piece-renamed" });
  });

  it("are never one of the site's own pages below the collection's path", async () => {
    for (const [subject, slug] of [
      ["Confirm", ""],
      ["Spring issue", "leave"],
    ]) {
      const outcome = await store.createRecord(
        database().db,
        newsletterServer,
        { subject, slug, preheader: "", body: "Text." },
        actor,
      );
      if (outcome.status !== "saved") throw new Error(`not saved: ${outcome.status}`);
      expect((outcome.record as { slug: string }).slug).toBe(`${slug || "confirm"}-2`);
    }
  });
});

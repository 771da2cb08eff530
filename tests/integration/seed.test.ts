import { existsSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { seedDemoContent } from "~/features/demo/seed.server";
import { events } from "~/features/events/table";
import { eventStatuses, eventTypes } from "~/features/events/vocabulary";
import { galleryItems } from "~/features/gallery/table";
import { galleryCategories } from "~/features/gallery/vocabulary";
import { newsArticles } from "~/features/news/table";
import { projects } from "~/features/projects/table";
import { teamMembers } from "~/features/team/table";
import { localStorageRoot, storage } from "~/lib/storage.server";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();

async function total(table: PgTable) {
  const [row] = await database().db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe("demo content", () => {
  it("fills an empty database with a realistic club", async () => {
    const { db } = database();
    // Dates are laid out around the day of seeding: some events to come, some past.
    const seededOn = "2026-11-21";
    expect(await seedDemoContent(db, storage(), new Date(`${seededOn}T12:00:00Z`))).toBe("seeded");

    const eventRows = await db.select().from(events);
    expect(eventRows.length).toBeGreaterThanOrEqual(8);
    expect(eventRows.filter((e) => e.date >= seededOn).length).toBeGreaterThanOrEqual(3);
    expect(eventRows.some((e) => e.date < seededOn)).toBe(true);
    for (const type of ["workshop", "competition", "seminar", "meeting"]) {
      expect(eventRows.some((e) => e.type === type)).toBe(true);
    }
    expect(eventRows.some((e) => e.status === "full")).toBe(true);
    expect(eventRows.some((e) => e.status === "cancelled")).toBe(true);
    expect(eventRows.some((e) => e.maxAttendees === null)).toBe(true);
    expect(eventRows.some((e) => !e.linkEnabled && e.registrationLink)).toBe(true);
    for (const e of eventRows) {
      expect(eventTypes.find(e.type)).toBeDefined();
      expect(eventStatuses.find(e.status)).toBeDefined();
    }

    const projectRows = await db.select().from(projects);
    expect(projectRows).toHaveLength(6);
    for (const p of projectRows) {
      expect(p.technologies.length, p.title).toBeGreaterThan(0);
      expect(p.achievements.length, p.title).toBeGreaterThan(0);
      expect(p.teamSize, p.title).toBeGreaterThan(0);
      expect(p.duration, p.title).toBeTruthy();
    }

    const articles = await db.select().from(newsArticles);
    expect(articles).toHaveLength(6);
    expect(articles.filter((a) => !a.isPublished)).toHaveLength(1);

    const gallery = await db.select().from(galleryItems);
    expect(gallery.length).toBeGreaterThanOrEqual(14);
    for (const category of galleryCategories.values) {
      expect(gallery.some((g) => g.category === category)).toBe(true);
    }
    expect(gallery.some((g) => g.mediaType === "video")).toBe(true);

    const team = await db.select().from(teamMembers);
    expect(team).toHaveLength(9);
    expect(team.some((m) => m.isExecutive)).toBe(true);
    expect(team.some((m) => !m.isExecutive)).toBe(true);
    expect(team.some((m) => m.imageUrl === null)).toBe(true);
  });

  it("copies every referenced picture and video into storage", async () => {
    const { db } = database();
    const urls = [
      ...(await db.select({ url: events.imageUrl }).from(events)),
      ...(await db.select({ url: projects.imageUrl }).from(projects)),
      ...(await db.select({ url: newsArticles.featuredImageUrl }).from(newsArticles)),
      ...(await db.select({ url: galleryItems.imageUrl }).from(galleryItems)),
      ...(await db.select({ url: teamMembers.imageUrl }).from(teamMembers)),
    ]
      .map((r) => r.url)
      .filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url).toMatch(/^\/storage\/[a-z]+\/[\w.-]+$/);
      expect(existsSync(path.join(localStorageRoot(), url.replace(/^\/storage\//, "")))).toBe(true);
    }
  });

  it("seeds once: it does not come back after the content is deleted", async () => {
    const { db } = database();
    await db.delete(events);
    expect(await seedDemoContent(db, storage())).toBe("already-seeded");
    expect(await total(events)).toBe(0);
  });

  it("never adds to a database that already has content", async () => {
    const { db } = database();
    await db.execute(sql`delete from app_state`);
    await db
      .insert(events)
      .values({ title: "Ours", slug: "ours", description: "D", date: "2027-01-01", time: "10:00", location: "L" });
    expect(await seedDemoContent(db, storage())).toBe("has-content");
    expect(await db.select().from(events).where(eq(events.title, "Ours"))).toHaveLength(1);
    expect(await total(events)).toBe(1);
  });
});

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "~/features/events/table";
import { galleryItems } from "~/features/gallery/table";
import { newsArticles } from "~/features/news/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { projects } from "~/features/projects/table";
import { teamMembers } from "~/features/team/table";
import { sqlStateOf, UNIQUE_VIOLATION } from "~/lib/db/errors";
import { adminUsers, outboxMessages, user } from "~/lib/db/schema";
import { databaseToday, testEngine, withTestDatabase } from "./support/database";

const database = withTestDatabase();

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

describe(`schema on ${testEngine}`, () => {
  it("hands dates and times to drizzle as the database writes them, in a transaction or not", async () => {
    const { db } = database();
    const read = sql`select date '2026-12-01' as day, timestamp '2026-12-01 17:00:00' as at, interval '90 minutes' as span`;
    const outside = await db.execute(read);
    const inside = await db.transaction((tx) => tx.execute(read));
    for (const result of [outside, inside]) {
      expect(result).toMatchObject({ rows: [{ day: "2026-12-01", at: "2026-12-01 17:00:00", span: "01:30:00" }] });
    }
    // And drizzle's own conversions go on from there.
    const [event] = await db
      .insert(events)
      .values({ title: "T", slug: "dates", description: "D", date: "2026-12-01", time: "17:00", location: "L" })
      .returning();
    expect(event?.date).toBe("2026-12-01");
    expect(event?.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(event?.createdAt.getTime())).toBe(false);
  });

  it("gives events the spec's defaults", async () => {
    const { db } = database();
    const [event] = await db
      .insert(events)
      .values({ title: "T", slug: "t", description: "D", date: "2026-12-01", time: "17:00", location: "L" })
      .returning();
    expect(event).toMatchObject({
      type: "workshop",
      status: "open",
      currentAttendees: 0,
      maxAttendees: null,
      registrationLink: null,
      linkEnabled: true,
      buttonText: "Register Now",
      time: "17:00:00",
    });
    expect(event?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives projects the spec's defaults, with empty lists", async () => {
    const { db } = database();
    const [project] = await db.insert(projects).values({ title: "P", slug: "p", description: "D" }).returning();
    expect(project).toMatchObject({
      category: "aerospace",
      status: "active",
      technologies: [],
      achievements: [],
      teamSize: null,
      duration: null,
      buttonText: "View Details",
      linkEnabled: true,
    });
    expect(project?.createdAt).toBeInstanceOf(Date);
  });

  it("gives news articles today's date, draft status and the default link text", async () => {
    const { db } = database();
    const [article] = await db
      .insert(newsArticles)
      .values({ title: "N", slug: "n", content: "C", author: "A" })
      .returning();
    const today = await databaseToday(db);
    expect(article).toMatchObject({ isPublished: false, linkText: "Read Full Article", publishedDate: today });
  });

  it("gives gallery items category general, media type image and today's upload date", async () => {
    const { db } = database();
    const [item] = await db.insert(galleryItems).values({ title: "G", imageUrl: "/x.webp" }).returning();
    expect(item).toMatchObject({ category: "general", mediaType: "image", description: null });
    const error = await rejectionOf(db.insert(galleryItems).values({ title: "G", imageUrl: "/x", mediaType: "gif" }));
    expect(sqlStateOf(error)).toBe("23514");
  });

  it("gives team members display order 0 and not executive", async () => {
    const { db } = database();
    const [member] = await db.insert(teamMembers).values({ name: "M", position: "P" }).returning();
    expect(member).toMatchObject({ positionOrder: 0, isExecutive: false, bio: null, email: null, imageUrl: null });
  });

  it("keeps one newsletter subscription per address whatever its case or surrounding spaces (23505)", async () => {
    const { db } = database();
    await db.insert(newsletterSubscriptions).values({ email: "reader@example.org" });
    for (const duplicate of [
      "reader@example.org",
      "  Reader@Example.ORG ",
      "READER@EXAMPLE.ORG",
      "\treader@example.org\r\n",
    ]) {
      const error = await rejectionOf(db.insert(newsletterSubscriptions).values({ email: duplicate }));
      expect(sqlStateOf(error)).toBe(UNIQUE_VIOLATION);
    }
    const rows = await db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
  });

  it("keeps outbox messages queued by default, and only in a known status", async () => {
    const { db } = database();
    const [mail] = await db.insert(outboxMessages).values({ kind: "contact", subject: "S", text: "T" }).returning();
    expect(mail).toMatchObject({ status: "queued", attempts: 0, toAddress: null, sentAt: null });
    const error = await rejectionOf(
      db
        .update(outboxMessages)
        .set({ status: "lost" as "sent" })
        .where(eq(outboxMessages.id, mail?.id ?? "")),
    );
    expect(sqlStateOf(error)).toBe("23514");
  });

  it("only lets existing users be admins, once each", async () => {
    const { db } = database();
    const error = await rejectionOf(db.insert(adminUsers).values({ userId: "no-such-user" }));
    expect(sqlStateOf(error)).toBe("23503");
    await db.insert(user).values({ id: "u1", name: "One", email: "one@example.org" });
    await db.insert(adminUsers).values({ userId: "u1" });
    const twice = await rejectionOf(db.insert(adminUsers).values({ userId: "u1" }));
    expect(sqlStateOf(twice)).toBe(UNIQUE_VIOLATION);
    // Deleting the user removes the admin role with it.
    await db.delete(user).where(eq(user.id, "u1"));
    expect(await db.select().from(adminUsers)).toHaveLength(0);
  });
});

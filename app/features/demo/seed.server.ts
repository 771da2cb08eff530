import { readFile } from "node:fs/promises";
import path from "node:path";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { count, eq } from "drizzle-orm";
import { withSlugs } from "~/content/slugs.server";
import { parseQuestions } from "~/features/events/questions";
import { events } from "~/features/events/table";
import { galleryItems } from "~/features/gallery/table";
import { newsArticles } from "~/features/news/table";
import { newsletterIssues } from "~/features/newsletter/table";
import { projects } from "~/features/projects/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { distinctDoorCodes } from "~/features/registrations/door-code.server";
import { eventRegistrations } from "~/features/registrations/table";
import { teamMembers } from "~/features/team/table";
import type { Database } from "~/lib/db/client.server";
import { appState } from "~/lib/db/schema";
import { normalizeEmail } from "~/lib/email-address";
import { shippedFile } from "~/lib/shipped-file.server";
import { heroMedia } from "~/lib/site-media.server";
import type { Storage } from "~/lib/storage.server";
import {
  type DemoEvent,
  type DemoMedia,
  demoArticles,
  demoEvents,
  demoGallery,
  demoIssue,
  demoProjects,
  demoTeam,
} from "./content";

const SEEDED_KEY = "demo_content_seeded_at";

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Copies a shipped media file into storage (once) and returns its public address. */
async function storeMedia(storage: Storage, media: DemoMedia): Promise<string> {
  if (!(await storage.exists(media.bucket, media.file))) {
    const body = await readFile(shippedFile("demo", "media", media.bucket, media.file));
    const type = contentTypes[path.extname(media.file)] ?? "application/octet-stream";
    await storage.put(media.bucket, media.file, body, type);
  }
  return storage.publicUrl(media.bucket, media.file);
}

/** The hero video and poster live in the videos bucket whether or not demo content is seeded. */
export async function ensureSiteMedia(storage: Storage): Promise<void> {
  for (const media of Object.values(heroMedia)) await storeMedia(storage, media);
}

const isoDate = (date: Date) => format(date, "yyyy-MM-dd");

/** A demo event's registration on the site: its questions read as an admin's form reads them. */
function onSiteRegistration(onSite: NonNullable<DemoEvent["onSite"]>) {
  const parsed = parseQuestions(onSite.questions);
  if ("error" in parsed) throw new Error(`a demo event's questions: ${parsed.error}`);
  const arabic = parseQuestions(onSite.questionsAr ?? "");
  if ("error" in arabic) throw new Error(`a demo event's Arabic questions: ${arabic.error}`);
  return {
    registrationMode: "site" as const,
    waitlist: onSite.waitlist,
    questions: parsed.value,
    questionsAr: arabic.value,
  };
}

async function contentIsEmpty(database: Database): Promise<boolean> {
  for (const table of [events, projects, newsArticles, galleryItems, teamMembers]) {
    const [row] = await database.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

export type SeedOutcome = "seeded" | "already-seeded" | "has-content";

/**
 * Fills an empty database with the demo club, once: after the demo has been seeded, deleting every
 * record does not bring it back.
 */
export async function seedDemoContent(
  database: Database,
  storage: Storage,
  today: Date = new Date(),
): Promise<SeedOutcome> {
  const [marker] = await database.select().from(appState).where(eq(appState.key, SEEDED_KEY));
  if (marker) return "already-seeded";
  if (!(await contentIsEmpty(database))) return "has-content";

  const eventRows = await Promise.all(
    demoEvents.map(async (e) => ({
      title: e.title,
      description: e.description,
      type: e.type,
      status: e.status,
      date: isoDate(addDays(today, e.inDays)),
      time: e.time,
      location: e.location,
      currentAttendees: e.currentAttendees,
      maxAttendees: e.maxAttendees,
      registrationLink: e.registrationLink,
      linkEnabled: e.linkEnabled,
      ...(e.buttonText ? { buttonText: e.buttonText } : {}),
      titleAr: e.arabic?.title ?? null,
      descriptionAr: e.arabic?.description ?? null,
      locationAr: e.arabic?.location ?? null,
      buttonTextAr: e.arabic?.buttonText ?? null,
      imageUrl: e.image ? await storeMedia(storage, e.image) : null,
      ...(e.onSite ? onSiteRegistration(e.onSite) : {}),
    })),
  );
  const projectRows = await Promise.all(
    demoProjects.map(async (p) => {
      const createdAt = addDays(today, -p.createdDaysAgo);
      return {
        title: p.title,
        description: p.description,
        category: p.category,
        status: p.status,
        technologies: p.technologies,
        achievements: p.achievements,
        teamSize: p.teamSize,
        duration: p.duration,
        imageUrl: await storeMedia(storage, p.image),
        detailsLink: p.detailsLink,
        linkEnabled: p.linkEnabled,
        ...(p.buttonText ? { buttonText: p.buttonText } : {}),
        ...p.arabic,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const articleRows = await Promise.all(
    demoArticles.map(async (a) => ({
      title: a.title,
      content: a.content,
      excerpt: a.excerpt,
      author: a.author,
      publishedDate: isoDate(addDays(today, -a.daysAgo)),
      isPublished: a.isPublished,
      featuredImageUrl: a.image ? await storeMedia(storage, a.image) : null,
      articleLink: a.articleLink,
      ...(a.linkText ? { linkText: a.linkText } : {}),
      ...a.arabic,
    })),
  );
  const galleryRows = await Promise.all(
    demoGallery.map(async (g) => {
      const uploaded = addDays(today, -g.daysAgo);
      return {
        title: g.title,
        description: g.description,
        titleAr: g.titleAr ?? null,
        descriptionAr: g.descriptionAr ?? null,
        category: g.category,
        mediaType: g.mediaType,
        imageUrl: await storeMedia(storage, g.media),
        uploadDate: isoDate(uploaded),
        createdAt: uploaded,
        updatedAt: uploaded,
      };
    }),
  );
  const teamRows = await Promise.all(
    demoTeam.map(async (m) => ({
      name: m.name,
      position: m.position,
      bio: m.bio,
      positionAr: m.positionAr ?? null,
      bioAr: m.bioAr ?? null,
      email: m.email,
      imageUrl: m.photo ? await storeMedia(storage, m.photo) : null,
      isExecutive: m.isExecutive,
      positionOrder: m.positionOrder,
    })),
  );

  const seeded = await database.transaction(async (tx) => {
    // The marker goes in first: another instance seeding at the same time waits here until this
    // one commits, then finds the marker and adds nothing.
    const [claimed] = await tx
      .insert(appState)
      .values({ key: SEEDED_KEY, value: today.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (!claimed) return false;
    const stored = await tx.insert(events).values(withSlugs(eventRows, "event")).returning();
    const registrations = demoEvents.flatMap((demo) =>
      (demo.onSite?.registrants ?? []).map((person, n) => {
        const event = stored.find((row) => row.title === demo.title);
        if (!event) throw new Error("a demo event was not stored");
        const registered = addDays(today, -(demo.onSite?.registrants.length ?? 0) + n);
        return {
          seq: n + 1,
          eventId: event.id,
          name: person.name,
          email: person.email,
          emailKey: normalizeEmail(person.email),
          answers: event.questions.map((question, q) => ({
            question: question.label,
            answer: person.answers[q] ?? "",
          })),
          status: "confirmed" as const,
          createdAt: registered,
          confirmedAt: registered,
        };
      }),
    );
    if (registrations.length > 0) {
      // Codes all different, so unique within each event.
      const doorCodes = distinctDoorCodes(registrations.length);
      await tx.insert(eventRegistrations).values(registrations.map((row, n) => ({ ...row, doorCode: doorCodes[n] })));
    }
    await tx.insert(projects).values(withSlugs(projectRows, "project"));
    await tx.insert(newsArticles).values(withSlugs(articleRows, "article"));
    await tx.insert(galleryItems).values(galleryRows);
    await tx.insert(teamMembers).values(teamRows);
    const [issue] = withSlugs([{ ...demoIssue, title: demoIssue.subject }], "issue");
    if (issue) {
      const { title: _title, ...row } = issue;
      await tx.insert(newsletterIssues).values(row);
    }
    return true;
  });
  if (!seeded) return "already-seeded";
  await raiseContentVersion(database);
  return "seeded";
}

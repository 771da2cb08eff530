import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { store } from "~/collections.server";
import { plainTextOf } from "~/content/collection";
import { listedRecords } from "~/content/listed.server";
import { seedDemoContent } from "~/features/demo/seed.server";
import { eventsServer } from "~/features/events/collection.server";
import { events } from "~/features/events/table";
import { newsServer } from "~/features/news/collection.server";
import { newsArticles } from "~/features/news/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { formatted } from "~/lib/markdown-render.server";
import { cardPath } from "~/lib/social-card";
import { cardText, recordCard, renderCard } from "~/lib/social-card.server";
import { storage } from "~/lib/storage.server";
import { action as previewAction } from "~/routes/admin/markdown-preview";
import { loader as cardLoader } from "~/routes/resources/card";
import { loader as eventIcs } from "~/routes/resources/event-ics";
import { personaCookies } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";
import { readHtml } from "./support/html";
import { renderPage } from "./support/render-page";

const database = withTestDatabase();

beforeAll(async () => {
  await seedDemoContent(database().db, storage());
});

async function card(path: string): Promise<Response> {
  const [, , collection = "", file = ""] = path.split("/");
  return cardLoader({ params: { collection, file } } as never);
}

describe("a record's own page", () => {
  it("shows an event, and its old address after a rename answers 301 with the new one", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const page = await renderPage(`/events/${event.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(event.title.replace(/&/g, "&amp;"));
    const renamed = await store.updateRecord(
      database().db,
      eventsServer,
      event.id,
      event.version,
      { title: `${event.title} Reloaded` },
      { email: "admin@example.org" },
    );
    if (renamed.status !== "saved") throw new Error(renamed.status);
    const moved = await renderPage(`/events/${event.slug}`);
    expect(moved.status).toBe(301);
    expect(await renderPage(`/events/${String(renamed.record.slug)}`)).toMatchObject({ status: 200 });
    expect((await renderPage("/events/no-such-event")).status).toBe(404);
  });

  it("of an event is listed as a card with an excerpt of its text, and a full event says Full", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const words = "Bring a laptop with the simulator installed. ".repeat(12);
    const [full] = await database()
      .db.update(events)
      .set({
        description: `## Programme\n\n${words}`,
        status: "open",
        maxAttendees: 2,
        currentAttendees: 2,
      })
      .where(eq(events.id, event.id))
      .returning();
    if (!full) throw new Error("not updated");
    await raiseContentVersion(database().db);
    const list = (await renderPage("/events")).html;
    // The event's card: from the list item it starts to the end of that item.
    const start = list.lastIndexOf("<li", list.indexOf(full.title.replace(/&/g, "&amp;")));
    const card = list.slice(start, list.indexOf("</li>", start));
    const text = readHtml(card).texts.join(" ").replace(/\s+/g, " ");
    // Plain text, cut at a word: no heading of its own larger than the card's title.
    expect(card).not.toMatch(/<h[2-6]>Programme/);
    expect(text).toMatch(/Programme Bring a laptop[^…]*…/);
    expect(text.length).toBeLessThan(words.length);
    // Every seat taken: 'Full', not the 'Open' it was set to.
    expect(text).toContain("Full");
    expect(text).not.toContain("Open");
    // The page shows it all, its heading under the page's title.
    const page = await renderPage(`/events/${full.slug}`);
    expect(page.html).toContain('<h3 dir="auto">Programme</h3>');
  });

  it("shows text written in Arabic right to left where it stands, in an English page", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const [arabic] = await database()
      .db.update(events)
      .set({ title: "ليلة الطيران", description: "نبني **طائرة** معاً.", location: "المختبر ٣" })
      .where(eq(events.id, event.id))
      .returning();
    if (!arabic) throw new Error("not updated");
    await raiseContentVersion(database().db);
    const page = (await renderPage(`/events/${arabic.slug}`)).html;
    expect(page).toMatch(/<h1 id="event-title" dir="auto"[^>]*>ليلة الطيران<\/h1>/);
    expect(page).toContain('<p dir="auto">نبني <strong>طائرة</strong> معاً.</p>');
    expect(page).toContain("<bdi>المختبر ٣</bdi>");
    const list = (await renderPage("/events")).html;
    expect(list).toMatch(/<h3 [^>]*dir="auto"[^>]*><a [^>]*>ليلة الطيران<\/a><\/h3>/);
    expect(list).toMatch(/<p dir="auto"[^>]*>نبني طائرة معاً.<\/p>/);
    // The people section: every name, position and bio takes its own direction.
    const home = (await renderPage("/")).html;
    expect(home).toMatch(/<p dir="auto" class="font-semibold">[^<]+<\/p>/);
  });

  it("of a draft article is 404 for a visitor", async () => {
    const [draft] = await database().db.select().from(newsArticles).where(eq(newsArticles.isPublished, false));
    if (!draft) throw new Error("the demo club has no draft");
    expect((await renderPage(`/news/${draft.slug}`)).status).toBe(404);
    expect((await renderPage(`/news/${draft.slug}?preview`)).status).toBe(404);
    expect((await card(cardPath("news", draft))).status).toBe(404);
  });

  it("gives a calendar file of the event", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const response = await eventIcs({ params: { slug: event.slug }, request: new Request("http://x/") } as never);
    expect(response.headers.get("Content-Type")).toContain("text/calendar");
    const text = await response.text();
    expect(text).toContain(`URL:http://localhost:3000/events/${event.slug}\r\n`);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

describe("Markdown in the admin", () => {
  it("is previewed exactly as visitors will see it, for admins only", async () => {
    const { admin, anonymous } = await personaCookies(database().db);
    const text = "Hello **club**\n\n<script>alert(1)</script>";
    const body = new FormData();
    body.set("text", text);
    const request = new Request("http://localhost:3000/admin-kfupm-aero/markdown-preview", {
      method: "POST",
      headers: { cookie: admin },
      body,
    });
    const response = (await previewAction({ request, params: {}, context: {} } as never)) as Response;
    const { html } = (await response.json()) as { html: string };
    expect(html).toBe(await formatted(text));
    expect(html).toContain("<strong>club</strong>");
    expect(html).not.toContain("<script");
    const refused = await postTo(previewAction, "/admin-kfupm-aero/markdown-preview", { text }, anonymous);
    expect(refused.status).toBe(302);
  });

  it("keeps a picture inserted in the text as in use, and lists the plain text", async () => {
    const picture = "/storage/news/0123456789abcdef0123456789abcdef.webp";
    expect(await store.isFileInUse(database().db, picture)).toBe(false);
    const [article] = await database().db.select().from(newsArticles).limit(1);
    if (!article) throw new Error("no article");
    await database()
      .db.update(newsArticles)
      .set({ content: `Intro **bold**\n\n![launch](${picture})` })
      .where(eq(newsArticles.id, article.id));
    expect(await store.isFileInUse(database().db, picture)).toBe(true);
    expect(await store.filesInUse(database().db)).toContain(picture);
    const [listed] = await listedRecords(newsServer.collection, [{ ...article, content: "Intro **bold**" }]);
    expect(plainTextOf(listed as never, "content")).toBe("Intro bold");
  });
});

describe("text written in Markdown, where a list cuts it", () => {
  it("is cut as plain text on the home page (150 characters) and the news page (200), never a mark in half", async () => {
    const content =
      "**Bold start** and a [link to the launch](https://x.org/launch), then _more_ words.\n\n" +
      "Lorem ipsum dolor sit amet. ".repeat(10);
    // What a reader sees of it, on one line.
    const plain = `Bold start and a link to the launch, then more words. ${"Lorem ipsum dolor sit amet. ".repeat(10).trim()}`;
    await database()
      .db.update(newsArticles)
      .set({ content })
      .where(eq(newsArticles.title, "Club Wins AIAA Regional Design Award"));
    // A change outside the store raises the content version as the store's writes do.
    await raiseContentVersion(database().db);
    for (const [path, cut] of [
      ["/", 150],
      ["/news", 200],
    ] as const) {
      const page = await renderPage(path);
      expect(page.status).toBe(200);
      // The cut text is one text node; the whole text (in the news page's disclosure) is marked up.
      const shown = readHtml(page.html).texts.filter((text) => text.includes("Bold start") && text.includes("Lorem"));
      expect(shown, path).toEqual([`${plain.slice(0, cut)}...`]);
      for (const mark of ["**", "](", "[link", "_more_"]) expect(shown[0], `${path}: ${mark}`).not.toContain(mark);
    }
  });
});

describe("the card of a page without a picture", () => {
  it("is a 1200 x 630 JPEG under 300 KB, made once per version", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const response = await card(cardPath("events", event));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    const body = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(body.length).toBeLessThan(300_000);
    // An earlier version's address leads to the current card.
    const old = await card(cardPath("events", { id: event.id, version: event.version + 5 }));
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(cardPath("events", event));
    expect((await card("/cards/gallery/x-1.jpg")).status).toBe(404);
  });

  it("is drawn in Arabic for an Arabic page, at an address of its own", async () => {
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    await database().db.update(events).set({ titleAr: "ورشة بناء الصواريخ" }).where(eq(events.id, event.id));
    const current = { id: event.id, version: event.version };
    expect(cardPath("events", current, "ar")).toBe(`/cards/events/${event.id}-${event.version}.ar.jpg`);
    const arabic = await card(cardPath("events", current, "ar"));
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get("Content-Type")).toBe("image/jpeg");
    const english = await card(cardPath("events", current));
    expect(Buffer.from(await arabic.arrayBuffer()).equals(Buffer.from(await english.arrayBuffer()))).toBe(false);
    // An earlier version's Arabic card leads to the current Arabic card.
    const old = await card(cardPath("events", { id: event.id, version: event.version + 5 }, "ar"));
    expect(old.headers.get("Location")).toBe(cardPath("events", current, "ar"));
  });

  it("draws a bounded part of a hostile title: heaps of combining marks, a word of 300 letters, 8,000 characters", async () => {
    const zalgo = `Launch${"\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308".repeat(40)} day`;
    expect(cardText(zalgo, 160)).toBe("Launch\u0301\u0302 day");
    expect(cardText("Word ".repeat(1600), 160).length).toBeLessThanOrEqual(160);
    for (const title of [zalgo.repeat(20), "X".repeat(300), `${"Rocket ".repeat(1100)}launch`]) {
      const jpeg = await renderCard({ title, kicker: "Event · December 10, 2026", clubName: "KFUPM Aerospace Club" });
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    }
  });

  it("that cannot be made is the fallback card, kept so that it is not tried again at every request", async () => {
    const record = { id: "00000000-0000-4000-8000-00000000ca4d", version: 1 };
    let tries = 0;
    const failing = async () => {
      tries++;
      throw new Error("the text shaper gave up");
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const text = { title: "x", kicker: "y", clubName: "KFUPM Aerospace Club" };
      const first = await recordCard("events", record, text, failing);
      expect((await sharp(first).metadata()).width).toBe(1200);
      const second = await recordCard("events", record, text, failing);
      expect(second.equals(first)).toBe(true);
      expect(tries).toBe(1);
    } finally {
      quiet.mockRestore();
    }
  });

  it("draws a title in Arabic, or of any length, inside the card", async () => {
    for (const title of ["إطلاق الصاروخ الأول", "A".repeat(20), "Word ".repeat(80)]) {
      const jpeg = await renderCard({ title, kicker: "News · November 21, 2026", clubName: "KFUPM Aerospace Club" });
      expect(jpeg.length).toBeLessThan(300_000);
      // The title's band holds white text: some pixels there are near white.
      const { data, info } = await sharp(jpeg)
        .extract({ left: 96, top: 150, width: 1008, height: 330 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if ((data[i] ?? 0) > 230 && (data[i + 1] ?? 0) > 230 && (data[i + 2] ?? 0) > 230) white++;
      }
      expect(white, title).toBeGreaterThan(500);
    }
  });
});

import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { newsArticles } from "~/features/news/table";
import { teamMembers } from "~/features/team/table";
import { imageVariant, removeImageVariants } from "~/lib/images.server";
import { storage } from "~/lib/storage.server";
import { loader } from "~/routes/resources/image";
import { pngClaiming } from "../support/pictures";
import { withTestDatabase } from "./support/database";
import { readHtml } from "./support/html";
import { renderPage } from "./support/render-page";

const database = withTestDatabase();

const request = (path: string) => ({ request: new Request(`http://localhost:3000${path}`) }) as const;

beforeAll(async () => {
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
  await storage().put("gallery", "test-picture.png", picture, "image/png");
  await storage().put("gallery", "not-a-picture.png", Buffer.from("plain text"), "image/png");
});

describe("image variants", () => {
  it("of a large original stored by an earlier version are made; one over sharp's limit is refused, not decoded", async () => {
    const large = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    await storage().put("gallery", "large.png", large, "image/png");
    await storage().put("gallery", "claims-huge.png", pngClaiming(20_000, 20_000), "image/png");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const served = await loader({
        ...request("/images/gallery/large.png?w=480"),
        params: { bucket: "gallery", name: "large.png" },
      } as never);
      expect(served.status).toBe(200);
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        width: 480,
        height: 420,
      });
      const refused = await loader({
        ...request("/images/gallery/claims-huge.png?w=480"),
        params: { bucket: "gallery", name: "claims-huge.png" },
      } as never);
      expect(refused.status).toBe(422);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/pixel limit/i));
    } finally {
      logged.mockRestore();
      await removeImageVariants("gallery", "large.png");
      await storage().remove("gallery", "large.png");
      await storage().remove("gallery", "claims-huge.png");
    }
  });

  it("are made once for a burst of requests for the same new variant; the others wait for it", async () => {
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    await storage().put("gallery", "burst.jpg", picture, "image/jpeg");
    const reads = vi.spyOn(storage(), "source");
    try {
      const variants = await Promise.all(Array.from({ length: 16 }, () => imageVariant("gallery", "burst.jpg", 640)));
      expect(reads).toHaveBeenCalledTimes(1);
      for (const variant of variants) expect(variant?.equals(variants[0] ?? Buffer.alloc(0))).toBe(true);
      // A later request reads the variant made, and makes nothing.
      await imageVariant("gallery", "burst.jpg", 640);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      await removeImageVariants("gallery", "burst.jpg");
      await storage().remove("gallery", "burst.jpg");
    }
  });

  it("serves a stored picture resized to the width asked, as WebP", async () => {
    const response = await loader({
      ...request("/images/gallery/test-picture.png?w=480"),
      params: { bucket: "gallery", name: "test-picture.png" },
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 320 });
  });

  it("never enlarges, and keeps the variant for the next request", async () => {
    const first = await imageVariant("gallery", "test-picture.png", 1200);
    await storage().remove("gallery", "test-picture.png");
    const cached = await imageVariant("gallery", "test-picture.png", 1200);
    expect(cached?.equals(first ?? Buffer.alloc(0))).toBe(true);
    expect((await sharp(cached ?? Buffer.alloc(0)).metadata()).width).toBe(1200);
    await removeImageVariants("gallery", "test-picture.png");
    expect(await imageVariant("gallery", "test-picture.png", 1200)).toBeNull();
  });

  it.each([
    ["/images/gallery/test-picture.png?w=500", { bucket: "gallery", name: "test-picture.png" }],
    ["/images/gallery/test-picture.png", { bucket: "gallery", name: "test-picture.png" }],
    ["/images/secrets/test-picture.png?w=480", { bucket: "secrets", name: "test-picture.png" }],
    ["/images/gallery/..%2Fauth-secret?w=480", { bucket: "gallery", name: "../auth-secret" }],
    ["/images/videos/club-loop.mp4?w=480", { bucket: "videos", name: "club-loop.mp4" }],
    ["/images/gallery/missing.png?w=480", { bucket: "gallery", name: "missing.png" }],
  ])("answers 404 for %s", async (path, params) => {
    const response = await loader({ ...request(path), params } as never);
    expect(response.status).toBe(404);
  });

  it("answers 422, not 500, for a file that is not a picture", async () => {
    const response = await loader({
      ...request("/images/gallery/not-a-picture.png?w=480"),
      params: { bucket: "gallery", name: "not-a-picture.png" },
    } as never);
    expect(response.status).toBe(422);
  });
});

/** The attributes of the page's picture with this text alternative, by their lower-case names. */
function pictureOf(html: string, alt: string): Record<string, string> {
  const found = readHtml(html).tags.find((tag) => tag.name === "img" && tag.attributes.alt === alt);
  if (!found) throw new Error(`no picture "${alt}" on the page`);
  return Object.fromEntries(Object.entries(found.attributes).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The widths a `srcset` describes, and whether every address in it is a resized copy. */
function candidatesOf(srcSet: string): { widths: number[]; resized: boolean } {
  const candidates = srcSet.split(", ").map((candidate) => candidate.split(" "));
  return {
    widths: candidates.map(([, width]) => Number.parseInt(width ?? "", 10)),
    resized: candidates.every(([url]) => /^\/images\/[a-z]+\/[\w.-]+\?w=\d+$/.test(url ?? "")),
  };
}

describe("pictures on the public pages", () => {
  it("a team member's 2,560 px portrait is sent resized for the size it is shown at, with its width and height", async () => {
    const portrait = await sharp({ create: { width: 2560, height: 2560, channels: 3, background: "#7c2d12" } })
      .jpeg()
      .toBuffer();
    await storage().put("team", "portrait-2560.jpg", portrait, "image/jpeg");
    await database()
      .db.insert(teamMembers)
      .values({ name: "Layla Portrait", position: "President", imageUrl: "/storage/team/portrait-2560.jpg" });

    const picture = pictureOf((await renderPage("/")).html, "Layla Portrait");
    expect(picture.src).toMatch(/^\/images\/team\/portrait-2560\.jpg\?w=\d+$/);
    expect(candidatesOf(picture.srcset ?? "")).toEqual({ widths: [320, 480, 640, 800, 1200], resized: true });
    // Shown 56 px wide on a phone and 96 px from 640 px: the browser takes the smallest copy.
    expect(picture.sizes).toBe("(min-width: 640px) 96px, 56px");
    expect(picture).toMatchObject({ width: "96", height: "96" });
  });

  it("a picture uploaded into an article's text is sent resized, with its width and height, its file read once", async () => {
    const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#0f766e" } })
      .webp()
      .toBuffer();
    await storage().put("news", "in-the-text.webp", photo, "image/webp");
    await database().db.insert(newsArticles).values({
      title: "Pictures in the text",
      slug: "pictures-in-the-text",
      content: "Before the picture.\n\n![The new lab](/storage/news/in-the-text.webp)\n\nAfter it.",
      author: "Club",
      isPublished: true,
    });
    const reads = vi.spyOn(storage(), "source");
    try {
      const page = await renderPage("/news/pictures-in-the-text");
      expect(page.status).toBe(200);
      const picture = pictureOf(page.html, "The new lab");
      expect(picture.src).toBe("/images/news/in-the-text.webp?w=800");
      // No copy is described wider than the picture itself: its larger copies are the picture at 1000 px.
      expect(candidatesOf(picture.srcset ?? "")).toEqual({ widths: [320, 480, 640, 800, 1000], resized: true });
      expect(picture).toMatchObject({ width: "1000", height: "750", loading: "lazy" });
      expect(picture.sizes).toBeTruthy();

      await renderPage("/news/pictures-in-the-text");
      expect(reads.mock.calls.filter(([, name]) => name === "in-the-text.webp")).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });
});

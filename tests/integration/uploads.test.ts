import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadReply } from "~/features/admin/replies";
import { env } from "~/lib/env.server";
import { imageTypes, type UploadRule } from "~/lib/media";
import { s3Storage, setStorage, storage } from "~/lib/storage.server";
import { receiveUpload, removeUploadLeftovers } from "~/lib/uploads.server";
import { action } from "~/routes/admin/upload";
import { chunksOf, LOCATION, withLocation } from "../support/videos";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/**
 * The upload endpoint of the admin forms: the file's bytes decide its type, the field's limit is
 * enforced while it streams, pictures are stored upright without their metadata, and a crop
 * stores exactly the region chosen. On local disk and on an S3-compatible server.
 */
const database = withTestDatabase();
let cookie = "";
beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
});

async function send(fields: Record<string, string | Blob>): Promise<{ status: number; body: UploadReply }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  const response = (await action({ request, params: {}, context: {} } as never)) as Response;
  return { status: response.status, body: (await response.json()) as UploadReply };
}

const file = (bytes: Buffer | Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

async function picture(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: "#1e3a8a" } });
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function storedMetadata(url: string) {
  const located = storage().locate(url);
  const object = located ? await storage().get(located.bucket, located.name) : null;
  if (!object) throw new Error(`${url} is not in storage`);
  return sharp(object.body).metadata();
}

/** The projects form's picture field. */
const projectImageRule: UploadRule = { bucket: "projects", types: imageTypes, maxMegabytes: 5 };

const leftovers = () => {
  try {
    return readdirSync(path.join(env().DATA_DIR, "tmp", "uploads"));
  } catch {
    return [];
  }
};

function uploadContract(name: string) {
  describe(`uploads to ${name} storage`, () => {
    it("store a picture under a random name with its extension, upright and without its metadata", async () => {
      // A phone photo: taken sideways (EXIF orientation 6), with a location in its metadata.
      const photo = await sharp(await picture(400, 300))
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Club" } } })
        .jpeg()
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const { status, body } = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(photo, "Launch Photo.JPG", "image/jpeg"),
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, kind: "image", width: 300, height: 400 });
      if (!body.ok) return;
      expect(body.message).toEqual({
        title: "Success",
        description: "Image uploaded successfully",
        variant: "success",
      });
      expect(body.url).toMatch(/\/projects\/[0-9a-f-]{36}\.jpg$/);
      const meta = await storedMetadata(body.url);
      expect(meta).toMatchObject({ format: "jpeg", width: 300, height: 400 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it("go by the bytes, not the name: a PNG named .jpg is stored as a PNG", async () => {
      const { body } = await send({
        collection: "news",
        field: "featuredImageUrl",
        file: file(await picture(64, 48, "png"), "photo.jpg", "image/jpeg"),
      });
      expect(body.ok && body.url).toMatch(/\/news\/[0-9a-f-]{36}\.png$/);
    });

    it("refuse a picture over 50 megapixels with the upload's message, and store a large one at 2560 px on its long side", async () => {
      const storedBefore = await storage().list("projects");
      const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#1e3a8a" } })
        .jpeg()
        .toBuffer();
      const refused = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(huge, "huge.jpg", "image/jpeg"),
      });
      expect(refused.status).toBe(413);
      expect(refused.body.message).toEqual({
        title: "File too large",
        description: "Please select a picture of at most 50 megapixels (this one has 56)",
        variant: "error",
      });
      expect(await storage().list("projects")).toEqual(storedBefore);
      expect(leftovers()).toEqual([]);

      const large = await picture(4000, 3000);
      const { status, body } = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(large, "wide.jpg", "image/jpeg"),
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, width: 2560, height: 1920 });
      if (!body.ok) throw new Error("not stored");
      expect(await storedMetadata(body.url)).toMatchObject({ width: 2560, height: 1920 });
    });

    it("a video says 'Video uploaded successfully'", async () => {
      const video = readFileSync(path.resolve("demo/media/videos/club-loop.mp4"));
      const { body } = await send({
        collection: "gallery",
        field: "imageUrl",
        file: file(video, "clip.mp4", "video/mp4"),
      });
      expect(body).toMatchObject({
        ok: true,
        kind: "video",
        message: { title: "Success", description: "Video uploaded successfully", variant: "success" },
      });
    });

    it("refuse a file that is not one of the field's types, whatever its name says", async () => {
      const { status, body } = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(Buffer.from("<svg onload=alert(1)>"), "drawing.png", "image/png"),
      });
      expect(status).toBe(415);
      expect(body).toEqual({
        ok: false,
        message: {
          title: "Invalid file type",
          description: "Please select one of: JPEG, PNG or WebP pictures",
          variant: "error",
        },
      });
      // A video is fine in the gallery, not for a project.
      const video = readFileSync(path.resolve("demo/media/videos/club-loop.mp4"));
      expect(
        (await send({ collection: "projects", field: "imageUrl", file: file(video, "a.mp4", "video/mp4") })).status,
      ).toBe(415);
    });

    it("refuse a file over the field's limit while it arrives, and keep nothing of it", async () => {
      const big = Buffer.concat([await picture(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
      const { status, body } = await send({
        collection: "news",
        field: "featuredImageUrl",
        file: file(big, "big.jpg", "image/jpeg"),
      });
      expect(status).toBe(413);
      expect(body).toEqual({
        ok: false,
        message: { title: "File too large", description: "Please select a file smaller than 5MB", variant: "error" },
      });
      expect(leftovers()).toEqual([]);
      const huge = Buffer.concat([await picture(100, 100), Buffer.alloc(50 * 1024 * 1024)]);
      const gallery = await send({
        collection: "gallery",
        field: "imageUrl",
        file: file(huge, "huge.jpg", "image/jpeg"),
      });
      expect(gallery.status).toBe(413);
      expect(gallery.body.message.description).toBe("Please select a file smaller than 50MB");
    });

    it("store a video without where it was filmed, its frames where they were", async () => {
      const original = readFileSync(path.join(process.cwd(), "demo", "media", "gallery", "rocket-launch.mp4"));
      const located = withLocation(original);
      expect(located.includes(Buffer.from(LOCATION))).toBe(true);
      const { status, body } = await send({
        collection: "gallery",
        field: "imageUrl",
        file: file(located, "from-my-phone.mp4", "video/mp4"),
      });
      expect(status).toBe(200);
      if (!body.ok) throw new Error("not stored");
      const where = storage().locate(body.url);
      const stored = where ? (await storage().get(where.bucket, where.name))?.body : undefined;
      if (!stored) throw new Error("not in storage");
      expect(stored.includes(Buffer.from(LOCATION))).toBe(false);
      expect(stored.includes(Buffer.from([0xa9, 0x78, 0x79, 0x7a]))).toBe(false);
      // The same size, the same frames at the offsets the player reads them from.
      expect(stored.length).toBe(located.length);
      expect(chunksOf(stored)).toEqual(chunksOf(located));
      expect(chunksOf(stored)).toEqual(chunksOf(original));
    });

    it("put gallery videos in the videos bucket", async () => {
      const video = readFileSync(path.resolve("demo/media/videos/club-loop.webm"));
      const { body } = await send({
        collection: "gallery",
        field: "imageUrl",
        file: file(video, "Club.webm", "video/webm"),
      });
      expect(body).toMatchObject({ ok: true, kind: "video" });
      if (!body.ok) return;
      expect(body.url).toMatch(/\/videos\/[0-9a-f-]{36}\.webm$/);
      const located = storage().locate(body.url);
      expect(located && (await storage().get(located.bucket, located.name))?.body.equals(video)).toBe(true);
    });

    it("crop: the stored picture is the region chosen, and an unsaved original is removed", async () => {
      const uploaded = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(await picture(1600, 1200), "wide.jpg", "image/jpeg"),
      });
      if (!uploaded.body.ok) throw new Error("upload failed");
      const source = uploaded.body.url;
      const region = { left: "100", top: "50", width: "640", height: "480" };
      const { status, body } = await send({
        collection: "projects",
        field: "imageUrl",
        intent: "crop",
        source,
        ...region,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true, width: 640, height: 480 });
      if (!body.ok) return;
      expect(body.url).not.toBe(source);
      expect(await storedMetadata(body.url)).toMatchObject({ width: 640, height: 480 });
      const original = storage().locate(source);
      expect(original && (await storage().exists(original.bucket, original.name))).toBe(false);

      const outside = await send({
        collection: "projects",
        field: "imageUrl",
        intent: "crop",
        source: body.url,
        left: "600",
        top: "0",
        width: "100",
        height: "10",
      });
      expect(outside.status).toBe(400);
      expect(outside.body.message.title).toBe("Invalid crop");
    });

    it("a team member's photo is kept square: the upload is cut to its largest square, a crop must be one", async () => {
      const uploaded = await send({
        collection: "team",
        field: "imageUrl",
        file: file(await picture(900, 600, "png"), "portrait.png", "image/png"),
      });
      expect(uploaded.body).toMatchObject({ ok: true, width: 600, height: 600 });
      if (!uploaded.body.ok) return;
      expect(uploaded.body.url).toMatch(/\/team\/[0-9a-f-]{36}\.png$/);
      expect(await storedMetadata(uploaded.body.url)).toMatchObject({ width: 600, height: 600 });
      const crop = (width: string, height: string) =>
        send({
          collection: "team",
          field: "imageUrl",
          intent: "crop",
          source: uploaded.body.ok ? uploaded.body.url : "",
          left: "10",
          top: "10",
          width,
          height,
        });
      const oblong = await crop("300", "200");
      expect(oblong.status).toBe(400);
      expect(oblong.body.message).toMatchObject({
        title: "Invalid crop",
        description: "Choose a square: its width and height equal.",
      });
      expect(await crop("300", "300")).toMatchObject({ status: 200, body: { ok: true, width: 300, height: 300 } });
    });

    it("a record saved with an uploaded picture keeps it; deleting the record removes it", async () => {
      const uploaded = await send({
        collection: "projects",
        field: "imageUrl",
        file: file(await picture(200, 100), "p.png", "image/png"),
      });
      if (!uploaded.body.ok) throw new Error("upload failed");
      const saved = await postCollection(
        "projects",
        { intent: "create", title: `Upload ${name}`, description: "D", imageUrl: uploaded.body.url },
        cookie,
      );
      expect(saved.reply?.outcome).toBe("saved");
      const located = storage().locate(uploaded.body.url);
      if (!located) throw new Error("not ours");
      expect(await storage().exists(located.bucket, located.name)).toBe(true);
      const { listRecords } = await import("~/content/store.server");
      const { projectsServer } = await import("~/features/projects/collection.server");
      const record = (await listRecords(database().db, projectsServer)).find((p) => p.title === `Upload ${name}`);
      await postCollection("projects", { intent: "delete", id: String(record?.id) }, cookie);
      expect(await storage().exists(located.bucket, located.name)).toBe(false);
    });
  });
}

uploadContract("local");

describe("on an S3-compatible server", () => {
  let server: S3rver;
  const directory = mkdtempSync(path.join(os.tmpdir(), "aero-s3-uploads-"));
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: "club-media" }],
    });
    const { port } = await server.run();
    setStorage(
      s3Storage({
        S3_BUCKET: "club-media",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_PUBLIC_URL: undefined,
        S3_FORCE_PATH_STYLE: true,
      }),
    );
  });
  afterAll(async () => {
    setStorage(undefined);
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("serves an upload from the bucket with its type", async () => {
    const { body } = await send({
      collection: "gallery",
      field: "imageUrl",
      file: file(await picture(32, 32, "png"), "a.png", "image/png"),
    });
    if (!body.ok) throw new Error("upload failed");
    expect(body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/club-media\/gallery\/[0-9a-f-]{36}\.png$/);
    const response = await fetch(body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  uploadContract("S3");
});

describe("the endpoint", () => {
  it("takes uploads only for a known field", async () => {
    const bytes = await picture(10, 10);
    for (const fields of [
      { collection: "rockets", field: "imageUrl" },
      { collection: "team", field: "bio" },
      { collection: "projects", field: "title" },
    ]) {
      const { status, body } = await send({ ...fields, file: file(bytes, "a.jpg", "image/jpeg") });
      expect(status).toBe(400);
      expect(body.message).toEqual({
        title: "Upload failed",
        description: "Failed to upload image. Please try again.",
        variant: "error",
      });
    }
  });

  it("answers a body that is not a multipart form with 400", async () => {
    const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
      method: "POST",
      headers: { cookie, "Content-Type": "multipart/form-data; boundary=nothing" },
      body: "this is not multipart",
    });
    const response = (await action({ request, params: {}, context: {} } as never)) as Response;
    expect(response.status).toBe(400);
  });
});

describe("an upload cut off", () => {
  /** Descriptors of this process open on a file of DATA_DIR/tmp/uploads. */
  const openParts = () =>
    readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).includes(path.join("tmp", "uploads"));
      } catch {
        return false;
      }
    });

  it("that stops sending is given up after the idle time: its part is removed and closed", async () => {
    const source = new PassThrough();
    source.write(await picture(40, 40));
    const outcome = await receiveUpload(source, "stalled.jpg", projectImageRule, 300);
    expect(outcome).toMatchObject({ ok: false, status: 500 });
    expect(leftovers()).toEqual([]);
    expect(openParts()).toEqual([]);
  });

  it("whose client goes away in the middle of the file leaves nothing behind", async () => {
    const boundary = "cutoff";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="collection"\r\n\r\nprojects\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\nimageUrl\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const bytes = await picture(200, 200);
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new Uint8Array(Buffer.concat([head, bytes.subarray(0, 600)])));
        } else {
          controller.error(new Error("the client went away"));
        }
      },
    });
    const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
      method: "POST",
      headers: { cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const response = (await action({ request, params: {}, context: {} } as never)) as Response;
    expect(response.status).toBe(400);
    expect(leftovers()).toEqual([]);
    expect(openParts()).toEqual([]);
  });

  it("leaves parts that an earlier run could not remove: they are removed at start, and once an hour when old", async () => {
    const dir = path.join(env().DATA_DIR, "tmp", "uploads");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "old.part"), "x");
    writeFileSync(path.join(dir, "fresh.part"), "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(dir, "old.part"), twoHoursAgo, twoHoursAgo);
    expect(await removeUploadLeftovers()).toBe(1);
    expect(leftovers()).toEqual(["fresh.part"]);
    expect(await removeUploadLeftovers(0)).toBe(1);
    expect(leftovers()).toEqual([]);
  });
});

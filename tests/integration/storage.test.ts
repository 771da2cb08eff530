import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketTypes } from "~/collections";
import { declareBuckets, localStorage, randomObjectName, type Storage, s3Storage } from "~/lib/storage.server";
import { s3PublicBase } from "~/lib/storage-url";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The same behaviour from both drivers: what one stores, the other would give back alike. */
function storageContract(name: string, make: () => { storage: Storage; fetchBase: string }) {
  describe(`${name} storage`, () => {
    it("stores an object, serves it at its public address, and removes it", async () => {
      const { storage, fetchBase } = make();
      const object = randomObjectName("Photo.PNG");
      expect(object).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(await storage.exists("gallery", object)).toBe(false);
      expect(await storage.get("gallery", object)).toBeNull();

      await storage.put("gallery", object, png, "image/png");
      expect(await storage.exists("gallery", object)).toBe(true);
      expect((await storage.get("gallery", object))?.body.equals(png)).toBe(true);

      const url = storage.publicUrl("gallery", object);
      expect(url.endsWith(`/gallery/${object}`)).toBe(true);
      if (fetchBase) {
        const response = await fetch(new URL(url, fetchBase));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
      }

      await storage.remove("gallery", object);
      expect(await storage.exists("gallery", object)).toBe(false);
    });

    it("stores a file from disk, and finds an object by its public address", async () => {
      const { storage } = make();
      const file = path.join(localRoot, "upload.part");
      writeFileSync(file, png);
      const object = randomObjectName("drawing.png");
      await storage.putFile("projects", object, file, "image/png");
      expect((await storage.get("projects", object))?.body.equals(png)).toBe(true);
      expect(storage.locate(storage.publicUrl("projects", object))).toEqual({ bucket: "projects", name: object });
      for (const other of [
        "https://elsewhere.example/projects/a.png",
        `${storage.publicUrl("projects", object)}/x`,
        "/storage/secrets/a.png",
      ]) {
        expect(storage.locate(other)).toBeNull();
      }
      await storage.remove("projects", object);
    });

    it("lists the objects of one bucket, and only that bucket's, with their size and time", async () => {
      const { storage } = make();
      const names = [randomObjectName("a.png"), randomObjectName("b.webp")];
      for (const name of names) await storage.put("team", name, png, "image/png");
      await storage.put("events", randomObjectName("c.png"), png, "image/png");
      expect(await storage.list("team")).toEqual([...names].sort());
      const inventory = await storage.inventory("team");
      expect(inventory.map((entry) => entry.name)).toEqual([...names].sort());
      for (const entry of inventory) {
        expect(entry.bytes).toBe(png.length);
        expect(Math.abs(entry.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
      }
      await storage.remove("team", names[0] ?? "");
      expect(await storage.list("team")).toEqual([names[1]]);
      expect(await storage.list("news")).toEqual([]);
    });

    it("refuses object names that could leave the bucket", async () => {
      const { storage } = make();
      for (const bad of ["../auth-secret", "a/b.png", ".hidden", ""]) {
        await expect(storage.put("gallery", bad, png, "image/png")).rejects.toThrow("Invalid storage object name");
      }
    });
  });
}

// The buckets the registry declares when the server starts.
declareBuckets(bucketTypes.keys());

const localRoot = mkdtempSync(path.join(os.tmpdir(), "aero-storage-"));
afterAll(() => rmSync(localRoot, { recursive: true, force: true }));
storageContract("local", () => ({ storage: localStorage(localRoot), fetchBase: "" }));

let s3: S3rver;
let endpoint = "";
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "aero-s3rver-"));
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "club-media" }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});
const s3Config = () => ({
  S3_BUCKET: "club-media",
  S3_REGION: "us-east-1",
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_PUBLIC_URL: undefined,
  S3_FORCE_PATH_STYLE: true,
});
storageContract("S3", () => ({ storage: s3Storage(s3Config()), fetchBase: endpoint }));

describe("S3 public addresses", () => {
  const base = { S3_BUCKET: "media", S3_REGION: "eu-west-1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" };
  it("use S3_PUBLIC_URL when given", () => {
    expect(
      s3PublicBase({
        ...base,
        S3_ENDPOINT: undefined,
        S3_PUBLIC_URL: "https://cdn.example.org",
        S3_FORCE_PATH_STYLE: false,
      }),
    ).toBe("https://cdn.example.org");
  });
  it("else the bucket's address at AWS or at the endpoint", () => {
    expect(
      s3PublicBase({ ...base, S3_ENDPOINT: undefined, S3_PUBLIC_URL: undefined, S3_FORCE_PATH_STYLE: false }),
    ).toBe("https://media.s3.eu-west-1.amazonaws.com");
    expect(
      s3PublicBase({
        ...base,
        S3_ENDPOINT: "https://s3.example.org",
        S3_PUBLIC_URL: undefined,
        S3_FORCE_PATH_STYLE: true,
      }),
    ).toBe("https://s3.example.org/media");
    expect(
      s3PublicBase({
        ...base,
        S3_ENDPOINT: "https://s3.example.org",
        S3_PUBLIC_URL: undefined,
        S3_FORCE_PATH_STYLE: false,
      }),
    ).toBe("https://media.s3.example.org");
  });
});

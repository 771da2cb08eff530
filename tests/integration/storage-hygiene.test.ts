import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { store } from "~/collections.server";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { projects } from "~/features/projects/table";
import { heroMedia } from "~/lib/site-media.server";
import { type Bucket, localStorage, setStorage, storageTotals } from "~/lib/storage.server";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { sessionCookie } from "./support/accounts";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const root = mkdtempSync(path.join(tmpdir(), "aero-hygiene-"));
const files = localStorage(root);
const DAY = 24 * 60 * 60 * 1000;

/** Stores a file in `bucket`, last written `ageMs` ago. */
async function stored(bucket: Bucket, name: string, ageMs: number, bytes = 100) {
  await files.put(bucket, name, Buffer.alloc(bytes, 1), "image/png");
  const when = new Date(Date.now() - ageMs);
  utimesSync(path.join(root, bucket, name), when, when);
  return files.publicUrl(bucket, name);
}

beforeAll(() => {
  setStorage(files);
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(() => {
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

describe("uploads never saved with a record", () => {
  it("are removed after a day; saved ones, recent ones and the site's own media stay", async () => {
    const abandoned = "0d6c7c7e-0000-4000-8000-000000000001.png";
    const recent = "0d6c7c7e-0000-4000-8000-000000000002.png";
    const saved = "0d6c7c7e-0000-4000-8000-000000000003.png";
    const movedHost = "0d6c7c7e-0000-4000-8000-000000000004.png";
    await stored("projects", abandoned, 2 * DAY, 300);
    await stored("news", recent, 60 * 60 * 1000);
    const savedUrl = await stored("projects", saved, 3 * DAY);
    await stored("projects", movedHost, 3 * DAY);
    await stored(heroMedia.poster.bucket, heroMedia.poster.file, 30 * DAY);
    await database()
      .db.insert(projects)
      .values([
        { title: "Saved", slug: "saved", description: "D", imageUrl: savedUrl },
        // A record whose address names another host (the storage's address changed since).
        {
          title: "Moved",
          slug: "moved",
          description: "D",
          imageUrl: `https://old-cdn.example.org/storage/projects/${movedHost}`,
        },
      ]);

    expect(await storageTotals()).toEqual({ files: 5, bytes: 700 });
    expect(await store.removeAbandonedFiles(database().db)).toEqual({ files: 1, bytes: 300 });
    expect(await files.list("projects")).toEqual([saved, movedHost].sort());
    expect(await files.list("news")).toEqual([recent]);
    expect(await files.exists(heroMedia.poster.bucket, heroMedia.poster.file)).toBe(true);
    expect(await storageTotals()).toEqual({ files: 4, bytes: 400 });
    // Nothing more to remove.
    expect(await store.removeAbandonedFiles(database().db)).toEqual({ files: 0, bytes: 0 });
  });

  it("are counted on the dashboard with every stored file", async () => {
    await grantAdmin(database().db, auth(), { email: "chair@example.org", password: "chair passphrase" });
    const cookie = await sessionCookie("chair@example.org", "chair passphrase");
    const request = new Request("http://localhost:3000/admin-kfupm-aero/dashboard", { headers: { cookie } });
    const data = await dashboardLoader({ request, params: {}, context: {} } as never);
    expect(data.stored).toEqual({ files: 4, bytes: 400 });
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketTypes } from "~/collections";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth, createAuth } from "~/features/admin-accounts/service/auth.server";
import { submitContactMessage } from "~/features/contact/submit.server";
import { seedDemoContent } from "~/features/demo/seed.server";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { type Database, type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import type { Bucket } from "~/lib/media";
import { countUse } from "~/lib/rate-limit.server";
import { localStorage, type Storage } from "~/lib/storage.server";
import { BackupError, type Manifest } from "~/operations/archive.server";
import { writeBackup } from "~/operations/backup.server";
import { restoreBackup } from "~/operations/restore.server";
import { runs } from "../support/hostile";
import { createTestDatabase, fillDataDirFromTemplate, testEngine, withTestDatabase } from "./support/database";
import { waitingFor } from "./support/limits";
import { runScript } from "./support/processes";

const database = withTestDatabase();
const scratch = mkdtempSync(path.join(os.tmpdir(), "aero-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every row of every table, as PostgreSQL writes it, in a fixed order. */
async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((row) => row.tablename);
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} as t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    all[table] = result.rows.map((r) => r.row);
  }
  return all;
}

/** Every stored file, by bucket and name, with its bytes. */
async function everyFile(storage: Storage): Promise<Record<string, Buffer>> {
  const all: Record<string, Buffer> = {};
  for (const bucket of [...bucketTypes.keys()]) {
    for (const name of await storage.list(bucket)) {
      const object = await storage.get(bucket, name);
      if (object) all[`${bucket}/${name}`] = object.body;
    }
  }
  return all;
}

/** A copy of an archive with its backup.json and files changed by `edit`. */
async function editedArchive(archive: string, edit: (dir: string, manifest: Manifest) => Promise<Manifest>) {
  const dir = mkdtempSync(path.join(scratch, "edit-"));
  await tar.extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, "backup.json"), "utf8")) as Manifest;
  await writeFile(path.join(dir, "backup.json"), JSON.stringify(await edit(dir, manifest)));
  const edited = path.join(scratch, `edited-${path.basename(dir)}.tar.gz`);
  await tar.create({ gzip: true, file: edited, cwd: dir }, ["."]);
  return edited;
}

const hostileText = "<script>alert(1)</script> '; drop table events; -- \u202Eevil\u202C \u{1F680} tab\there\nline two";

describe("backup and restore", () => {
  const source = localStorage(path.join(scratch, "source-storage"));
  const archive = path.join(scratch, "club.tar.gz");
  let target: DatabaseHandle;
  let targetStorage: Storage;

  beforeAll(async () => {
    const { db } = database();
    await seedDemoContent(db, source);
    await grantAdmin(db, auth(), { email: "chair@example.org", password: "correct horse" });
    await subscribe(db, "reader@example.org");
    await submitContactMessage(
      db,
      { name: hostileText, email: "v@example.org", subject: hostileText, message: hostileText },
      { mailer: null, clubAddress: undefined },
      "Asia/Riyadh",
    );
    await countUse(db, "contact:192.0.2.1", { max: 10, windowSeconds: 600 });
    target = await createTestDatabase();
    targetStorage = localStorage(path.join(scratch, "target-storage"));
  });
  afterAll(async () => {
    await target?.close();
  });

  it("brings back every row and every file exactly, and the kept secret", async () => {
    const manifest = await writeBackup(
      { database: database(), storage: source, authSecret: "a-kept-secret-of-forty-characters-0123456" },
      archive,
    );
    expect(manifest.engine).toBe(testEngine);
    expect(manifest.tables.find((t) => t.name === "events")?.rows).toBe(11);
    // The archive is the owner's alone: it holds password hashes.
    expect((await import("node:fs")).statSync(archive).mode & 0o077).toBe(0);

    const secretFile = path.join(scratch, "target-secret");
    await restoreBackup({ database: target, storage: targetStorage, authSecretFile: secretFile }, archive);

    const before = await everyRow(database().db);
    const after = await everyRow(target.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.events).toHaveLength(11);
    expect(after.contact_messages?.[0]).toContain(JSON.stringify(hostileText).slice(1, -1));

    const files = await everyFile(source);
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(await everyFile(targetStorage)).toEqual(files);
    expect(readFileSync(secretFile, "utf8").trim()).toBe("a-kept-secret-of-forty-characters-0123456");
  });

  it("never writes over an archive", async () => {
    await expect(writeBackup({ database: database(), storage: source }, archive)).rejects.toThrow(
      `${archive} exists already; choose another name.`,
    );
  });

  it("refuses a database that is not empty, and changes nothing", async () => {
    const before = await everyRow(target.db);
    await expect(restoreBackup({ database: target, storage: targetStorage }, archive)).rejects.toThrow(
      /^The database is not empty \(.*events: 11.*\)\. Restore into an empty DATA_DIR or an empty database\.$/,
    );
    expect(await everyRow(target.db)).toEqual(before);
  });

  describe("into an empty database", () => {
    let empty: DatabaseHandle;
    const emptyStorage = localStorage(path.join(scratch, "empty-storage"));
    beforeAll(async () => {
      empty = await createTestDatabase();
    });
    afterAll(async () => {
      await empty?.close();
    });
    const restoreHere = (file: string) => restoreBackup({ database: empty, storage: emptyStorage }, file);
    async function expectEmpty() {
      for (const rows of Object.values(await everyRow(empty.db))) expect(rows).toEqual([]);
      expect(await everyFile(emptyStorage)).toEqual({});
    }

    it("refuses files that are not backups of this site", async () => {
      const junk = path.join(scratch, "junk.tar.gz");
      writeFileSync(junk, "not an archive at all");
      await expect(restoreHere(junk)).rejects.toThrow(/is not a readable backup archive/);
      await expect(restoreHere(path.join(scratch, "missing.tar.gz"))).rejects.toThrow(/^There is no file /);
      const other = path.join(scratch, "other.tar.gz");
      await mkdir(path.join(scratch, "other"), { recursive: true });
      writeFileSync(path.join(scratch, "other", "notes.txt"), "hello");
      await tar.create({ gzip: true, file: other, cwd: path.join(scratch, "other") }, ["."]);
      await expect(restoreHere(other)).rejects.toThrow(/has no backup\.json/);
      await expectEmpty();
    });

    it("refuses, before writing anything, an archive that holds other than a backup of pictures and videos", async () => {
      const secretFile = path.join(scratch, "crafted-secret");
      const restoreWithSecret = (file: string) =>
        restoreBackup({ database: empty, storage: emptyStorage, authSecretFile: secretFile }, file);
      const withFile = (bucket: Bucket, name: string, bytes: Buffer) =>
        editedArchive(archive, async (dir, manifest) => {
          await writeFile(path.join(dir, "storage", bucket, name), bytes);
          return { ...manifest, files: [...manifest.files, { bucket, name, bytes: bytes.length }] };
        });
      // Markup and script that the site would serve from its own address.
      for (const [name, bytes] of [
        ["evil.html", Buffer.from("<script>alert(document.cookie)</script>")],
        ["evil.js", Buffer.from("alert(1)")],
        ["looks-like.png", Buffer.from("<html><script>alert(1)</script></html>")],
      ] as const) {
        await expect(restoreHere(await withFile("gallery", name, bytes))).rejects.toThrow(
          `The archive's file gallery/${name} is not a picture or video of the kind its bucket holds.`,
        );
      }
      // A video where only pictures go, and a picture named as another type.
      const video = readFileSync(path.join(process.cwd(), "demo", "media", "gallery", "rocket-launch.mp4"));
      await expect(restoreHere(await withFile("team", "clip.mp4", video))).rejects.toThrow(
        "The archive's file team/clip.mp4 is not a picture or video of the kind its bucket holds.",
      );
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      await expect(restoreHere(await withFile("team", "photo.jpg", png))).rejects.toThrow(
        "The archive's file team/photo.jpg is not a picture or video of the kind its bucket holds.",
      );

      // A file backup.json does not name, and one it names that is missing or of another size.
      const extra = await editedArchive(archive, async (dir, manifest) => {
        await writeFile(path.join(dir, "storage", "gallery", "unnamed.webp"), "x");
        return manifest;
      });
      await expect(restoreHere(extra)).rejects.toThrow(
        "The archive holds a file its backup.json does not name: storage/gallery/unnamed.webp.",
      );
      const noSecret = await editedArchive(archive, async (dir, manifest) => {
        await rm(path.join(dir, "auth-secret"), { force: true });
        return { ...manifest, authSecret: true };
      });
      await expect(restoreWithSecret(noSecret)).rejects.toThrow(
        "The archive lacks a file its backup.json names: auth-secret.",
      );
      const resized = await editedArchive(archive, async (_dir, manifest) => ({
        ...manifest,
        files: manifest.files.map((file, i) => (i === 0 ? { ...file, bytes: file.bytes + 1 } : file)),
      }));
      await expect(restoreHere(resized)).rejects.toThrow(
        /^The archive's storage\/.* is not of the size its backup\.json names\.$/,
      );

      // An auth secret the site could not use.
      const shortSecret = await editedArchive(archive, async (dir, manifest) => {
        await writeFile(path.join(dir, "auth-secret"), "short");
        return { ...manifest, authSecret: true };
      });
      await expect(restoreWithSecret(shortSecret)).rejects.toThrow(
        "The archive's auth secret is not one the site can use (32 to 1024 characters of text).",
      );
      expect(existsSync(secretFile)).toBe(false);
      await expectEmpty();
    });

    it("stops reading an archive that unpacks to more than its limits, before unpacking anything", async () => {
      // 64 MB of zeros weigh 64 KB once compressed.
      const bomb = await editedArchive(archive, async (dir, manifest) => {
        await writeFile(path.join(dir, "zeros.bin"), Buffer.alloc(64 * 1024 * 1024));
        return manifest;
      });
      expect(statSync(bomb).size).toBeLessThan(2 * 1024 * 1024);
      const limited = (file: string, limits: { maxBytes: number; maxEntries: number }) =>
        restoreBackup({ database: empty, storage: emptyStorage }, file, limits);
      await expect(limited(bomb, { maxBytes: 32 * 1024 * 1024, maxEntries: 100_000 })).rejects.toThrow(
        /unpacks to more than 0\.0 GB: it is not restored\.$/,
      );
      const many = await editedArchive(archive, async (dir, manifest) => {
        for (let i = 0; i < 200; i++) await writeFile(path.join(dir, `note-${i}.txt`), "x");
        return manifest;
      });
      await expect(limited(many, { maxBytes: 1024 ** 3, maxEntries: 150 })).rejects.toThrow(
        /holds more than 150 entries: it is not a backup this site restores\.$/,
      );
      await expectEmpty();
    });

    it("refuses every crafted archive (generated), and writes nothing", async () => {
      const crafted = fc.oneof(
        fc.record({
          kind: fc.constant("unnamed" as const),
          name: fc.stringMatching(/^[a-z0-9._-]{1,20}$/),
        }),
        fc.record({
          kind: fc.constant("foreign" as const),
          bucket: fc.constantFrom(...[...bucketTypes.keys()]),
          name: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}\.(png|jpg|webp|mp4|html|js|svg|txt)$/),
          bytes: fc.uint8Array({ minLength: 1, maxLength: 256 }),
        }),
        fc.record({ kind: fc.constant("dropped" as const), at: fc.nat() }),
        fc.record({ kind: fc.constant("secret" as const), secret: fc.string({ maxLength: 31 }) }),
      );
      await fc.assert(
        fc.asyncProperty(crafted, async (change) => {
          const edited = await editedArchive(archive, async (dir, manifest) => {
            switch (change.kind) {
              case "unnamed":
                await writeFile(path.join(dir, `extra-${change.name}`), "x");
                return manifest;
              case "foreign":
                await mkdir(path.join(dir, "storage", change.bucket), { recursive: true });
                await writeFile(path.join(dir, "storage", change.bucket, `x${change.name}`), change.bytes);
                return {
                  ...manifest,
                  files: [
                    ...manifest.files,
                    { bucket: change.bucket, name: `x${change.name}`, bytes: change.bytes.length },
                  ],
                };
              case "dropped": {
                const file = manifest.files[change.at % manifest.files.length];
                if (file) await rm(path.join(dir, "storage", file.bucket, file.name));
                return manifest;
              }
              case "secret":
                await writeFile(path.join(dir, "auth-secret"), change.secret);
                return { ...manifest, authSecret: true };
            }
          });
          const secretFile = path.join(scratch, "generated-secret");
          await expect(
            restoreBackup({ database: empty, storage: emptyStorage, authSecretFile: secretFile }, edited),
          ).rejects.toThrow(BackupError);
          expect(existsSync(secretFile)).toBe(false);
          await rm(edited, { force: true });
        }),
        runs(15),
      );
      await expectEmpty();
    });

    it("refuses a backup made by a newer version of the site", async () => {
      const newer = await editedArchive(archive, async (_dir, manifest) => ({
        ...manifest,
        migrations: [...manifest.migrations, "9999_from_the_future"],
      }));
      await expect(restoreHere(newer)).rejects.toThrow(/newer version of the site/);
      await expectEmpty();
    });

    it("keeps nothing, files included, when the rows cannot all be written", async () => {
      const broken = await editedArchive(archive, async (dir, manifest) => {
        // A team member whose name is missing breaks the NOT NULL rule, after other tables went in.
        const file = path.join(dir, "database", "team_members.jsonl");
        const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
        const row = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
        lines[0] = JSON.stringify({ ...row, name: null });
        await writeFile(file, `${lines.join("\n")}\n`);
        return manifest;
      });
      await expect(restoreHere(broken)).rejects.toThrow(/^The restore failed and nothing was kept: /);
      await expectEmpty();

      const short = await editedArchive(archive, async (_dir, manifest) => ({
        ...manifest,
        tables: manifest.tables.map((t) => (t.name === "events" ? { ...t, rows: t.rows + 1 } : t)),
      }));
      await expect(restoreHere(short)).rejects.toThrow("The archive's events holds 11 rows where it should hold 12.");
      await expectEmpty();
    });

    it("restores a backup of an older schema, newer columns taking their defaults", async () => {
      const older = await editedArchive(archive, async (dir, manifest) => {
        const file = path.join(dir, "database", "events.jsonl");
        const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
        const withoutVersion = lines.map((line) => {
          const { version: _version, ...row } = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(row);
        });
        await writeFile(file, `${withoutVersion.join("\n")}\n`);
        return { ...manifest, migrations: manifest.migrations.slice(0, 2) };
      });
      await restoreHere(older);
      const versions = (await empty.db.execute(sql`select distinct version from events`)) as unknown as {
        rows: { version: number }[];
      };
      expect(versions.rows).toEqual([{ version: 1 }]);
      expect((await everyRow(empty.db)).events).toHaveLength(11);
    });
  });
});

/** `npm run backup` and `npm run restore` as a person runs them, on the embedded database. */
describe.skipIf(testEngine !== "pglite")("the backup and restore commands", () => {
  const cli = (dataDir: string, ...args: string[]) =>
    runScript("scripts/cli.ts", args, { DATA_DIR: dataDir, INIT_CWD: scratch, AUTH_SECRET: "" });

  it("writes one archive and brings it back into an empty DATA_DIR", { timeout: waitingFor(4) }, async () => {
    const from = path.join(scratch, "cli-from");
    const into = path.join(scratch, "cli-into");
    // The site's data directory, made and migrated (a copy of the template: creating one is the CLI
    // tests' subject), with the demo content and an admin written in this process, as db:seed and
    // admin:create write them; the restore goes into an empty one, as on a new machine.
    await fillDataDirFromTemplate(from, async ({ db }) => {
      expect(await seedDemoContent(db, localStorage(path.join(from, "storage")))).toBe("seeded");
      const own = createAuth({
        database: db,
        secret: "a-secret-only-for-hashing-the-password",
        baseURL: "http://localhost:3000",
        allowSignup: false,
      });
      expect(
        await grantAdmin(db, own, { email: "chair@example.org", password: "long enough passphrase" }),
      ).toMatchObject({ userCreated: true, adminGranted: true });
    });

    const backup = await cli(from, "backup", "--output", "nightly.tar.gz");
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim()).toMatch(
      new RegExp(
        `^Wrote ${path.join(scratch, "nightly.tar.gz").replace(/[.]/g, "\\.")}: \\d+ tables \\(\\d+ rows\\) and \\d+ files`,
      ),
    );
    const restore = await cli(into, "restore", "nightly.tar.gz");
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored \d+ tables/);
    expect((await cli(into, "restore", "nightly.tar.gz")).stderr).toContain("The database is not empty");

    const open = (dir: string) => openDatabase({ engine: "pglite", dataDir: path.join(dir, "pglite") });
    const [a, b] = [open(from), open(into)];
    try {
      expect(await everyRow(b.db)).toEqual(await everyRow(a.db));
    } finally {
      await a.close();
      await b.close();
    }
    const storageOf = (dir: string) => localStorage(path.join(dir, "storage"));
    expect(await everyFile(storageOf(into))).toEqual(await everyFile(storageOf(from)));
    expect(readFileSync(path.join(into, "auth-secret"), "utf8")).toBe(
      readFileSync(path.join(from, "auth-secret"), "utf8"),
    );
  });

  it("explains how to use them", { timeout: waitingFor(1) }, async () => {
    const result = await cli(path.join(scratch, "cli-usage"), "restore");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("npm run restore -- <file.tar.gz>");
  });
});

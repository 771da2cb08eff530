import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "~/content/fields";
import type { UploadReply } from "~/features/admin/replies";
import { demoEvents } from "~/features/demo/content";
import { createServerDatabase, type ServerDatabase } from "./support/database";
import { readHtml } from "./support/html";
import { waitingFor } from "./support/limits";
import { runScript, type Site, startSite } from "./support/processes";

const serverUrl = process.env.TEST_DATABASE_URL;

/** The address visitors use: a load balancer's, in front of every instance. */
const publicUrl = "https://aero.example.org";
const chair = { email: "chair@example.org", password: "chair passphrase" };
const treasurer = { email: "treasurer@example.org", password: "treasurer passphrase" };

let nextAddress = 1;
/** A visitor's address not used before, as the load balancer reports it. */
const newAddress = () => `203.0.113.${nextAddress++}`;

interface Call {
  cookie?: string;
  /** The visitor's address; a new one when not given. */
  address?: string;
  body?: URLSearchParams | FormData;
}

interface Answer {
  status: number;
  location: string | null;
  pageCache: string | null;
  /** The cookies set, as a Cookie header would send them back. */
  cookie: string;
  text: string;
}

/**
 * A request to one instance as the load balancer forwards it: for the site's host, with the
 * visitor's address and scheme. A post carries the site's Origin, as a browser's form does.
 */
async function call(site: Site | undefined, pathname: string, { cookie, address, body }: Call = {}): Promise<Answer> {
  if (!site) throw new Error("The site is not running.");
  const headers: Record<string, string> = {
    Host: new URL(publicUrl).host,
    "X-Forwarded-For": address ?? newAddress(),
    "X-Forwarded-Proto": "https",
  };
  if (cookie) headers.Cookie = cookie;
  let payload: Buffer | undefined;
  if (body) {
    // Encoded as a browser sends it: URL-encoded, or multipart with its boundary.
    const encoded = new Request(publicUrl, { method: "POST", body });
    payload = Buffer.from(await encoded.arrayBuffer());
    headers["Content-Type"] = encoded.headers.get("Content-Type") ?? "";
    headers["Content-Length"] = String(payload.length);
    headers.Origin = publicUrl;
  }
  return new Promise((resolve, reject) => {
    const sent = request(`${site.url}${pathname}`, { method: body ? "POST" : "GET", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const pageCache = response.headers["x-page-cache"];
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          pageCache: typeof pageCache === "string" ? pageCache : null,
          cookie: (response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "),
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    sent.setTimeout(30_000, () => sent.destroy(new Error(`no answer to ${pathname} in 30 s`)));
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** Posts the sign-in form to one instance. */
function signIn(site: Site | undefined, credentials: { email: string; password: string }, address?: string) {
  return call(site, "/admin-kfupm-aero", { address, body: new URLSearchParams(credentials) });
}

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/**
 * Two instances of the production build behind one address, on one PostgreSQL database and one
 * S3-compatible bucket, each with a data directory of its own (as on two machines): whatever a
 * visitor or an admin does through one instance holds on the other, with no sticky sessions.
 */
describe.skipIf(!serverUrl)("two instances on one database and one bucket", { timeout: 120_000 }, () => {
  let scratch = "";
  let database: ServerDatabase | undefined;
  let bucket: S3rver | undefined;
  let a: Site | undefined;
  let b: Site | undefined;

  beforeAll(async () => {
    if (!serverUrl) return;
    scratch = mkdtempSync(path.join(tmpdir(), "aero-scale-out-"));
    database = await createServerDatabase(serverUrl, "aero_scale");
    bucket = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: path.join(scratch, "s3"),
      configureBuckets: [{ name: "club-media" }],
    });
    const { port } = await bucket.run();
    const shared = {
      DATABASE_URL: database.url,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      TRUST_PROXY: "loopback",
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "club-media",
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      SEED_DEMO: "true",
      SMTP_URL: "",
      CONTACT_TO: "",
    };
    // Started together, as a deployment starts its instances: they take turns migrating and seeding.
    const started = await Promise.allSettled(
      ["a", "b"].map((instance) => startSite({ ...shared, DATA_DIR: path.join(scratch, instance) })),
    );
    [a, b] = started.map((site) => (site.status === "fulfilled" ? site.value : undefined));
    for (const site of started) if (site.status === "rejected") throw site.reason;
    for (const account of [chair, treasurer]) {
      const made = await runScript(
        "scripts/cli.ts",
        ["admin:create", "--email", account.email, "--password", account.password],
        {
          ...shared,
          DATA_DIR: path.join(scratch, "cli"),
        },
      );
      expect(made.code, made.stderr).toBe(0);
    }
    // The two starts side by side, then two commands in turn.
  }, waitingFor(3));

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await bucket?.close();
    await database?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it("start together on a new database, and one of them adds the demo content, once", async () => {
    const seeding = [a, b].filter((site) => site?.output().includes("Demo content added"));
    expect(seeding).toHaveLength(1);
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from events");
      expect(rows[0]?.n).toBe(demoEvents.length);
    } finally {
      await client.end();
    }
  });

  it("accept a session made on one of them on the other, and end it on both", async () => {
    const signedIn = await signIn(a, chair);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin-kfupm-aero/dashboard");
    const cookie = signedIn.cookie;
    expect(cookie).toContain("session_token=");

    const dashboard = await call(b, "/admin-kfupm-aero/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(chair.email);
    const stranger = await call(b, "/admin-kfupm-aero/dashboard");
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe("/admin-kfupm-aero");

    const signedOut = await call(b, "/admin-kfupm-aero/sign-out", { cookie, body: new URLSearchParams() });
    expect(signedOut.location).toBe("/admin-kfupm-aero");
    // The ended session's cookie brings its holder back to sign-in, told that the session ended.
    for (const site of [a, b]) {
      const after = await call(site, "/admin-kfupm-aero/dashboard", { cookie });
      expect(after.status).toBe(302);
      expect(after.location).toBe("/admin-kfupm-aero?session=ended");
    }
  });

  it("count sign-in attempts together, per address and per account", async () => {
    // Five sign-ins a minute from one address: three on one instance and two on the other use them up.
    const address = newAddress();
    const stranger = { email: "stranger@example.org", password: "a guess" };
    for (const site of [a, b, a, b, a]) expect((await signIn(site, stranger, address)).status).toBe(401);
    for (const site of [b, a]) {
      const refused = await signIn(site, chair, address);
      expect(refused.status).toBe(429);
      expect(refused.text).toContain("Too many requests");
    }

    // Ten attempts at one account in 15 minutes, each from a new address, half on each instance.
    for (const site of [a, b, a, b, a, b, a, b, a, b]) {
      expect((await signIn(site, { ...treasurer, password: "a guess" })).status).toBe(401);
    }
    for (const site of [b, a]) {
      const refused = await signIn(site, treasurer);
      expect(refused.status).toBe(429);
      expect(refused.text).toContain("Too many sign-in attempts for this account");
    }
    // Another account, from a new address, signs in as usual.
    expect((await signIn(b, chair)).location).toBe("/admin-kfupm-aero/dashboard");
  });

  it("show an admin's change made through one on the very next request to the other, page cache included", async () => {
    await call(b, "/");
    const kept = await call(b, "/");
    expect(kept.pageCache).toBe("hit");
    expect(kept.text).not.toContain("Noor Al-Saadi");
    // A browser with a cookie of its own gets the page rendered, from what the render reads kept.
    const rendered = () => call(b, "/", { cookie: "other=1" });
    for (let i = 0; i < 2; i++) {
      const page = await rendered();
      expect(page.pageCache).toBeNull();
      expect(page.text).not.toContain("Noor Al-Saadi");
    }

    const { cookie } = await signIn(a, chair);
    const saved = await call(a, "/admin-kfupm-aero/team", {
      cookie,
      body: form({ intent: "create", name: "Noor Al-Saadi", position: "Head of Avionics", positionOrder: "9" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Team member added successfully");

    const first = await rendered();
    expect(first.pageCache).toBeNull();
    expect(first.text).toContain("Noor Al-Saadi");
    const next = await call(b, "/");
    expect(next.pageCache).toBe("miss");
    expect(next.text).toContain("Noor Al-Saadi");
    expect((await call(b, "/")).pageCache).toBe("hit");
  });

  it("never confirm more registrations than seats, with 200 people registering at once through both", async () => {
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      await client.query(
        `insert into events (title, slug, description, date, time, location, registration_mode, max_attendees)
         values ('Static fire night', 'static-fire-night', 'Watch the engine fire.', current_date + 20, '19:00', 'Range', 'site', 40)`,
      );
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          call(n % 2 === 0 ? a : b, "/events/static-fire-night", {
            body: new URLSearchParams({ name: `Person ${n}`, email: `person${n}@example.org` }),
          }),
        ),
      );
      const registered = answers.filter((answer) => answer.status === 200);
      expect(registered).toHaveLength(40);
      for (const answer of registered) expect(answer.text).toContain("You&#x27;re registered!");
      const full = answers.filter((answer) => answer.status === 409);
      expect(full).toHaveLength(160);
      for (const answer of full) expect(answer.text).toContain("This event is full");
      const { rows } = await client.query<{ confirmed: number; current: number }>(
        `select (select count(*)::int from event_registrations r where r.event_id = e.id and r.status = 'confirmed') as confirmed,
                e.current_attendees as current
         from events e where e.slug = 'static-fire-night'`,
      );
      expect(rows[0]).toEqual({ confirmed: 40, current: 40 });
      // Every answered registration is stored: the 40 emails answered 200 are the 40 stored.
      const stored = await client.query<{ email: string }>(
        `select r.email from event_registrations r join events e on e.id = r.event_id
         where e.slug = 'static-fire-night' order by r.email`,
      );
      const answered = answers.flatMap((answer, n) => (answer.status === 200 ? [`person${n}@example.org`] : []));
      expect(stored.rows.map((row) => row.email).sort()).toEqual(answered.sort());
    } finally {
      await client.end();
    }
  });

  it("serve a picture uploaded through one on the other's pages", async () => {
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const { cookie } = await signIn(a, chair);
    const upload = await call(a, "/admin-kfupm-aero/upload", {
      cookie,
      body: form({
        collection: "gallery",
        field: "imageUrl",
        file: new File([new Uint8Array(picture)], "Static Fire.png", { type: "image/png" }),
      }),
    });
    expect(upload.status).toBe(200);
    const uploaded = JSON.parse(upload.text) as UploadReply;
    if (!uploaded.ok) throw new Error(`upload refused: ${upload.text}`);
    const saved = await call(a, "/admin-kfupm-aero/gallery", {
      cookie,
      body: form({
        intent: "create",
        title: "Static fire test",
        category: "general",
        mediaType: "image",
        imageUrl: uploaded.url,
        uploadDate: clubToday(),
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Gallery item created successfully");

    const gallery = await call(b, "/gallery");
    expect(gallery.status).toBe(200);
    const image = readHtml(gallery.text.replace(/^<!DOCTYPE html>/i, "")).tags.find(
      (tag) => tag.name === "img" && tag.attributes.alt === "Static fire test",
    );
    const src = image?.attributes.src ?? "";
    expect(src).toBe(uploaded.url);
    const served = await fetch(new URL(src, b?.url), { signal: AbortSignal.timeout(30_000) });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 640, height: 480 });
  });
});

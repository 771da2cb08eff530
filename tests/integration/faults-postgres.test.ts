import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/features/contact/table";
import { events } from "~/features/events/table";
import { newsArticles } from "~/features/news/table";
import { publicWords as english } from "~/i18n/en";
import { answerMessages } from "~/lib/answer-messages";
import { type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import { createServerDatabase, type ServerDatabase } from "./support/database";
import { waitingFor } from "./support/limits";
import { type Site, startSite } from "./support/processes";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy on loopback in front of the PostgreSQL server. `down` closes every connection and
 * stops listening, so new ones are refused, as when the database stops; `up` listens again on the
 * same port. `silence` keeps every connection open and passes nothing any more, in either
 * direction, as when the network to the database is cut or the server hangs.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let silent = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A peer that goes away is what this proxy is for; its errors end the pair, nothing more.
    socket.on("error", () => {});
  };
  const server = createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk) => silent || upstream.write(chunk));
    upstream.on("data", (chunk) => silent || client.write(chunk));
  });
  let port = 0;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      silent = false;
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const silence = () => {
    silent = true;
  };
  await up();
  return { port, up, down, silence };
}

/** The database's address, reached through the proxy on `port` of this machine. */
function throughProxy(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(port);
  return parsed.toString();
}

/** What a visitor must never read: a stack trace or the text of an internal error. */
const internals =
  /Failed query|ECONNREFUSED|Connection terminated|Query read timeout|timeout exceeded|node_modules|\.[jt]sx?:\d+:\d+/;

const eventTitle = "Proxy Outage Rocket Launch";
const articleTitle = "Proxy Outage Club Newsletter";
const contact = { name: "Layla", subject: "Outage", message: "Are you there?" };

describe.skipIf(!serverUrl)("PostgreSQL going away while the site serves", () => {
  let dataDir = "";
  let database: ServerDatabase | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  let site: Site | undefined;
  let direct: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (!serverUrl) return;
    dataDir = mkdtempSync(path.join(tmpdir(), "aero-faults-postgres-"));
    database = await createServerDatabase(serverUrl, "aero_faults");
    const target = new URL(serverUrl);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    site = await startSite({
      DATABASE_URL: throughProxy(database.url, proxy.port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      FORM_RATE_LIMIT: "1000",
      SMTP_URL: "",
      CONTACT_TO: "",
    });
    // The site has migrated the database; the content goes in beside the proxy.
    direct = openDatabase({ engine: "postgres", url: database.url });
    await direct.db.insert(events).values({
      title: eventTitle,
      slug: "launch",
      description: "A launch on the range.",
      date: "2099-03-14",
      time: "10:00",
      location: "Launch range",
    });
    await direct.db.insert(newsArticles).values({
      title: articleTitle,
      slug: "club-news",
      content: "The club news.",
      author: "Club",
      isPublished: true,
    });
  }, waitingFor(1));

  afterAll(async () => {
    await site?.kill();
    await proxy?.down();
    await direct?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (pathname: string) =>
    fetch(`${site?.url}${pathname}`, { signal: AbortSignal.timeout(45_000) }).then(async (response) => ({
      status: response.status,
      html: await response.text(),
    }));
  const post = (pathname: string, fields: Record<string, string>) =>
    fetch(`${site?.url}${pathname}`, {
      method: "POST",
      headers: { Origin: site?.url ?? "" },
      body: new URLSearchParams(fields),
      // A database that is away must get an answer in bounded time, not a visitor left waiting.
      signal: AbortSignal.timeout(45_000),
    }).then(async (response) => ({ status: response.status, text: await response.text() }));

  it("serves its content while the database answers", async () => {
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/events")).html).toContain(eventTitle);
    expect((await get("/news")).html).toContain(articleTitle);
    expect((await get("/")).html).toContain(eventTitle);
  });

  /** What visitors get while the database is away, asked all at once as visitors would. */
  async function expectOutageAnswers(email: string) {
    // Spec section 8: a list that fails to load shows its empty message; the events page also says
    // it failed.
    const pages: [string, string[]][] = [
      ["/", [english.events.emptyUpcoming, english.news.empty]],
      ["/events", [english.events.empty.title, english.events.loadFailed.description]],
      ["/news", [english.news.empty]],
      ["/projects", [english.projects.empty]],
      ["/gallery", [english.gallery.empty]],
    ];
    const [health, sent, subscribed, ...answers] = await Promise.all([
      get("/healthz"),
      post("/contact", { ...contact, email }),
      post("/resources/newsletter", { email }),
      ...pages.map(([pathname]) => get(pathname)),
    ]);

    expect(health.status).toBe(503);
    expect(JSON.parse(health.html)).toEqual({ status: "unavailable" });
    for (const [index, [pathname, texts]] of pages.entries()) {
      const page = answers[index];
      expect(page?.status, pathname).toBe(200);
      for (const text of texts) expect(page?.html, pathname).toContain(text);
      expect(page?.html, pathname).not.toContain(eventTitle);
      expect(page?.html, pathname).not.toMatch(internals);
    }
    expect(sent.status).toBe(500);
    expect(sent.text).toContain(english.contact.failed.description);
    expect(sent.text).not.toMatch(internals);
    expect(subscribed.status).toBe(500);
    expect(JSON.parse(subscribed.text)).toEqual({
      outcome: "failed",
      message: { ...english.newsletter.form.failed, variant: "error" },
    });
  }

  async function expectRecovery(email: string) {
    let health = 0;
    for (let attempt = 0; attempt < 40 && health !== 200; attempt++) {
      if (attempt > 0) await sleep(250);
      health = (await get("/healthz")).status;
    }
    expect(health).toBe(200);
    expect((await get("/events")).html).toContain(eventTitle);
    expect((await get("/")).html).toContain(articleTitle);
    const sent = await post("/contact", { ...contact, email });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(answerMessages().contact.sent.title);
    const stored = await direct?.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(1);
  }

  it("shows empty lists, answers 503 on /healthz and refuses forms clearly while it is stopped", async () => {
    await proxy?.down();
    await expectOutageAnswers("layla-stopped@example.org");
  });

  it("recovers by itself once the database is back", async () => {
    await proxy?.up();
    await expectRecovery("layla-back@example.org");
    // Nothing was stored while the database was away, so nothing was acknowledged either.
    const stored = await direct?.db.select().from(contactMessages);
    expect(stored?.map((row) => row.email)).toEqual(["layla-back@example.org"]);
  });

  it("answers in bounded time when the database stops answering, and recovers when it is reachable again", async () => {
    // Connections open and idle in the site's pool, as on a site in use, are the ones cut off.
    await Promise.all([get("/"), get("/"), get("/"), get("/events")]);
    proxy?.silence();
    await expectOutageAnswers("layla-cut-off@example.org");
    // The cut ends the way a network failure ends for the peers: their connections are reset.
    await proxy?.down();
    await proxy?.up();
    await expectRecovery("layla-again@example.org");
  }, 120_000);
});

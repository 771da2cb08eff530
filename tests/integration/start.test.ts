import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { waitingFor } from "./support/limits";
import { freePort, projectRoot, type Running, runScript, startScript } from "./support/processes";

describe("npm start with a bad environment", () => {
  it.each([
    [{ PORT: "abc" }, 'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "abc")'],
    [
      { DATABASE_URL: "nonsense" },
      'Invalid environment variable DATABASE_URL: must be a PostgreSQL URL such as postgres://user:password@host:5432/database (got "nonsense")',
    ],
    [{ STORAGE_DRIVER: "ftp" }, 'Invalid environment variable STORAGE_DRIVER: must be local or s3 (got "ftp")'],
  ])("%o stops with one line naming the variable and exit code 1", { timeout: waitingFor(1) }, async (env, line) => {
    const result = await runScript("server/start.mjs", [], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.stdout).toBe("");
  });
});

describe("npm start on a new data folder", () => {
  let site: Running | undefined;
  let dataDir = "";
  let loadedModules = "";
  afterAll(async () => {
    await site?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the site, prints the command that creates the first admin, and logs unknown paths", {
    timeout: waitingFor(2),
  }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "aero-start-"));
    const port = await freePort();
    loadedModules = path.join(dataDir, "loaded-modules.txt");
    site = startScript("server/start.mjs", {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, "support", "loaded-modules.mjs")).href}`,
      LOADED_MODULES_FILE: loadedModules,
    });
    await site.waitFor(/site running at[\s\S]*--password <password>\n/);
    expect(site.output()).toContain(
      "No admin account yet. Create one with:\n  npm run admin:create -- --email <email> --password <password>\n",
    );
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // Where Node can run itself again in place (22.15 and later, on Linux), the server runs with
    // two malloc arenas, in the very process started (decision 0035).
    if (process.platform === "linux" && "execve" in process && !process.env.MALLOC_ARENA_MAX) {
      const environment = readFileSync(`/proc/${site.pid}/environ`, "utf8").split("\0");
      expect(environment).toContain("MALLOC_ARENA_MAX=2");
    }

    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    await site.waitFor(/\[404\] GET \/no-such-page/);

    // The build's scripts and stylesheet (those over 1 KB) are sent as the build compressed them.
    const page = await (await fetch(`${base}/`)).text();
    const assets = [...page.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    let compressed = 0;
    for (const asset of assets) {
      const plain = await fetch(`${base}${asset}`, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers.get("content-encoding"), asset).toBeNull();
      const original = await plain.text();
      if (Buffer.byteLength(original) < 1024) continue;
      compressed += 1;
      for (const [accepted, sent] of <const>[
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
      ]) {
        const response = await fetch(`${base}${asset}`, { headers: { "Accept-Encoding": accepted } });
        expect(response.headers.get("content-encoding"), `${asset} for ${accepted}`).toBe(sent);
        // The very file the build wrote, not a compression made for this request.
        const copy = path.join(projectRoot, "build", "client", `${asset}${sent === "br" ? ".br" : ".gz"}`);
        expect(response.headers.get("content-length")).toBe(String(statSync(copy).size));
        expect(response.headers.get("content-type")).toMatch(/^text\/(javascript|css)/);
        expect(response.headers.get("vary")).toBe("Accept-Encoding");
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(await response.text()).toBe(original);
      }
    }
    expect(compressed).toBeGreaterThan(5);
    // A site that has served pages and made no picture has not loaded libvips (sharp.server.ts).
    if (process.platform === "linux") {
      expect(readFileSync(`/proc/${site.pid}/maps`, "utf8")).not.toContain("libvips");
    }
    // Nor what only an admin's work needs: the newsletter's mail (juice, html-to-text and the HTML
    // parser they bring), an upload's type check (file-type), and the SQL builder better-auth
    // brings for a database it connects to itself.
    const loaded = readFileSync(loadedModules, "utf8");
    expect(loaded).toContain("/node_modules/react-dom/");
    for (const unused of ["juice", "html-to-text", "cheerio", "file-type", "kysely"]) {
      expect(loaded, unused).not.toContain(`/node_modules/${unused}/`);
    }

    // A stored file that is not there gets the same page.
    const file = await fetch(`${base}/storage/gallery/missing.webp`);
    expect(file.status).toBe(404);
    expect(await file.text()).toContain("Oops! Page not found");

    // Form endpoints answer a plain visit with 405.
    for (const endpoint of ["/resources/newsletter", "/resources/theme"]) {
      const response = await fetch(`${base}${endpoint}`);
      expect(response.status, endpoint).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }

    // The request guards are in place on the real server, before any route.
    const crossSite = await fetch(`${base}/resources/theme`, {
      method: "POST",
      headers: { Origin: "http://evil.example" },
      body: new URLSearchParams({ theme: "dark" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${base}/`, { method: "PUT" })).status).toBe(405);
    const json = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    // A public form's answer to the page's script is sent as written, where a page is compressed.
    const answer = await fetch(`${base}/contact.data`, {
      method: "POST",
      headers: { "Accept-Encoding": "br, gzip" },
      body: new URLSearchParams({ name: "", email: "not an address", subject: "", message: "" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toContain("Please enter a valid email address");
    const compressedPage = await fetch(`${base}/contact`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(compressedPage.headers.get("content-encoding")).toBe("br");
    // An admin form's answer can carry back what was sent, and is compressed.
    const adminAnswer = await fetch(`${base}/admin-kfupm-aero.data`, {
      method: "POST",
      headers: { "Accept-Encoding": "br, gzip" },
      body: new URLSearchParams({ email: "nobody@example.org", password: "not the password" }),
    });
    expect(adminAnswer.headers.get("content-encoding")).toBe("br");
    const big = new URLSearchParams({ email: "a".repeat(300 * 1024) });
    expect((await fetch(`${base}/admin-kfupm-aero`, { method: "POST", body: big })).status).toBe(413);
    const admin = await fetch(`${base}/admin-kfupm-aero/dashboard`, { redirect: "manual" });
    expect(admin.headers.get("cache-control")).toBe("no-store, private");
    const signInData = await fetch(`${base}/admin-kfupm-aero.data`, { redirect: "manual" });
    expect(signInData.headers.get("cache-control")).toBe("no-store, private");
    const alias = await fetch(`${base}/admin/..%2f%09%2fevil.example`, { redirect: "manual" });
    expect(alias.headers.get("location")).toBe("/admin-kfupm-aero");
    expect(await site.stop()).toBe(0);
    // Started on a new data folder (its database created and migrated), then stopped.
  });
});

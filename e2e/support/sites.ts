import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { grantAdmin, revokeAdmin } from "../../app/features/admin-accounts/accounts.server.ts";
import { createAuth } from "../../app/features/admin-accounts/service/auth.server.ts";
import { type Database, openDatabase } from "../../app/lib/db/client.server.ts";
import { migrateDatabase } from "../../app/lib/db/migrate.server.ts";
import { ensureBuild } from "../../server/build.mjs";
import { breakDatabase } from "./break-database.ts";
import { startMailServers } from "./mail-server.ts";
import {
  dataDirOf,
  e2eAdmin,
  e2eForgetful,
  e2eMember,
  e2eTreasurer,
  servers,
  smtpPorts,
  templateDirOf,
} from "./servers.ts";

/**
 * Starts everything the end-to-end tests run against (playwright.config.ts runs it as its one web
 * server): the two mail servers, then the four sites of e2e/support/servers.ts, each on a fresh
 * embedded database in its own data directory. It prints "e2e sites ready" once every site answers
 * /healthz, and ends (with what the failing step wrote) if a step or a site ends first.
 *
 * The embedded database is created and migrated once, into a template each site copies; then each
 * site's accounts are made in this process, on its copy, as the command line's admin:create and
 * admin:revoke make them, and the site starts on it: the four sites start together, none waiting
 * for a command-line tool to start Node and open the database for each account.
 */
type SiteName = keyof typeof servers;

/** The accounts (or the damage) a site's database gets before the site starts. */
type Setup = (db: Database, admin: Admins) => Promise<void>;

interface Admins {
  create(account: { email: string; password: string }): Promise<void>;
  revoke(email: string): Promise<void>;
}

interface Site {
  setup: Setup;
  env: Record<string, string>;
  /** Node's options for the server (`node <options> server/start.mjs`). */
  nodeOptions?: string[];
}

const sites: Record<SiteName, Site> = {
  demo: {
    setup: async (_db, admin) => {
      await admin.create(e2eAdmin);
      await admin.create(e2eMember);
      await admin.revoke(e2eMember.email);
      await admin.create(e2eForgetful);
    },
    env: {
      SEED_DEMO: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtpPorts.delivering}`,
      MAIL_FROM: "Club Website <website@e2e.example.org>",
      CONTACT_TO: "club@e2e.example.org",
    },
    // A request may ask to be answered later than now, to open a link after it expired.
    nodeOptions: ["--import", "./e2e/support/server-clock.mjs"],
  },
  empty: {
    setup: async (_db, admin) => {
      await admin.create(e2eAdmin);
      await admin.create(e2eTreasurer);
    },
    env: {
      SEED_DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPorts.refusing}`,
      CONTACT_TO: "club@e2e.example.org",
    },
  },
  broken: { setup: (db) => breakDatabase(db), env: { SEED_DEMO: "false" } },
  editing: { setup: (_db, admin) => admin.create(e2eAdmin), env: { SEED_DEMO: "true" } },
};

/** What every site runs with, before the site's own variables. */
function envOf(name: SiteName, own: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDirOf(name),
    DATABASE_URL: "",
    SMTP_URL: "",
    CONTACT_TO: "",
    PUBLIC_URL: "",
    // The admin tests sign in each from an address of its own, sent in X-Forwarded-For; the
    // public tests post many forms from one address.
    TRUST_PROXY: "loopback",
    FORM_RATE_LIMIT: "1000",
    // The club's own time zone (the default), whatever the machine's.
    TZ: "",
    ...own,
    PORT: String(servers[name].port),
  };
}

const children = new Set<ChildProcess>();

/** Passes on what a site writes to stderr, each line marked with the site's name. */
function writeLines(name: SiteName, text: string): void {
  for (const line of text.split("\n")) if (line) process.stderr.write(`[${name}] ${line}\n`);
}

/** Starts a site and resolves once it answers /healthz; rejects if it ends first. */
function start(name: SiteName): Promise<void> {
  const site = sites[name];
  const child = spawn(process.execPath, [...(site.nodeOptions ?? []), "server/start.mjs"], {
    env: envOf(name, site.env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let ready = false;
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (ready) writeLines(name, String(chunk));
    else stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("close", (code, signal) => {
      children.delete(child);
      const message = `[${name}] the site ended with ${code ?? signal}`;
      if (ready) process.stderr.write(`${message}\n`);
      else reject(new Error(`${message}:\n${stderr}`));
    });
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (!(await answers(name))) {
        setTimeout(poll, 100);
        return;
      }
      ready = true;
      writeLines(name, stderr);
      resolve();
    };
    void poll();
  });
}

/** Whether something answers /healthz at the site's address. */
function answers(name: SiteName): Promise<boolean> {
  return fetch(`${servers[name].url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
}

/** The embedded database of a site's data directory, opened in this process. */
const pgliteOf = (dataDir: string) => openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });

/** Gives the site's data directory a copy of the template, with the site's accounts in it. */
async function prepare(name: SiteName): Promise<void> {
  const dataDir = dataDirOf(name);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.join(templateDirOf(), "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  const handle = pgliteOf(dataDir);
  try {
    // Only to hash the passwords and write the accounts: the site keeps a secret of its own.
    const auth = createAuth({
      database: handle.db,
      secret: randomBytes(32).toString("base64url"),
      baseURL: servers[name].url,
      allowSignup: false,
    });
    await sites[name].setup(handle.db, {
      create: async (account) => {
        await grantAdmin(handle.db, auth, account);
      },
      revoke: async (email) => {
        await revokeAdmin(handle.db, email);
      },
    });
  } catch (error) {
    throw new Error(`[${name}] ${(error as Error).message}`);
  } finally {
    await handle.close();
  }
}

function stopAll(): void {
  for (const child of children) child.kill("SIGKILL");
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const names = Object.keys(sites) as SiteName[];
try {
  // A site left running by another run would answer for this one.
  for (const name of names) if (await answers(name)) throw new Error(`${servers[name].url} is already used.`);
  // Built once here when stale: four sites starting at once would each build into one folder.
  ensureBuild(process.cwd());
  await startMailServers();
  rmSync(templateDirOf(), { recursive: true, force: true });
  const template = pgliteOf(templateDirOf());
  await migrateDatabase(template);
  await template.close();
  // One database open at a time in this process; each site starts as soon as its own is ready.
  const started: Promise<void>[] = [];
  for (const name of names) {
    await prepare(name);
    started.push(start(name));
  }
  await Promise.all(started);
  rmSync(templateDirOf(), { recursive: true, force: true });
  console.log("e2e sites ready");
} catch (error) {
  stopAll();
  console.error((error as Error).message);
  process.exit(1);
}

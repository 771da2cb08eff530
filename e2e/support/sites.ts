import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild } from "../../server/build.mjs";
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
 * site's accounts are made by the command-line tools and the sites start, all four at once.
 */
type SiteName = keyof typeof servers;

interface Site {
  /** Commands run in the site's data directory before it starts, one after another. */
  setup: string[][];
  env: Record<string, string>;
  /** Node's options for the server (`node <options> server/start.mjs`). */
  nodeOptions?: string[];
}

const tsx = path.resolve("node_modules", ".bin", "tsx");
const cli = (...args: string[]) => [tsx, "scripts/cli.ts", ...args];
const createAdmin = (account: { email: string; password: string }) =>
  cli("admin:create", "--email", account.email, "--password", account.password);

const sites: Record<SiteName, Site> = {
  demo: {
    setup: [
      createAdmin(e2eAdmin),
      createAdmin(e2eMember),
      cli("admin:revoke", "--email", e2eMember.email),
      createAdmin(e2eForgetful),
    ],
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
    setup: [createAdmin(e2eAdmin), createAdmin(e2eTreasurer)],
    env: {
      SEED_DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPorts.refusing}`,
      CONTACT_TO: "club@e2e.example.org",
    },
  },
  broken: { setup: [[tsx, "e2e/support/break-database.ts", "$DATA_DIR"]], env: { SEED_DEMO: "false" } },
  editing: { setup: [createAdmin(e2eAdmin)], env: { SEED_DEMO: "true" } },
};

/** What every site and its commands run with, before the site's own variables. */
function envOf(name: SiteName | "template", own: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: name === "template" ? templateDirOf() : dataDirOf(name),
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
    ...(name === "template" ? {} : { PORT: String(servers[name].port) }),
  };
}

const children = new Set<ChildProcess>();

/**
 * Runs a command to its end; rejects, with what it wrote to stderr, if it fails. Its stdout is
 * left out, as the web servers' was.
 */
function run(label: string, [command = "", ...args]: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    children.add(child);
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`[${label}] ${[command, ...args].join(" ")} ended with ${code ?? signal}:\n${stderr}`));
    });
  });
}

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

async function prepareAndStart(name: SiteName): Promise<void> {
  const dataDir = dataDirOf(name);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.join(templateDirOf(), "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  for (const command of sites[name].setup) {
    await run(
      name,
      command.map((part) => part.replaceAll("$DATA_DIR", dataDir)),
      envOf(name, sites[name].env),
    );
  }
  await start(name);
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
  await run("template", cli("db:migrate"), envOf("template"));
  await Promise.all(names.map(prepareAndStart));
  rmSync(templateDirOf(), { recursive: true, force: true });
  console.log("e2e sites ready");
} catch (error) {
  stopAll();
  console.error((error as Error).message);
  process.exit(1);
}

import path from "node:path";
import { parseArgs } from "node:util";
import { callControl, controlSocketPath } from "../app/lib/control.server.ts";
import { makeDataDirPrivate } from "../app/lib/data-dir.server.ts";
import { closeDatabase, configuredTarget, database } from "../app/lib/db/client.server.ts";
import { dataDirHolder } from "../app/lib/db/lock.server.ts";
import { migrateDatabase } from "../app/lib/db/migrate.server.ts";
import { envOrExit } from "../app/lib/env.server.ts";
import { tasks } from "../app/operations/tasks.server.ts";
import { loadDotEnv } from "../server/dotenv.mjs";

/**
 * Maintenance commands: `npm run admin:create -- --email <email> --password <password>`,
 * `admin:list`, `admin:revoke -- --email <email>`, `admin:reset-link -- --email <email>`, `contact:list`, `db:migrate`, `db:seed`,
 * `backup [-- --output <file>]`, `restore -- <archive>`.
 * When the site is running on the embedded database, the running site does the work; a restore is
 * refused while it runs (stop it, then restore into an empty DATA_DIR).
 */
const usage = `Usage:
  npm run admin:create -- --email <email> --password <password> [--confirm]
  npm run admin:list
  npm run admin:revoke -- --email <email>
  npm run admin:reset-link -- --email <email>
  npm run contact:list
  npm run db:migrate
  npm run db:seed
  npm run backup [-- --output <file.tar.gz>]
  npm run restore -- <file.tar.gz>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  loadDotEnv(path.resolve(import.meta.dirname, ".."));
  const [task, ...rest] = process.argv.slice(2);
  const run = task ? tasks[task] : undefined;
  if (!task || !run) fail(usage);

  let values: Record<string, string | undefined>;
  let positionals: string[];
  try {
    let parsed: Record<string, string | boolean | undefined>;
    ({ values: parsed, positionals } = parseArgs({
      args: rest,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        output: { type: "string" },
        confirm: { type: "boolean" },
      },
      strict: true,
      allowPositionals: task === "restore",
    }));
    // The tasks take text (they may run in the site's process, over its socket): a flag given is "yes".
    values = Object.fromEntries(
      Object.entries(parsed).map(([name, value]) => [
        name,
        value === true ? "yes" : value === false ? undefined : value,
      ]),
    );
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  // npm runs scripts from the project folder; file names are meant from where the command was typed.
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  if (task === "backup") {
    const { defaultArchiveName } = await import("../app/operations/backup.server.ts");
    values.output = path.resolve(typedIn, values.output ?? defaultArchiveName());
  }
  if (task === "restore") {
    if (positionals.length !== 1) fail(usage);
    values.archive = path.resolve(typedIn, positionals[0] ?? "");
  }

  const config = envOrExit();

  const target = configuredTarget();
  if (target.engine === "pglite" && target.dataDir && dataDirHolder(target.dataDir) !== undefined) {
    if (task === "restore") fail("The site is running on this DATA_DIR. Stop it, then restore into an empty DATA_DIR.");
    const reply = await callControl(controlSocketPath(config.DATA_DIR), { task, args: values }).catch((error: Error) =>
      fail(
        `The site is running on ${path.relative(process.cwd(), target.dataDir ?? "") || "."} but did not answer (${error.message}). Stop it and run this command again.`,
      ),
    );
    if (!reply.ok) fail(reply.error);
    console.log(reply.output);
    return;
  }

  if (target.engine === "pglite") makeDataDirPrivate(config.DATA_DIR);
  try {
    await migrateDatabase(database());
    console.log(await run(values));
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
});

import path from "node:path";
import { parseArgs } from "node:util";
import { tasks } from "../app/features/operations/tasks.server.ts";
import { callControl, controlSocketPath } from "../app/lib/control.server.ts";
import { makeDataDirPrivate } from "../app/lib/data-dir.server.ts";
import { closeDatabase, configuredTarget, database } from "../app/lib/db/client.server.ts";
import { dataDirHolder } from "../app/lib/db/lock.server.ts";
import { migrateDatabase } from "../app/lib/db/migrate.server.ts";
import { EnvError, env } from "../app/lib/env.server.ts";
import { loadDotEnv } from "../server/dotenv.ts";

/**
 * Maintenance commands: `npm run admin:create -- --email <email> --password <password>`,
 * `admin:list`, `admin:revoke -- --email <email>`, `contact:list`, `db:migrate`, `db:seed`.
 * When the site is running on the embedded database, the running site does the work.
 */
const usage = `Usage:
  npm run admin:create -- --email <email> --password <password>
  npm run admin:list
  npm run admin:revoke -- --email <email>
  npm run contact:list
  npm run db:migrate
  npm run db:seed`;

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
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: "string" }, password: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }

  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }

  const target = configuredTarget();
  if (target.engine === "pglite" && target.dataDir && dataDirHolder(target.dataDir) !== undefined) {
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

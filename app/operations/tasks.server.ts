import { SIGN_IN_PATH } from "~/lib/admin-paths";
import { createAdminCommand } from "~/lib/commands";
import { database } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { normalizeEmail } from "~/lib/email-address";
import { env, keptAuthSecretFile } from "~/lib/env.server";
import { storage } from "~/lib/storage.server";
import { terminalSafe } from "~/lib/terminal-text";
import { zonedDateTime } from "~/lib/time-zone";

/*
 * Each task loads its own code when it runs: a command starts a process of its own, and loading
 * every task's code (accounts, the demo content, backup archives) took seconds before any work.
 * The migrations are the exception: the command line and the site's start load them anyway.
 */
const accounts = () => import("~/features/admin-accounts/accounts.server");
const authService = () => import("~/features/admin-accounts/service/auth.server");
const archives = () => import("./archive.server");

/**
 * The maintenance tasks of the command line. Each runs on the process's database, whether the
 * command line opened it or the running site does the work on its behalf.
 */
export const tasks: Record<string, (args: Record<string, string | undefined>) => Promise<string>> = {
  async "admin:create"(args) {
    const [{ grantAdmin }, { auth }] = await Promise.all([accounts(), authService()]);
    const result = await grantAdmin(database().db, auth(), {
      email: args.email,
      password: args.password,
      confirmed: args.confirm === "yes",
    });
    const parts = [
      result.userCreated ? `Created the user ${result.email}` : `The user ${result.email} exists`,
      result.passwordChanged ? "its password is now the one given" : undefined,
      result.adminGranted ? "it is now an admin." : "it was already an admin.",
    ].filter(Boolean);
    const ended =
      result.sessionsEnded > 0
        ? `\n${result.sessionsEnded} open session${result.sessionsEnded === 1 ? "" : "s"} of the account ended: sign in again.`
        : "";
    return `${parts.join("; ")}${ended}\nSign in at ${SIGN_IN_PATH}.`;
  },
  async "admin:list"() {
    const [{ listAdmins }, { format }] = await Promise.all([accounts(), import("date-fns")]);
    const admins = await listAdmins(database().db);
    if (admins.length === 0) return `No admins yet. Create one with:\n  ${createAdminCommand}`;
    const width = Math.max(...admins.map((a) => a.email.length));
    return admins.map((a) => `${a.email.padEnd(width)}  admin since ${format(a.grantedAt, "MMM dd, yyyy")}`).join("\n");
  },
  async "admin:revoke"(args) {
    const { revokeAdmin } = await accounts();
    const revoked = await revokeAdmin(database().db, args.email);
    const email = normalizeEmail(args.email ?? "");
    return revoked
      ? `${email} is no longer an admin; its open sessions ended.`
      : `${email} was not an admin; nothing changed.`;
  },
  async "admin:reset-link"(args) {
    const email = normalizeEmail(args.email ?? "");
    if (!email) throw new Error("An email is required: --email <email>.");
    const { auth, resetLinkFor } = await authService();
    const link = await resetLinkFor(auth(), email);
    if (!link) throw new Error(`No account uses ${email}; nothing changed.`);
    return `A link to choose a new password for ${email}. It works once, within one hour:\n${link}`;
  },
  async "contact:list"() {
    const [{ latestContactMessages }, { currentSettings }] = await Promise.all([
      import("~/features/contact/submit.server"),
      import("~/features/settings/service/site-settings.server"),
    ]);
    const rows = await latestContactMessages(database().db, 50);
    if (rows.length === 0) return "No contact messages yet.";
    const { timeZone } = await currentSettings(database().db);
    return rows
      .map((m) =>
        [
          `${zonedDateTime(m.createdAt, timeZone)}  ${terminalSafe(m.name)} <${terminalSafe(m.email)}>  [email: ${m.forward?.status ?? "none"}]`,
          `  Subject: ${terminalSafe(m.subject)}`,
          ...terminalSafe(m.message, { multiline: true })
            .split("\n")
            .map((line) => `  ${line}`),
        ].join("\n"),
      )
      .join("\n\n");
  },
  async "db:migrate"() {
    await migrateDatabase(database());
    return "The database schema is up to date.";
  },
  async backup(args) {
    if (!args.output) throw new Error("Name the archive to write.");
    const [{ writeBackup }, { describeBackup }] = await Promise.all([import("./backup.server"), archives()]);
    const config = env();
    const manifest = await writeBackup(
      {
        database: database(),
        storage: storage(),
        authSecret: config.authSecretGenerated ? config.AUTH_SECRET : undefined,
      },
      args.output,
    );
    return `Wrote ${args.output}: ${describeBackup(manifest)}.`;
  },
  async restore(args) {
    if (!args.archive) throw new Error("Name the archive to restore.");
    const [{ restoreBackup }, { describeBackup }] = await Promise.all([import("./restore.server"), archives()]);
    const config = env();
    const manifest = await restoreBackup(
      {
        database: database(),
        storage: storage(),
        authSecretFile: config.authSecretGenerated ? keptAuthSecretFile(config.DATA_DIR) : undefined,
      },
      args.archive,
    );
    return `Restored ${describeBackup(manifest)} from ${args.archive}.`;
  },
  async "db:seed"() {
    const { seedDemoContent } = await import("~/features/demo/seed.server");
    const outcome = await seedDemoContent(database().db, storage());
    return {
      seeded: "Demo content added.",
      "already-seeded": "Demo content was added before; nothing changed.",
      "has-content": "The database already has content; nothing changed.",
    }[outcome];
  },
};

export async function adminCount(): Promise<number> {
  const { countAdmins } = await accounts();
  return countAdmins(database().db);
}

/** Runs a named task; the running site answers the command line's requests with this. */
export async function runTask({ task, args }: { task: string; args: Record<string, string | undefined> }) {
  const run = tasks[task];
  if (!run) throw new Error(`Unknown task ${task}.`);
  return run(args);
}

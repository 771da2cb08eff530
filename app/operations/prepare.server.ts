import type { Server } from "node:net";
import { forgetOldActivity } from "~/features/activity/service/activity.server";
import { queueDailyDigest } from "~/features/contact/notifications.server";
import { ensureSiteMedia, type SeedOutcome, seedDemoContent } from "~/features/demo/seed.server";
import {
  configuredTransport,
  nudgeMailWorker,
  runMailWorker,
  stopMailWorker,
} from "~/features/mail/service/outbox.server";
import { forgetUnconfirmed } from "~/features/newsletter/consent.server";
import { newsletterMailing } from "~/features/newsletter/sending.server";
import { mailContext } from "~/features/registrations/mail.server";
import { eraseOldRegistrants, queueReminders } from "~/features/registrations/upkeep.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { controlSocketPath, serveControl } from "~/lib/control.server";
import { makeDataDirPrivate } from "~/lib/data-dir.server";
import { closeDatabase, type Database, database, type Engine } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { env } from "~/lib/env.server";
import { storage } from "~/lib/storage.server";
import { LEFTOVER_AGE_MS, removeUploadLeftovers } from "~/lib/uploads.server";
import { adminCount, runTask } from "./tasks.server";

/** Work done at start and every hour after, such as removing uploads never saved with a record. */
export type HourlyTask = (database: Database) => Promise<unknown>;

export interface Prepared {
  engine: Engine;
  seed: SeedOutcome | "disabled";
  admins: number;
}

let control: Server | undefined;
let sweeper: NodeJS.Timeout | undefined;
let digests: NodeJS.Timeout | undefined;

/**
 * Every ten minutes each instance looks whether the day's contact digest, or an event's reminder,
 * is due; one sends it.
 */
const DIGEST_CHECK_MS = 10 * 60 * 1000;

async function sendDailyDigest(): Promise<void> {
  try {
    const { timeZone } = await currentSettings(database().db);
    if ((await queueDailyDigest(database().db, { timeZone, baseURL: env().PUBLIC_URL })) > 0) nudgeMailWorker();
  } catch (error) {
    console.error(`[mail] the daily digest of contact messages could not be queued: ${(error as Error).message}`);
  }
}

/** The day-before reminders of the events people registered for on the site. */
async function sendReminders(): Promise<void> {
  try {
    if ((await queueReminders(database().db, mailContext(await currentSettings(database().db)))) > 0) {
      nudgeMailWorker();
    }
  } catch (error) {
    console.error(`[mail] the events' reminders could not be queued: ${(error as Error).message}`);
  }
}

/** Registrants' data is kept REGISTRATION_RETENTION_DAYS after their event. */
async function forgetOldRegistrants(db: Database): Promise<void> {
  const { timeZone } = await currentSettings(db);
  await eraseOldRegistrants(db, env().REGISTRATION_RETENTION_DAYS, timeZone);
}

/**
 * Readies the site's data before it answers: keeps DATA_DIR private, applies migrations, removes
 * what cut-off uploads left (and does so every hour, with the `hourly` tasks), puts the hero video in storage, fills a new
 * database with the demo club (unless SEED_DEMO is false), starts sending the outbox's mail (and
 * the daily digest of contact messages) and,
 * on the embedded database, opens the socket the command-line tools use while the site runs.
 */
export async function prepare(options: { hourly?: readonly HourlyTask[] } = {}): Promise<Prepared> {
  const config = env();
  const widened = makeDataDirPrivate(config.DATA_DIR);
  if (widened > 0)
    console.warn(`[data] ${widened} entries of ${config.DATA_DIR} were open to other users; made private.`);
  const handle = database();
  await migrateDatabase(handle);
  // The embedded database writes its files with modes of its own; they are made private too.
  makeDataDirPrivate(config.DATA_DIR);
  // What uploads cut off by a stop left behind. The embedded database's lock means no other
  // process is receiving one; on PostgreSQL another instance may be, so only old parts go.
  const leftovers = await removeUploadLeftovers(handle.engine === "pglite" ? 0 : LEFTOVER_AGE_MS);
  if (leftovers > 0) console.info(`[uploads] removed ${leftovers} unfinished upload part(s) left by an earlier run`);
  const hourly = async () => {
    await removeUploadLeftovers();
    await forgetOldActivity(handle.db, config.ACTIVITY_RETENTION_DAYS).catch((error: Error) =>
      console.error(`[activity] old entries not removed: ${error.message}`),
    );
    await forgetOldRegistrants(handle.db).catch((error: Error) =>
      console.error(`[registrations] old registrants not removed: ${error.message}`),
    );
    await forgetUnconfirmed(handle.db).catch((error: Error) =>
      console.error(`[newsletter] unconfirmed addresses not removed: ${error.message}`),
    );
    for (const task of options.hourly ?? []) {
      await task(handle.db).catch((error: Error) => console.error(`[tasks] an hourly task failed: ${error.message}`));
    }
  };
  sweeper ??= setInterval(() => void hourly(), LEFTOVER_AGE_MS);
  sweeper.unref();
  await ensureSiteMedia(storage());
  const seed = config.SEED_DEMO ? await seedDemoContent(handle.db, storage()) : "disabled";
  for (const task of options.hourly ?? []) {
    await task(handle.db).catch((error: Error) => console.error(`[tasks] a start-up task failed: ${error.message}`));
  }
  // The outbox is sent from every instance; with no mail server, messages wait in it.
  const transport = configuredTransport();
  // The newsletter's issues go out through it too, at their own pace.
  if (transport.mailer) runMailWorker(handle.db, transport, [newsletterMailing()]);
  else console.info("[mail] SMTP_URL is not set: emails wait in the outbox until a mail server is configured");
  digests ??= setInterval(() => void sendDailyDigest().then(sendReminders), DIGEST_CHECK_MS);
  digests.unref();
  await sendDailyDigest();
  await sendReminders();
  if (handle.engine === "pglite") {
    control = await serveControl(controlSocketPath(config.DATA_DIR), runTask);
  }
  return { engine: handle.engine, seed, admins: await adminCount() };
}

export async function shutdown(): Promise<void> {
  await stopMailWorker();
  clearInterval(sweeper);
  sweeper = undefined;
  clearInterval(digests);
  digests = undefined;
  const closing = control;
  control = undefined;
  await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  await closeDatabase();
}

import { sql } from "drizzle-orm";
import { arabicSetting, currentSettings } from "~/features/settings/service/site-settings.server";
import type { Language } from "~/i18n/language";
import { answerMessages } from "~/lib/answer-messages";
import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { askToConfirm, type ConsentContext, mailConfirmationLink } from "./consent.server";
import { EMAIL_REQUIRED, newsletterSchema, type SubscribeResult } from "./schema";
import { newsletterSubscriptions } from "./table";

/** What the confirmation email needs: the site's address and the club's name, in each language. */
export async function consentContext(database: Database): Promise<ConsentContext> {
  const settings = await currentSettings(database);
  return {
    publicUrl: env().PUBLIC_URL,
    clubName: settings.clubName,
    clubNameAr: arabicSetting(settings, "clubName"),
  };
}

/**
 * Stores an address as a subscription waiting for its confirmation, and mails it the link that
 * confirms it, in one transaction; an address stored but not yet confirmed is sent the link again
 * (at most three times in all). `language` is the language of the page it was given on: the
 * subscription's emails and the issues' version are in it. What it was: "subscribed", or
 * "duplicate" for an address stored before.
 */
export async function addSubscriber(
  tx: Database,
  email: string,
  context: ConsentContext,
  language: Language = "en",
): Promise<"subscribed" | "duplicate"> {
  // A new address is stored with its first email counted, and sent it.
  const [added] = await tx
    .insert(newsletterSubscriptions)
    .values({ email, language, confirmationsSent: 1 })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  if (added) {
    await mailConfirmationLink(tx, added, context, language);
    return "subscribed";
  }
  const [stored] = await tx
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(sql`lower(btrim(${newsletterSubscriptions.email}, E' \\t\\n\\r\\f')) = ${email}`);
  if (stored) await askToConfirm(tx, stored, context, language);
  return "duplicate";
}

/** Subscribes an address to the newsletter; every outcome comes with the message the visitor sees. */
export async function subscribe(
  database: Database,
  rawEmail: unknown,
  language: Language = "en",
): Promise<SubscribeResult> {
  const messages = answerMessages(language).newsletter;
  const parsed = newsletterSchema.safeParse({ email: typeof rawEmail === "string" ? rawEmail : undefined });
  if (!parsed.success) {
    const required = parsed.error.issues.some((issue) => issue.message === EMAIL_REQUIRED);
    return {
      outcome: "invalid",
      message: required ? messages.emailRequired : messages.invalidEmail,
    };
  }
  try {
    const context = await consentContext(database);
    const outcome = await database.transaction((tx) => addSubscriber(tx, parsed.data.email, context, language));
    return outcome === "subscribed"
      ? { outcome, message: messages.subscribed }
      : { outcome, message: messages.alreadySubscribed };
  } catch (error) {
    console.error(`[newsletter] subscription failed: ${(error as Error).message}`);
    return { outcome: "failed", message: messages.failed };
  }
}

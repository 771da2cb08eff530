import { answerMessages } from "~/lib/answer-messages";
import type { Database } from "~/lib/db/client.server";
import { sqlStateOf, UNIQUE_VIOLATION } from "~/lib/db/errors";
import { messages } from "~/lib/messages";
import { EMAIL_REQUIRED, newsletterSchema, type SubscribeResult } from "./schema";
import { newsletterSubscriptions } from "./table";

/** Subscribes an address to the newsletter; every outcome comes with the message the visitor sees. */
export async function subscribe(database: Database, rawEmail: unknown): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: typeof rawEmail === "string" ? rawEmail : undefined });
  if (!parsed.success) {
    const required = parsed.error.issues.some((issue) => issue.message === EMAIL_REQUIRED);
    return {
      outcome: "invalid",
      message: required ? messages.newsletter.emailRequired : answerMessages.newsletter.invalidEmail,
    };
  }
  try {
    await database.insert(newsletterSubscriptions).values({ email: parsed.data.email });
    return { outcome: "subscribed", message: answerMessages.newsletter.subscribed };
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      return { outcome: "duplicate", message: answerMessages.newsletter.alreadySubscribed };
    }
    console.error(`[newsletter] subscription failed: ${(error as Error).message}`);
    return { outcome: "failed", message: messages.newsletter.failed };
  }
}

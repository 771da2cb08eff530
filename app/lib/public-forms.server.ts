import type { Language } from "~/i18n/language";
import { answerMessages } from "./answer-messages";
import { db } from "./db/client.server";
import { env } from "./env.server";
import { filledHoneypot } from "./honeypot";
import type { ToastMessage } from "./messages";
import { limitFormPosts } from "./rate-limit.server";

/** Why a public form's post is refused before it is read: the message, and the answer's status. */
export interface Refusal {
  /** A program's post (the trap field filled), or one post too many from an address. */
  reason: "automated" | "too-many";
  message: ToastMessage;
  init: ResponseInit;
}

/** The public forms, and how the spam log names a post of each. */
const postNames = {
  contact: "a contact message",
  newsletter: "a subscription",
  registration: "an event registration",
} as const;

/**
 * The one guard of the public forms, before their own checks: a post that filled the hidden trap
 * field (programs do) is refused with 'Not sent', and one address may post each form
 * FORM_RATE_LIMIT times in 10 minutes (more get 429 and 'Too many attempts'). Null lets it go on.
 */
export async function refusedPublicPost(
  form: keyof typeof postNames,
  posted: FormData,
  clientIp: string | undefined,
  language: Language = "en",
): Promise<Refusal | null> {
  if (filledHoneypot(posted)) {
    console.warn(`[spam] ${postNames[form]} with the trap field filled was refused`);
    return { reason: "automated", message: answerMessages(language).automated, init: { status: 400 } };
  }
  const wait = await limitFormPosts(db(), form, clientIp, env().FORM_RATE_LIMIT);
  if (wait === null) return null;
  return {
    reason: "too-many",
    message: answerMessages(language).tooMany,
    init: { status: 429, headers: { "Retry-After": String(wait) } },
  };
}

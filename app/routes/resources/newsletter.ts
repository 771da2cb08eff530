import { nudgeMailWorker } from "~/features/mail/service/outbox.server";
import type { SubscribeResult } from "~/features/newsletter/schema";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { languageOfRequest } from "~/i18n/language";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { formDataOf, postOnly } from "~/lib/http.server";
import { refusedPublicPost } from "~/lib/public-forms.server";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/newsletter";

const statusOf = { subscribed: 200, duplicate: 409, invalid: 400, failed: 500 } as const;

/**
 * The newsletter form's action. From the page's script it answers with the message; a form posted
 * without JavaScript is sent back to its page, which shows the same message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const language = languageOfRequest(request.url);
  const answer = (reply: SubscribeResult, init: ResponseInit) =>
    answerForm(form.get("redirectTo"), {
      reply,
      status: init.status ?? 200,
      headers: init.headers,
      toast: reply.message,
    });
  const refused = await refusedPublicPost("newsletter", form, context?.clientIp, language);
  if (refused) {
    const outcome = refused.reason === "automated" ? "invalid" : "failed";
    return answer({ outcome, message: refused.message }, refused.init);
  }
  const result = await subscribe(db(), form.get("email"), language);
  // The link that confirms the address waits in the outbox.
  if (result.outcome === "subscribed" || result.outcome === "duplicate") nudgeMailWorker();
  return answer(result, { status: statusOf[result.outcome] });
}

/**
 * A subscription lost on its way shows 'Subscription failed' / 'Please try again later': the form
 * writes it in its page's language, as this runs where no words are at hand.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "newsletter", { outcome: "failed" as const, message: null });
}

export function loader() {
  return postOnly();
}

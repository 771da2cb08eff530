import { data } from "react-router";
import type { SubscribeResult } from "~/features/newsletter/schema";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { serverActionOr } from "~/lib/client-action";
import { db } from "~/lib/db/client.server";
import { filledHoneypot } from "~/lib/honeypot";
import { formDataOf, postOnly } from "~/lib/http.server";
import { messages } from "~/lib/messages";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/newsletter";

const statusOf = { subscribed: 200, duplicate: 409, invalid: 400, failed: 500 } as const;

/**
 * The newsletter form's action. From the page's script it answers with the message; a form posted
 * without JavaScript is sent back to its page, which shows the same message.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await formDataOf(request);
  let result: SubscribeResult;
  if (filledHoneypot(form)) {
    console.warn("[spam] a subscription with the trap field filled was refused");
    result = { outcome: "invalid", message: messages.automated };
  } else {
    result = await subscribe(db(), form.get("email"));
  }
  const back = form.get("redirectTo");
  if (typeof back === "string") return redirectWithToast(back, result.message);
  return data(result, { status: statusOf[result.outcome] });
}

/** A subscription lost on its way shows 'Subscription failed' / 'Please try again later'. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "newsletter", {
    outcome: "failed" as const,
    message: { ...messages.newsletter.failed },
  });
}

export function loader() {
  return postOnly();
}

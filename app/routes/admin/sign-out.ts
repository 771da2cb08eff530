import { redirect } from "react-router";
import { callAuthEndpoint } from "~/features/admin-accounts/service/auth-request.server";
import { SIGN_IN_PATH } from "~/features/admin-accounts/service/session.server";
import type { Route } from "./+types/sign-out";

/** Ends the session on the server and clears its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const response = await callAuthEndpoint("/sign-out", request, context, {});
    if (!response.ok) console.error(`[auth] sign-out refused (${response.status}); the session stays open`);
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    console.error(`[auth] sign-out failed: ${(error as Error).message}`);
  }
  throw redirect(SIGN_IN_PATH, { headers });
}

export function loader() {
  throw redirect(SIGN_IN_PATH);
}

import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActivityEntry, noteActivity } from "~/features/activity/service/activity.server";
import { signIn } from "~/features/admin/sign-in.server";
import { DASHBOARD_PATH, SIGN_IN_PATH, TWO_STEP_PATH } from "~/lib/admin-paths";
import { db } from "~/lib/db/client.server";
import { formDataOf, settingCookies } from "~/lib/http.server";
import type { ToastMessage } from "~/lib/messages";
import { toastCookie } from "~/lib/toast.server";
import { resetPasswordSchema } from "./password-forms";
import type { PasswordOutcome } from "./passwords.server";

const PASSWORDS = ["newPassword", "confirmPassword"];

/**
 * The action of a page a link opens to choose a password (a reset link, an invitation): checks the
 * form, sets the password through `set`, then signs the browser in with it and goes to the
 * dashboard with `toasts.signedIn` (or to the sign-in page, should that sign-in fail). A link that
 * cannot be used answers 410 and the page says so.
 */
export async function choosePasswordAction(
  request: Request,
  context: AppLoadContext | undefined,
  set: (input: { token: string; newPassword: string }) => Promise<PasswordOutcome>,
  toasts: { signedIn: ToastMessage; signInAgain: ToastMessage },
  activity: Pick<ActivityEntry, "kind" | "action" | "subject">,
) {
  const form = await formDataOf(request);
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  const refuse = (status: number, options: { field?: [string, string]; toast?: ToastMessage } = {}) =>
    data(
      {
        result: submission.reply({
          hideFields: PASSWORDS,
          ...(options.field ? { fieldErrors: { [options.field[0]]: [options.field[1]] } } : {}),
        }),
        invalid: false,
        toast: options.toast ?? null,
      },
      { status },
    );
  const invalidLink = () => data({ result: undefined, invalid: true, toast: null }, { status: 410 });

  if (submission.status !== "success") return submission.error?.token ? invalidLink() : refuse(400);
  const outcome = await set(submission.value);
  if (outcome.outcome === "invalid-link") return invalidLink();
  if (outcome.outcome === "field") return refuse(400, { field: [outcome.field, outcome.message] });
  if (outcome.outcome === "refused") return refuse(outcome.status, { toast: outcome.toast });

  if (outcome.email) await noteActivity(db(), { ...activity, actor: { email: outcome.email } });
  // The new password signs this browser in; every earlier session of the account has ended.
  const signedIn = outcome.email
    ? await signIn(request, context, { email: outcome.email, password: submission.value.newPassword })
    : null;
  const headers = settingCookies(signedIn?.ok ? signedIn.cookies : []);
  // An account with two-step sign-in gives its code next.
  if (signedIn?.ok === "two-step") throw redirect(TWO_STEP_PATH, { headers });
  if (signedIn?.ok) {
    headers.append("Set-Cookie", await toastCookie(toasts.signedIn));
    throw redirect(DASHBOARD_PATH, { headers });
  }
  headers.append("Set-Cookie", await toastCookie(toasts.signInAgain));
  throw redirect(SIGN_IN_PATH, { headers });
}

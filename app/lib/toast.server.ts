import { createCookie, data, redirect } from "react-router";
import { sameSitePath } from "./club";
import { env } from "./env.server";
import type { ToastMessage } from "./messages";
import { z } from "./zod";

/**
 * A toast carried across a redirect, for forms posted without JavaScript: the next page shows it,
 * then the cookie is cleared. The cookie is signed with the site's secret and its content checked,
 * so nobody can make the site show a message it did not write.
 */
const toastShape = z.object({
  title: z.string().max(200),
  description: z.string().max(1000).optional(),
  variant: z.enum(["success", "error", "warning", "info"]).optional(),
});

let cookie: ReturnType<typeof createCookie> | undefined;

function flashCookie() {
  const config = env();
  cookie ??= createCookie("flash_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    maxAge: 60,
    secrets: [config.AUTH_SECRET],
  });
  return cookie;
}

export function toastCookie(message: ToastMessage): Promise<string> {
  return flashCookie().serialize(message);
}

/** The toast waiting for this request, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: ToastMessage | null; headers?: HeadersInit }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("flash_toast=")) return { toast: null };
  const parsed = toastShape.safeParse(await flashCookie().parse(header));
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, headers: { "Set-Cookie": clear } };
}

/** Redirects to a same-site path (anything else goes home) with a toast for the next page. */
export async function redirectWithToast(to: string, message: ToastMessage) {
  return redirect(sameSitePath(to) ?? "/", { headers: { "Set-Cookie": await toastCookie(message) } });
}

/**
 * The answer to an admin form: one posted without JavaScript (it sends `redirectTo`) goes back to
 * its page, which shows the message; a script gets the reply and shows it in place.
 */
export async function answerForm<R extends { toast: ToastMessage | null }>(
  form: FormData,
  answer: { reply: R; status: number },
  page: string,
) {
  const back = sameSitePath(form.get("redirectTo"));
  if (back !== null && answer.reply.toast) {
    return redirectWithToast(back.startsWith(page) ? back : page, answer.reply.toast);
  }
  return data(answer.reply, { status: answer.status });
}

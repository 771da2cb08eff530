import { createCookie, data, redirect } from "react-router";
import { sameSitePath } from "./club";
import { cookieValue } from "./cookies";
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

/** The cookie that carries a form's message to the page it goes back to. */
const TOAST_COOKIE = "flash_toast";

/**
 * Whether a request carries a form's message: it is the page that a form posted without
 * JavaScript went back to, the end of that post's answer.
 */
export const carriesToast = (header: string | undefined) => cookieValue(header, TOAST_COOKIE) !== undefined;

let cookie: ReturnType<typeof createCookie> | undefined;

function flashCookie() {
  const config = env();
  cookie ??= createCookie(TOAST_COOKIE, {
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
  if (!carriesToast(header ?? undefined)) return { toast: null };
  const parsed = toastShape.safeParse(await flashCookie().parse(header));
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, headers: { "Set-Cookie": clear } };
}

/** Redirects to a same-site path (anything else goes home) with a toast for the next page. */
export async function redirectWithToast(to: string, message: ToastMessage) {
  return redirect(sameSitePath(to) ?? "/", { headers: { "Set-Cookie": await toastCookie(message) } });
}

/** What a form's action has to say: the reply a script reads, its status, and the message. */
export interface FormAnswer<R> {
  reply: R;
  status: number;
  headers?: HeadersInit;
  /** The message a form posted without JavaScript shows on the page it goes back to. */
  toast: ToastMessage | null;
  /**
   * False keeps a form posted without JavaScript on this answer, so that the page shows the form
   * again with what was typed (a refused or failed save); it goes back to its page otherwise.
   */
  goBack?: boolean;
}

/**
 * The one answer to a posted form, with and without JavaScript. A form posted without JavaScript
 * sends `redirectTo` (`back`, the page it was on): it goes back there with the message, so that
 * reloading the page cannot post it again (a `back` off the site goes home). With `where.within`,
 * only a page of the site is a way back, and one outside that path goes to `within` itself;
 * `where.to` names the page to go to instead. A script gets the reply with its status and shows
 * the message in place.
 */
export async function answerForm<R>(
  back: FormDataEntryValue | null,
  answer: FormAnswer<R>,
  where: { within?: string; to?: string } = {},
) {
  if (typeof back === "string" && answer.toast && answer.goBack !== false) {
    const page = sameSitePath(back);
    const { within, to } = where;
    if (to !== undefined) return redirectWithToast(to, answer.toast);
    if (within === undefined) return redirectWithToast(page ?? "/", answer.toast);
    if (page !== null) return redirectWithToast(page.startsWith(within) ? page : within, answer.toast);
  }
  return data(answer.reply, { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
}

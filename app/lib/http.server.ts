import { data } from "react-router";

/** The answer to a GET on a route that only takes form posts. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** A path no page answers: logged with its path, and answered with 404. */
export function notFound(request: Request) {
  console.warn(`[404] ${request.method} ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

/**
 * The posted form. A body that is not a form (JSON, text, a broken multipart body) is answered
 * with 400 rather than failing the route.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    console.warn(`[400] ${request.method} ${new URL(request.url).pathname}: ${(error as Error).message}`);
    throw new Response("Bad Request: the body is not a form", {
      status: 400,
      headers: { "Content-Type": "text/plain" },
    });
  }
}

/** Headers that set each of `cookies` (Set-Cookie values, as an auth answer gave them). */
export function settingCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The headers of a page opened by a link with its token in the address (a reset link, an
 * invitation, a registration's cancel link): it is never kept, and a referrer from it is its origin
 * alone. (Not `no-referrer`: a browser then sends `Origin: null` with the form's post, which the
 * site refuses as cross-site, and the form would not work without JavaScript.)
 */
export const tokenPageHeaders = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" });

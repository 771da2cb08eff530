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

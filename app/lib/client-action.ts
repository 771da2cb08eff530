import { data, isRouteErrorResponse } from "react-router";

/**
 * Runs a form's server action from the browser. A request that never gets its answer (the network
 * fails, say) or that the site was too busy to take (503) is logged and answered with `fallback` as a failed action (status 500, so no loader
 * runs again), instead of replacing the page with the error screen.
 */
export async function serverActionOr<T, F>(serverAction: () => Promise<T>, what: string, fallback: F) {
  try {
    return await serverAction();
  } catch (error) {
    // A site too busy to take the post (503) has refused it: the form says it failed.
    const busy = isRouteErrorResponse(error) && error.status === 503;
    if ((error instanceof Response || isRouteErrorResponse(error)) && !busy) throw error;
    console.error(`[${what}] the request failed`, error);
    return data(fallback, { status: 500 });
  }
}

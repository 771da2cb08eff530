import { isRouteErrorResponse } from "react-router";

/**
 * Reads a page's data from the server on a click from another page. A request that fails (the
 * network, or a server error) is logged and gives `fallback`, the page's empty lists, as the first
 * load of the page would show them (spec section 8), instead of the error screen. Redirects and
 * "not found" keep their meaning.
 */
export async function serverLoaderOr<T, F>(serverLoader: () => Promise<T>, what: string, fallback: F): Promise<T | F> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    console.error(`[lists] failed to load ${what}`, error);
    return fallback;
  }
}

import type { ManageReply } from "~/features/admin/replies";
import { action as collectionAction } from "~/routes/admin/collection";

export interface Posted<R = ManageReply> {
  status: number;
  reply?: R;
  location?: string | null;
  setCookie?: string | null;
}

type Action = (args: never) => Promise<unknown>;

/**
 * Posts a form to an admin action as a browser would (multipart, like the pages' own forms), with
 * the given session cookie, and reads what the action answered: data with a status, or a redirect.
 */
export async function postTo<R>(
  action: Action,
  path: string,
  fields: Record<string, string | Blob>,
  cookie: string,
  params: Record<string, string> = {},
): Promise<Posted<R>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie }, body });
  const read = (response: Response): Posted<R> => ({
    status: response.status,
    location: response.headers.get("Location"),
    setCookie: response.headers.get("Set-Cookie"),
  });
  try {
    const value = (await action({ request, params, context: {} } as never)) as unknown;
    if (value instanceof Response) return read(value);
    const { data, init } = value as { data: R; init?: { status?: number } | null };
    return { status: init?.status ?? 200, reply: data };
  } catch (thrown) {
    if (thrown instanceof Response) return read(thrown);
    throw thrown;
  }
}

/** Posts a management page's form. */
export function postCollection(key: string, fields: Record<string, string | Blob>, cookie: string) {
  return postTo<ManageReply>(collectionAction, `/admin-kfupm-aero/${key}`, fields, cookie, { collection: key });
}

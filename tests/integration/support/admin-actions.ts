import type { ManageReply } from "~/features/admin/replies";
import { action } from "~/routes/admin/collection";

export interface Posted {
  status: number;
  reply?: ManageReply;
  location?: string | null;
  setCookie?: string | null;
}

/**
 * Posts a management page's form as a browser would (multipart, like the page's own form), with
 * the given session cookie, and reads what the action answered: data with a status, or a redirect.
 */
export async function postCollection(
  key: string,
  fields: Record<string, string | Blob>,
  cookie: string,
): Promise<Posted> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://localhost:3000/admin-kfupm-aero/${key}`, {
    method: "POST",
    headers: { cookie },
    body,
  });
  const read = (response: Response): Posted => ({
    status: response.status,
    location: response.headers.get("Location"),
    setCookie: response.headers.get("Set-Cookie"),
  });
  try {
    const value = (await action({ request, params: { collection: key }, context: {} } as never)) as unknown;
    if (value instanceof Response) return read(value);
    const { data, init } = value as { data: ManageReply; init?: { status?: number } | null };
    return { status: init?.status ?? 200, reply: data };
  } catch (thrown) {
    if (thrown instanceof Response) return read(thrown);
    throw thrown;
  }
}

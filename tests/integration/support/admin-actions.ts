import type { ManageReply } from "~/features/admin/replies";
import { action as collectionAction } from "~/routes/admin/collection";
import { type Answer, answerOf } from "../../support/answers";

export type Posted<R = ManageReply> = Answer<R>;

type Action = (args: never) => Promise<unknown>;

/**
 * Posts a form to an admin action as a browser would (multipart, like the pages' own forms), with
 * the given session cookie, and reads what the action answered: data with a status, or a redirect.
 */
export function postTo<R>(
  action: Action,
  path: string,
  fields: Record<string, string | Blob>,
  cookie: string,
  params: Record<string, string> = {},
): Promise<Posted<R>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie }, body });
  return answerOf<R>(action({ request, params, context: {} } as never));
}

/** Posts a management page's form. */
export function postCollection(key: string, fields: Record<string, string | Blob>, cookie: string) {
  return postTo<ManageReply>(collectionAction, `/admin-kfupm-aero/${key}`, fields, cookie, { collection: key });
}

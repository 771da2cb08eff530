import type { Database } from "~/lib/db/client.server";
import type { Choices } from "./choices";
import type { Collection } from "./collection";
import type { CollectionServer } from "./collection.server";
import { listRecords } from "./store.server";

/**
 * The records the reference fields of `collection` may choose from (a gallery item's project),
 * by the referenced collection's key, in that collection's list order.
 */
export async function referenceChoices(
  database: Database,
  collection: Collection,
  serverOf: (key: string) => CollectionServer | undefined,
): Promise<Choices> {
  const choices: Record<string, { value: string; label: string }[]> = {};
  for (const field of collection.fields) {
    if (field.control.kind !== "reference" || choices[field.control.collection]) continue;
    const server = serverOf(field.control.collection);
    if (!server) continue;
    const records = await listRecords(database, server);
    choices[field.control.collection] = records.map((record) => ({
      value: record.id,
      label: server.collection.titleOf(record),
    }));
  }
  return choices;
}

import { markdownText } from "~/lib/markdown-render.server";
import { type Collection, type ContentRecord, markdownFields } from "./collection";

/**
 * Records as the admin list gets them: with the plain text of each Markdown field (`plainText`),
 * so that the list cuts the text a reader sees, never a Markdown mark in half.
 */
export async function listedRecords<R extends ContentRecord>(collection: Collection, records: R[]): Promise<R[]> {
  const fields = markdownFields(collection);
  if (fields.length === 0) return records;
  return Promise.all(
    records.map(async (record) => ({
      ...record,
      plainText: Object.fromEntries(
        await Promise.all(
          fields.map(async (field) => [
            field,
            await markdownText(String((record as Record<string, unknown>)[field] ?? "")),
          ]),
        ),
      ),
    })),
  );
}

import { markdownToText } from "~/lib/markdown.server";
import { type Collection, type ContentRecord, markdownFields } from "./collection";

/**
 * Records as the admin list gets them: with the plain text of each Markdown field (`plainText`),
 * so that the list cuts the text a reader sees, never a Markdown mark in half.
 */
export function listedRecords<R extends ContentRecord>(collection: Collection, records: R[]): R[] {
  const fields = markdownFields(collection);
  if (fields.length === 0) return records;
  return records.map((record) => ({
    ...record,
    plainText: Object.fromEntries(
      fields.map((field) => [field, markdownToText(String((record as Record<string, unknown>)[field] ?? ""))]),
    ),
  }));
}

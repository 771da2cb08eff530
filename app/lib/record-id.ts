const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names no record (and never reaches the database as a bad cast). */
export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && uuid.test(value);
}

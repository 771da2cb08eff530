/** PostgreSQL's error code for a unique violation. */
export const UNIQUE_VIOLATION = "23505";

/**
 * The SQLSTATE code of a database error, looked up through the causes Drizzle wraps it in.
 * Both engines (node-postgres and PGlite) report it as `code`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

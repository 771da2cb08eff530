import { describe, expect, it } from "vitest";
import { runScript } from "./support/processes";

describe("npm start with a bad environment", () => {
  it.each([
    [{ PORT: "abc" }, 'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "abc")'],
    [
      { DATABASE_URL: "nonsense" },
      'Invalid environment variable DATABASE_URL: must be a PostgreSQL URL such as postgres://user:password@host:5432/database (got "nonsense")',
    ],
    [{ STORAGE_DRIVER: "ftp" }, 'Invalid environment variable STORAGE_DRIVER: must be local or s3 (got "ftp")'],
  ])("%o stops with one line naming the variable and exit code 1", async (env, line) => {
    const result = await runScript("server/main.ts", [], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.stdout).toBe("");
  });
});

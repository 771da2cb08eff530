import { chmodSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, resolveEnv } from "~/lib/env.server";

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("environment", () => {
  it("uses the documented defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STORAGE_DRIVER).toBe("local");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.ALLOW_SIGNUP).toBe(false);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.FORM_RATE_LIMIT).toBe(10);
    expect(env.TZ).toBe("Asia/Riyadh");
  });

  it("reads TZ as a time zone name", () => {
    expect(parseEnv({ TZ: "Europe/Berlin" }).TZ).toBe("Europe/Berlin");
    expect(parseEnv({ TZ: "UTC" }).TZ).toBe("UTC");
  });

  it("reads TRUST_PROXY as Express takes it: false, a keyword, a number of proxies or addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toBe("10.0.0.1, 10.0.0.0/8");
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "  " }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "3000.5" }, "PORT"],
    [{ DATABASE_URL: "nonsense" }, "DATABASE_URL"],
    [{ DATABASE_URL: "mysql://root@localhost/db" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://example.org" }, "PUBLIC_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ SMTP_URL: "http://mail.example.org" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.org:587" }, "CONTACT_TO"],
    [{ CONTACT_TO: "not-an-email" }, "CONTACT_TO"],
    [{ STORAGE_DRIVER: "ftp" }, "STORAGE_DRIVER"],
    [{ STORAGE_DRIVER: "s3" }, "S3_BUCKET"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ ALLOW_SIGNUP: "perhaps" }, "ALLOW_SIGNUP"],
    [{ TRUST_PROXY: "everyone" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ FORM_RATE_LIMIT: "0" }, "FORM_RATE_LIMIT"],
    [{ FORM_RATE_LIMIT: "many" }, "FORM_RATE_LIMIT"],
    [{ TZ: "Mars/Olympus_Mons" }, "TZ"],
  ])("rejects %o naming %s", (source, variable) => {
    const error = errorOf(source);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
    expect(error.message).not.toContain("\n");
  });

  it("quotes the bad value so the person can see what was read", () => {
    expect(errorOf({ PORT: "abc" }).message).toBe(
      'Invalid environment variable PORT: must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it("accepts a PostgreSQL URL and booleans in several spellings", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://club:secret@db.example.org:5432/club",
      SEED_DEMO: "FALSE",
      ALLOW_SIGNUP: "yes",
      PUBLIC_URL: "https://aero.example.org/",
    });
    expect(env.DATABASE_URL).toBe("postgresql://club:secret@db.example.org:5432/club");
    expect(env.SEED_DEMO).toBe(false);
    expect(env.ALLOW_SIGNUP).toBe(true);
    expect(env.PUBLIC_URL).toBe("https://aero.example.org");
  });

  it("keeps a generated AUTH_SECRET in DATA_DIR with owner-only permissions, the same on every start", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-env-"));
    const first = resolveEnv({ DATA_DIR: dataDir });
    const second = resolveEnv({ DATA_DIR: dataDir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(first.authSecretGenerated).toBe(true);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.AUTH_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Permissions widened by hand are narrowed again at the next start.
    chmodSync(file, 0o644);
    expect(resolveEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("uses AUTH_SECRET when given and derives PUBLIC_URL from PORT", () => {
    const env = resolveEnv({ AUTH_SECRET: "x".repeat(40), PORT: "4123", DATA_DIR: os.tmpdir() });
    expect(env.AUTH_SECRET).toBe("x".repeat(40));
    expect(env.authSecretGenerated).toBe(false);
    expect(env.PUBLIC_URL).toBe("http://localhost:4123");
  });
});

import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./time-zone";

/** Raised when an environment variable has a value the app cannot run with. */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = "EnvError";
  }
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0", "yes", "no"].includes(v), "must be true or false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** A number of days things are kept, 1 to 36500, `fallback` when unset. */
function days(fallback: number) {
  const message = "must be a whole number of days from 1 to 36500";
  return z.coerce.number({ error: message }).int(message).min(1, message).max(36_500, message).default(fallback);
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .transform((v) => v.replace(/\/+$/, ""));

const variables = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/database",
    })
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  ALLOW_SIGNUP: booleanText.default(false),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an SMTP URL such as smtp://user:password@smtp.example.org:587",
    })
    .optional(),
  MAIL_FROM: z.string().min(3, "must be a sender address").optional(),
  CONTACT_TO: z.email("must be an email address").optional(),
  SMTP_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 1 to 120" })
    .int("must be a whole number of seconds from 1 to 120")
    .min(1, "must be a whole number of seconds from 1 to 120")
    .max(120, "must be a whole number of seconds from 1 to 120")
    .default(10),
  NEWSLETTER_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number of messages from 1 to 100000" })
    .int("must be a whole number of messages from 1 to 100000")
    .min(1, "must be a whole number of messages from 1 to 100000")
    .max(100_000, "must be a whole number of messages from 1 to 100000")
    .default(30),
  DKIM_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be a domain name such as example.org")
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(/^[a-z0-9-_.]+$/i, "must be a selector such as mail2026")
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((value, context) => {
      const pem = value.includes("-----BEGIN") ? value.replace(/\\n/g, "\n") : readKeyFile(value);
      if (pem === null || !/-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem)) {
        context.addIssue({
          code: "custom",
          message: "must be a private key in PEM form, or the path of a file that holds one",
        });
        return z.NEVER;
      }
      return pem;
    })
    .optional(),
  STORAGE_DRIVER: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: httpUrl.optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  SEED_DEMO: booleanText.default(true),
  TZ: z
    .string()
    .trim()
    .refine(isTimeZone, "must be a time zone name such as Asia/Riyadh, Europe/Berlin or UTC")
    .default(DEFAULT_TIME_ZONE),
  ACTIVITY_RETENTION_DAYS: days(365),
  REGISTRATION_RETENTION_DAYS: days(180),
  FORM_RATE_LIMIT: z.coerce
    .number({ error: "must be a whole number from 1 to 100000" })
    .int("must be a whole number from 1 to 100000")
    .min(1, "must be a whole number from 1 to 100000")
    .max(100_000, "must be a whole number from 1 to 100000")
    .default(10),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine(
      (v) => /^(false|loopback|uniquelocal|linklocal|\d{1,2}|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i.test(v),
      "must be false, loopback, a number of proxies, or proxy addresses separated by commas",
    )
    .transform((v): false | number | string => (v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v)),
} as const;

type Variables = typeof variables;
type ParsedVariables = { [K in keyof Variables]: z.output<Variables[K]> };

export type Env = Omit<ParsedVariables, "PUBLIC_URL" | "AUTH_SECRET" | "DATA_DIR"> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  /** From AUTH_SECRET, or the secret kept in DATA_DIR when AUTH_SECRET is unset. */
  AUTH_SECRET: string;
  /** True when AUTH_SECRET was not given and the kept secret is used. */
  authSecretGenerated: boolean;
};

/** Variables whose values are secrets. */
const secrets: ReadonlySet<string> = new Set(["AUTH_SECRET", "DKIM_PRIVATE_KEY", "S3_SECRET_ACCESS_KEY"]);

/** A key file's text, or null when it cannot be read. */
function readKeyFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function quoted(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

/**
 * Reads and checks every variable of the configuration contract. Empty values count as unset.
 * Throws an EnvError naming the first variable that is wrong.
 */
export function parseEnv(source: Record<string, string | undefined>): ParsedVariables {
  const result: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(variables)) {
    const raw = source[name];
    const value = raw === undefined || raw.trim() === "" ? undefined : raw;
    const parsed = (schema as z.ZodType).safeParse(value);
    if (!parsed.success) {
      const detail = parsed.error.issues[0]?.message ?? "is not valid";
      // A secret's value is never repeated in a log.
      const shown = value === undefined || secrets.has(name) ? detail : `${detail} (got "${quoted(value)}")`;
      throw new EnvError(name, shown);
    }
    result[name] = parsed.data;
  }
  const env = result as ParsedVariables;
  if (env.SMTP_URL && !env.CONTACT_TO) {
    throw new EnvError("CONTACT_TO", "must be set when SMTP_URL is set (the address contact messages go to)");
  }
  const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  const missing = dkim.find((name) => !env[name]);
  if (missing && dkim.some((name) => env[name])) {
    throw new EnvError(missing, "must be set with the other DKIM_ variables (domain, selector and private key)");
  }
  if (env.STORAGE_DRIVER === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) throw new EnvError(name, "must be set when STORAGE_DRIVER is s3");
    }
  }
  return env;
}

const secretFileName = "auth-secret";

/** The file that keeps the generated auth secret in a data directory. */
export function keptAuthSecretFile(dataDir: string): string {
  return path.join(dataDir, secretFileName);
}

/**
 * The secret kept in the data directory, created with owner-only permissions on first use (and
 * put back to them if they were widened since).
 */
export function keptAuthSecret(dataDir: string): string {
  const file = keptAuthSecretFile(dataDir);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) {
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function resolveEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    AUTH_SECRET: parsed.AUTH_SECRET ?? keptAuthSecret(dataDir),
    authSecretGenerated: parsed.AUTH_SECRET === undefined,
  };
}

const holder = globalThis as typeof globalThis & { __appEnv?: Env };

/** The process's configuration, read once. */
export function env(): Env {
  holder.__appEnv ??= resolveEnv();
  return holder.__appEnv;
}

/**
 * The configuration read by `read`, or, when it is invalid, the process ends with one line naming
 * the variable and exit code 1 (the server's start and the command-line tools).
 */
export function envOrExit(read: () => Env = env): Env {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

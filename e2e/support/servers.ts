import path from "node:path";

/**
 * The sites the end-to-end tests run against, each on its own port and data directory:
 * - demo: the demo club, one admin account, and a mail server that delivers;
 * - empty: a new database without demo content, whose mail server refuses every message;
 * - broken: a database whose content tables are gone, so every list read fails;
 * - editing: the demo club again, for the tests that create, change and delete content, so that
 *   the other tests' expectations of the demo club hold.
 */
const base = Number(process.env.E2E_PORT ?? 3210);

export const servers = {
  demo: { port: base, url: `http://localhost:${base}` },
  empty: { port: base + 1, url: `http://localhost:${base + 1}` },
  broken: { port: base + 2, url: `http://localhost:${base + 2}` },
  editing: { port: base + 5, url: `http://localhost:${base + 5}` },
} as const;

/** The local mail servers (e2e/support/mail-server.ts). */
export const smtpPorts = { delivering: base + 3, refusing: base + 4 } as const;

/** Where the delivering mail server writes each message it accepts, one JSON file each. */
export function mailDir(): string {
  return path.resolve("test-results", process.env.E2E_PORT ? `e2e-${base}-mail` : "e2e-mail");
}

export const e2eAdmin = { email: "admin@e2e.example.org", password: "e2e-admin-password" };
/** A signed-up user who is not an admin (created as one, then revoked). */
export const e2eMember = { email: "member@e2e.example.org", password: "e2e-member-password" };
/** An admin of the empty site whose account the lockout test makes others guess at. */
export const e2eTreasurer = { email: "treasurer@e2e.example.org", password: "e2e-treasurer-password" };

/** An admin of the demo site who forgets the password, resets it and changes it. */
export const e2eForgetful = { email: "forgetful@e2e.example.org", password: "e2e-forgetful-password" };

/**
 * The header that makes the demo site answer a request as if this many milliseconds had passed
 * (e2e/support/server-clock.mjs): for opening a link after its expiry.
 */
export const clockAheadHeader = "X-E2E-Clock-Ahead";

/** A run on another E2E_PORT keeps its own data directories, so two runs never share a database. */
export function dataDirOf(name: keyof typeof servers): string {
  return path.resolve("test-results", process.env.E2E_PORT ? `e2e-${base}-${name}` : `e2e-${name}`);
}

/** The migrated embedded database each site's data directory starts as a copy of. */
export function templateDirOf(): string {
  return path.resolve("test-results", process.env.E2E_PORT ? `e2e-${base}-template` : "e2e-template");
}

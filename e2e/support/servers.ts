import path from "node:path";

/**
 * The sites the end-to-end tests run against, each on its own port and data directory:
 * - demo: the demo club, and one admin account;
 * - empty: a new database without demo content, whose mail server refuses connections;
 * - broken: a database whose content tables are gone, so every list read fails.
 */
const base = Number(process.env.E2E_PORT ?? 3210);

export const servers = {
  demo: { port: base, url: `http://localhost:${base}` },
  empty: { port: base + 1, url: `http://localhost:${base + 1}` },
  broken: { port: base + 2, url: `http://localhost:${base + 2}` },
} as const;

export const e2eAdmin = { email: "admin@e2e.example.org", password: "e2e-admin-password" };
/** A signed-up user who is not an admin (created as one, then revoked). */
export const e2eMember = { email: "member@e2e.example.org", password: "e2e-member-password" };

/** A run on another E2E_PORT keeps its own data directories, so two runs never share a database. */
export function dataDirOf(name: keyof typeof servers): string {
  return path.resolve("test-results", process.env.E2E_PORT ? `e2e-${base}-${name}` : `e2e-${name}`);
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { projectPath } from "~/lib/project-path.server";

const scratch = mkdtempSync(path.join(tmpdir(), "aero-outbox-migration-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The project's migrations up to, not including, the one tagged `before`. */
function migrationsBefore(before: string): string {
  const folder = path.join(scratch, "migrations");
  cpSync(projectPath("db", "migrations"), folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === before);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("the migration to the outbox", () => {
  it("keeps the history of forwarded messages and queues those whose email never went out", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0005_outbox") });
      await db.execute(sql`
        INSERT INTO contact_messages (name, email, subject, message, email_status, email_error, emailed_at, handled_at, created_at) VALUES
          ('Sent', 'sent@example.org', 'Was emailed', 'M1', 'sent', NULL, '2026-03-01T10:00:05Z', NULL, '2026-03-01T10:00:00Z'),
          (E'Fa\\niled', 'failed@example.org', E'Refused\\r\\nBcc: x@example.org', E'Line one\\nLine two', 'failed', '421 try later', NULL, NULL, '2026-03-02T10:00:00.123Z'),
          ('Pending', 'pending@example.org', 'Cut off', 'M3', 'pending', NULL, NULL, NULL, '2026-03-03T10:00:00Z'),
          ('No server', 'none@example.org', 'Never emailed', 'M4', 'not_configured', NULL, NULL, NULL, '2026-03-04T10:00:00Z'),
          ('Handled', 'handled@example.org', 'Dealt with', 'M5', 'failed', '550 no', NULL, '2026-03-06T10:00:00Z', '2026-03-05T10:00:00Z')
      `);
      await migrate(db, { migrationsFolder: projectPath("db", "migrations") });

      const { rows } = await db.execute<{
        email: string;
        status: string;
        attempts: number;
        to_address: string | null;
        reply_to_name: string;
        reply_to_address: string;
        subject: string;
        text: string;
        last_error: string | null;
        sent_at: string | null;
      }>(sql`
        SELECT m.email, o.status, o.attempts, o.to_address, o.reply_to_name, o.reply_to_address, o.subject, o.text,
               o.last_error, o.sent_at::text
        FROM outbox_messages o JOIN contact_messages m ON o.source_id = m.id::text
        ORDER BY m.created_at`);
      expect(rows.map((row) => [row.email, row.status, row.attempts])).toEqual([
        ["sent@example.org", "sent", 1],
        ["failed@example.org", "queued", 0],
        ["pending@example.org", "queued", 0],
        ["none@example.org", "queued", 0],
      ]);
      const [sent, failed] = rows;
      expect(sent?.sent_at).toMatch(/^2026-03-01 10:00:05/);
      expect(failed).toMatchObject({
        to_address: null,
        reply_to_name: "Fa iled",
        reply_to_address: "failed@example.org",
        subject: "[Contact] Refused Bcc: x@example.org",
        last_error: "421 try later",
      });
      // The same text the site writes for a new message (submit.server.ts).
      expect(failed?.text).toBe(
        [
          "New message from the contact form of the website, received 2026-03-02T10:00:00.123Z.",
          "",
          "From: Fa iled <failed@example.org>",
          "Subject: Refused Bcc: x@example.org",
          "",
          "Line one\nLine two",
          "",
          "Reply to this email to answer the sender.",
        ].join("\n"),
      );
      const { rows: columns } = await db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_messages' AND column_name LIKE 'email%'`,
      );
      expect(columns.map((column) => column.column_name)).toEqual(["email"]);
    } finally {
      await client.close();
    }
  });
});

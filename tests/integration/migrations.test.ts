import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { shippedFile } from "~/lib/shipped-file.server";

const scratch = mkdtempSync(path.join(tmpdir(), "aero-migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The project's migrations up to, not including, the one tagged `before`. */
function migrationsBefore(before: string): string {
  const folder = path.join(scratch, before);
  cpSync(shippedFile("db", "migrations"), folder, { recursive: true });
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
      await migrate(db, { migrationsFolder: shippedFile("db", "migrations") });

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
      // The text the site wrote for a new message when this migration was made (submit.server.ts).
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

describe("the migration to door codes", () => {
  it("gives every registration made before it a code, different from the others of its event", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0013_door_codes") });
      await db.execute(sql`
        INSERT INTO events (id, title, slug, description, date, time, location, registration_mode) VALUES
          ('00000000-0000-4000-8000-000000000001', 'One', 'one', 'x', '2026-12-01', '10:00', 'here', 'site'),
          ('00000000-0000-4000-8000-000000000002', 'Two', 'two', 'x', '2026-12-02', '10:00', 'here', 'site')`);
      await db.execute(sql`
        INSERT INTO event_registrations (seq, event_id, name, email, email_key, status)
        SELECT n, e.id, 'Person ' || n, n || '@example.org', n || '@example.org', 'confirmed'
        FROM generate_series(1, 300) n, events e`);
      await migrate(db, { migrationsFolder: shippedFile("db", "migrations") });

      const { rows } = await db.execute<{ event_id: string; door_code: string | null }>(
        sql`SELECT event_id, door_code FROM event_registrations`,
      );
      expect(rows).toHaveLength(600);
      expect(rows.every((row) => /^[0-9A-HJKMNP-TV-Z]{6}$/.test(row.door_code ?? ""))).toBe(true);
      for (const event of new Set(rows.map((row) => row.event_id))) {
        const codes = rows.filter((row) => row.event_id === event).map((row) => row.door_code);
        expect(new Set(codes).size).toBe(codes.length);
      }
    } finally {
      await client.close();
    }
  });
});

describe("the migration that forgets trusted devices", () => {
  it("removes every device trust Better Auth gave, and nothing else", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0014_forget_trusted_devices") });
      await db.execute(sql`
        INSERT INTO verification (id, identifier, value, expires_at) VALUES
          ('1', 'trust-device-abc', 'user-1', now() + interval '30 days'),
          ('2', 'reset-password:xyz', 'user-1', now() + interval '1 hour')`);
      await migrate(db, { migrationsFolder: shippedFile("db", "migrations") });
      const { rows } = await db.execute<{ identifier: string }>(sql`SELECT identifier FROM verification`);
      expect(rows.map((row) => row.identifier)).toEqual(["reset-password:xyz"]);
    } finally {
      await client.close();
    }
  });
});

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { events } from "~/features/events/table";
import type { Answer } from "~/features/registrations/asked";
import type { Language } from "~/i18n/language";
import type { RegistrationStatus } from "./record";

/**
 * Who registered for an event on the site. An event's `current_attendees` is the number of its
 * confirmed registrations, changed only with them, in the same transaction. Name, email and
 * answers are removed REGISTRATION_RETENTION_DAYS after the event; the rows stay, for the counts.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * First come, first served: the registration's place among the event's, 1, 2, 3… (given while
     * the event is locked, so no two share one; a number of the row's own, so a restored backup
     * keeps the order).
     */
    seq: integer("seq").notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email"),
    /** The address as registrations compare it (lib/email-address.ts): one registration per address. */
    emailKey: text("email_key"),
    answers: jsonb("answers").$type<Answer[]>(),
    status: text("status").$type<RegistrationStatus>().notNull(),
    /** 'visitor', or the email of the admin who added the person. */
    addedBy: text("added_by").notNull().default("visitor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** 'attendee', or the email of the admin who removed the person. */
    cancelledBy: text("cancelled_by"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by"),
    /**
     * The short code a volunteer types at the door when the QR code will not scan
     * (door-code.server.ts), unique within the event; given to every registration as it is made.
     */
    doorCode: text("door_code"),
    /** The language of the page the person registered on: their emails are written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
  },
  (t) => [
    uniqueIndex("event_registrations_email_idx").on(t.eventId, t.emailKey),
    check("event_registrations_language", sql`${t.language} in ('en', 'ar')`),
    uniqueIndex("event_registrations_seq_idx").on(t.eventId, t.seq),
    uniqueIndex("event_registrations_door_code_idx").on(t.eventId, t.doorCode),
    index("event_registrations_event_idx").on(t.eventId, t.status, t.seq),
    check("event_registrations_status_check", sql`${t.status} IN ('confirmed', 'waitlisted', 'cancelled')`),
  ],
);

CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text,
	"email" text,
	"email_key" text,
	"answers" jsonb,
	"status" text NOT NULL,
	"added_by" text DEFAULT 'visitor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" IN ('confirmed', 'waitlisted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_mode" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens" timestamp;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_closes" timestamp;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registrants_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("event_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_seq_idx" ON "event_registrations" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","status","seq");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_registration_mode_check" CHECK ("events"."registration_mode" IN ('external', 'site'));
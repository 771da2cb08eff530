CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text,
	"reply_to_name" text,
	"reply_to_address" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"source_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" IN ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_messages_attempts_check" CHECK ("outbox_messages"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_email_status_check";--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_source_idx" ON "outbox_messages" USING btree ("source_id");--> statement-breakpoint
-- Contact messages forwarded before the outbox keep their history; those whose email failed, was
-- pending or had no mail server, and that nobody has handled yet, wait in the outbox to be sent.
INSERT INTO "outbox_messages" ("kind", "to_address", "reply_to_name", "reply_to_address", "subject", "text", "source_id", "status", "attempts", "last_error", "sent_at", "created_at", "updated_at")
SELECT 'contact', NULL, regexp_replace("name", E'[\\r\\n]+', ' ', 'g'), "email",
	'[Contact] ' || regexp_replace("subject", E'[\\r\\n]+', ' ', 'g'),
	'New message from the contact form of the website, received ' || to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || E'.\n\n'
		|| 'From: ' || regexp_replace("name", E'[\\r\\n]+', ' ', 'g') || ' <' || "email" || E'>\n'
		|| 'Subject: ' || regexp_replace("subject", E'[\\r\\n]+', ' ', 'g') || E'\n\n'
		|| "message" || E'\n\nReply to this email to answer the sender.',
	"id"::text,
	CASE WHEN "email_status" = 'sent' THEN 'sent' ELSE 'queued' END,
	CASE WHEN "email_status" = 'sent' THEN 1 ELSE 0 END,
	"email_error",
	CASE WHEN "email_status" = 'sent' THEN coalesce("emailed_at", "created_at") END,
	"created_at", now()
FROM "contact_messages"
WHERE "email_status" = 'sent' OR "handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "email_status";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "email_error";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "emailed_at";
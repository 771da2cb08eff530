CREATE TABLE "mail_pace" (
	"kind" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"slug" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recipients" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "newsletter_issues_status_check" CHECK ("newsletter_issues"."status" IN ('draft', 'scheduled', 'sending', 'paused', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status_check";--> statement-breakpoint
DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "recipient_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "soft_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_slug_idx" ON "newsletter_issues" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_mailing_due_idx" ON "outbox_messages" USING btree ("kind","status","next_attempt_at") WHERE "outbox_messages"."recipient_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_mailing_copy_idx" ON "outbox_messages" USING btree ("source_id","recipient_id") WHERE "outbox_messages"."recipient_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at") WHERE "outbox_messages"."recipient_id" IS NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" IN ('queued', 'sending', 'sent', 'failed', 'skipped'));
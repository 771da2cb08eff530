-- An address is sent issues once confirmed from the link mailed to it. The addresses stored before
-- confirmation existed subscribed under the old form's promise: they count as confirmed, from the
-- day they subscribed.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmations_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_unconfirmed_idx" ON "newsletter_subscriptions" USING btree ("created_at") WHERE "newsletter_subscriptions"."confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at";

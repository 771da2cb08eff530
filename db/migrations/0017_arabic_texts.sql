ALTER TABLE "site_settings" ADD COLUMN "club_name_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tagline_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "hero_text_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "campus_title_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "campus_text_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "campus_picture_alt_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "mission_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "vision_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "office_location_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "office_hours_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "reply_note_ar" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "footer_text_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "button_text_ar" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "questions_ar" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "content_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "excerpt_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "link_text_ar" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "subject_ar" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "preheader_ar" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "body_ar" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "achievements_ar" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "duration_ar" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "button_text_ar" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "position_ar" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "bio_ar" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_language" CHECK ("newsletter_subscriptions"."language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_language" CHECK ("event_registrations"."language" in ('en', 'ar'));
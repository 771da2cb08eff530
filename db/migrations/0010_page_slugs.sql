CREATE TABLE "slug_history" (
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"record_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_collection_slug_pk" PRIMARY KEY("collection","slug")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing records get a slug from their title: ASCII letters and digits joined by hyphens (common
-- accents read as their base letter), the record's kind when nothing is left, and the start of
-- the record's id after a slug that two records would share. New ones get theirs from the site.
UPDATE "events" AS t SET "slug" = s.slug FROM (
	SELECT id, CASE WHEN count(*) OVER (PARTITION BY base) > 1
		THEN base || '-' || left(replace(id::text, '-', ''), 8) ELSE base END AS slug
	FROM (
		SELECT id, coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(
			translate(lower(title), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõøōőřśšşßťúùûüūůűųýÿžźż', 'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorsssstuuuuuuuuyyzzz'),
			'[^a-z0-9]+', '-', 'g'), 80)), ''), 'event') AS base
		FROM "events"
	) AS bases
) AS s WHERE t.id = s.id;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing records get a slug from their title: ASCII letters and digits joined by hyphens (common
-- accents read as their base letter), the record's kind when nothing is left, and the start of
-- the record's id after a slug that two records would share. New ones get theirs from the site.
UPDATE "news_articles" AS t SET "slug" = s.slug FROM (
	SELECT id, CASE WHEN count(*) OVER (PARTITION BY base) > 1
		THEN base || '-' || left(replace(id::text, '-', ''), 8) ELSE base END AS slug
	FROM (
		SELECT id, coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(
			translate(lower(title), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõøōőřśšşßťúùûüūůűųýÿžźż', 'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorsssstuuuuuuuuyyzzz'),
			'[^a-z0-9]+', '-', 'g'), 80)), ''), 'article') AS base
		FROM "news_articles"
	) AS bases
) AS s WHERE t.id = s.id;--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing records get a slug from their title: ASCII letters and digits joined by hyphens (common
-- accents read as their base letter), the record's kind when nothing is left, and the start of
-- the record's id after a slug that two records would share. New ones get theirs from the site.
UPDATE "projects" AS t SET "slug" = s.slug FROM (
	SELECT id, CASE WHEN count(*) OVER (PARTITION BY base) > 1
		THEN base || '-' || left(replace(id::text, '-', ''), 8) ELSE base END AS slug
	FROM (
		SELECT id, coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(
			translate(lower(title), 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõøōőřśšşßťúùûüūůűųýÿžźż', 'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorsssstuuuuuuuuyyzzz'),
			'[^a-z0-9]+', '-', 'g'), 80)), ''), 'project') AS base
		FROM "projects"
	) AS bases
) AS s WHERE t.id = s.id;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "slug_history_record_idx" ON "slug_history" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_idx" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
ALTER TABLE "event_registrations" ADD COLUMN "door_code" text;--> statement-breakpoint
-- Every registration made before door codes existed gets one, unique within its event
-- (app/features/registrations/door-code.server.ts: six letters of Crockford's base 32).
DO $$
DECLARE
  registration record;
  candidate text;
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
BEGIN
  FOR registration IN SELECT "id", "event_id" FROM "event_registrations" WHERE "door_code" IS NULL LOOP
    LOOP
      candidate := '';
      FOR i IN 1..6 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM "event_registrations" WHERE "event_id" = registration."event_id" AND "door_code" = candidate
      );
    END LOOP;
    UPDATE "event_registrations" SET "door_code" = candidate WHERE "id" = registration."id";
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_door_code_idx" ON "event_registrations" USING btree ("event_id","door_code");

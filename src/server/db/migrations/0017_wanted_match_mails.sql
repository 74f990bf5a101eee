-- Wanted-item matches are mailed gathered per owner, one mail per window and a few a day (the
-- wanted_mail job): a match waits with mailed_at null until its owner's next mail names it.
-- Matches claimed before this column were mailed when claimed.
ALTER TABLE "wanted_matches" ADD COLUMN IF NOT EXISTS "mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "wanted_matches" SET "mailed_at" = "created_at" WHERE "mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wanted_matches_waiting_idx" ON "wanted_matches" USING btree ("wanted_item_id") WHERE mailed_at is null;

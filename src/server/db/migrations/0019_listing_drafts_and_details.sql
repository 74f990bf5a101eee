-- Where, how and when (docs/api.md): a listing may be a draft (status 'draft', its owner's
-- alone until published); it says its condition, whether it can be picked up or shipped and
-- test flown; `published_at` is when it was first listed (a draft has none), the date a card
-- shows; `views` counts reads of its page by others. Listings written before this were
-- published when they were created.
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "condition" text;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "test_flight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "gears" SET "published_at" = "created_at" WHERE "published_at" IS NULL AND "status" <> 'draft';

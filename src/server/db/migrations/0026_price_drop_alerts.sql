-- Price-drop alerts of saved searches (docs/api.md, "Saved searches and feeds"): a search may
-- also mail when a listing it matches gets cheaper (`price_drops`, off by default), each drop of
-- a listing once per search (the primary key: the drop is the listing's `price_changed_at`).
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "price_drops" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_search_price_drops" (
	"saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE cascade,
	"gear_id" uuid NOT NULL REFERENCES "gears"("id") ON DELETE cascade,
	"dropped_at" timestamp with time zone NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"previous_price" numeric(15, 2) NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_price_drops_pk" PRIMARY KEY ("saved_search_id", "gear_id", "dropped_at")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_price_drops_unsent_idx" ON "saved_search_price_drops" USING btree ("saved_search_id") WHERE "sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_price_drops_gear_idx" ON "saved_search_price_drops" USING btree ("gear_id");

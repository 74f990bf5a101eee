-- A catalogue model's listings (docs/api.md, GET gears/ `catalogue_model`): its page lists them by
-- the model, not by brand and model text (a trigram BitmapAnd and 19 205 heap pages to count the
-- biggest model's at 1M, bench/README.md). Public listings of one size, newest first, with the
-- seller riding along (INCLUDE): a model's total is counted from this index alone (the id is
-- for the stolen-hold exclusion, the seller for the suspended one), and its newest page read off
-- it. Only active, visible listings are in it, so only they pay it on a write.
CREATE INDEX IF NOT EXISTS "gears_public_size_idx" ON "gears" USING btree ("catalogue_size_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_id") WHERE "gears"."status" = 'active' and not "gears"."is_hidden";--> statement-breakpoint
-- A saved search of one model (null: any model).
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "catalogue_model_id" uuid;

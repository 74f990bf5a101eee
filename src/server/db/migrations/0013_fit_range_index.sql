-- Best fit (sort=fit) sorted every listing whose range holds the weight (272 421 at 1M). Listings
-- share few distinct ranges (a model's sizes), so the page is read range by range: the distinct
-- (type, min, max) are found by a skip scan of this index, and each range's newest listings off
-- it in order, with the plain filters' columns riding along (no row read without free text).
CREATE INDEX IF NOT EXISTS "gears_public_fit_range_idx" ON "gears" USING btree ("gear_type_id","fit_min","fit_max","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"en_class","country","price","currency","year","user_id") WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."fit_max" is not null;

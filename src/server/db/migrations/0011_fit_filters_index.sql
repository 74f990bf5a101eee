-- Counting a weight search that also names the type, class or country (a total under 1000 is
-- counted on every request) walked all of gears_public_fit_idx, whose order is newest first.
-- This one starts with those equality columns (a filter that skips one is a skip scan: few
-- distinct values each), then the range, so a count or a rare match reads only its own entries.
CREATE INDEX IF NOT EXISTS "gears_public_fit_filters_idx" ON "gears" USING btree ("gear_type_id","en_class","country","fit_max","fit_min","price","currency","year","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."fit_max" is not null;

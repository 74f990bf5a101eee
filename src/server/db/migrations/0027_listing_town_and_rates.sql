-- Where the gear is, and prices across currencies (docs/api.md, "Where, how and when").
--
-- A listing's town comes from the gazetteer the server ships (features/towns); its name and
-- coordinates are copied onto the row, so a radius search reads no other table and needs no
-- extension: a GiST index on the point (core PostgreSQL) finds the bounding box of the circle,
-- and the exact distance is checked on those rows only (features/search/conditions.ts).
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "town_id" integer;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "town_name" text;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "price_eur" numeric;--> statement-breakpoint
-- The columns a radius search's total and page read ride along (INCLUDE): both are read off
-- the index alone, not from a row per listing scattered over the table (4 times fewer pages for
-- 1300 matches, bench/README.md "Radius search").
CREATE INDEX IF NOT EXISTS "gears_public_place_idx" ON "gears" USING gist (point("longitude", "latitude")) INCLUDE ("latitude", "longitude", "created_at", "id", "user_id", "country", "price_eur") WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."latitude" is not null;--> statement-breakpoint
-- The reference rates staff keep: one unit of the currency in euros. Price filters and the
-- price order compare every listing in euros through them, never raw numbers across currencies.
CREATE TABLE IF NOT EXISTS "currency_rates" (
  "currency" text PRIMARY KEY,
  "to_eur" numeric NOT NULL CHECK ("to_eur" > 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "currency_rates" ("currency", "to_eur") VALUES
  ('EUR', 1), ('CHF', 1.07), ('GBP', 1.17), ('USD', 0.92), ('IRR', 0.000022)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The price in euros, exact (numeric without scale: price × rate is not rounded, so two listings
-- in one currency order as their prices do). Kept by this trigger on every price write, and
-- by PUT rates/ for every listing of a currency whose rate changed. Null: a currency without rate.
CREATE OR REPLACE FUNCTION airgear_gear_price_eur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_eur := NEW.price * (SELECT r.to_eur FROM currency_rates r WHERE r.currency = NEW.currency);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS gears_price_eur ON gears;
--> statement-breakpoint
CREATE TRIGGER gears_price_eur BEFORE INSERT OR UPDATE OF price, currency ON gears
  FOR EACH ROW EXECUTE FUNCTION airgear_gear_price_eur();
--> statement-breakpoint
UPDATE "gears" g SET "price_eur" = g."price" * r."to_eur" FROM "currency_rates" r WHERE r."currency" = g."currency";--> statement-breakpoint
-- The price indexes follow the price in euros: the raw price orders nothing any more.
DROP INDEX IF EXISTS "gears_price_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gears_price_eur_idx" ON "gears" USING btree ("price_eur");--> statement-breakpoint
DROP INDEX IF EXISTS "gears_public_price_idx";--> statement-breakpoint
CREATE INDEX "gears_public_price_idx" ON "gears" USING btree ("price_eur","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id","gear_type_id","country","currency") WHERE "gears"."status" = 'active' and not "gears"."is_hidden";--> statement-breakpoint
DROP INDEX IF EXISTS "gears_public_newest_idx";--> statement-breakpoint
CREATE INDEX "gears_public_newest_idx" ON "gears" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id","gear_type_id","country","price_eur","currency") WHERE "gears"."status" = 'active' and not "gears"."is_hidden";--> statement-breakpoint
DROP INDEX IF EXISTS "gears_public_fit_idx";--> statement-breakpoint
CREATE INDEX "gears_public_fit_idx" ON "gears" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"fit_min","fit_max","en_class","year","gear_type_id","country","price_eur","currency","user_id") WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."fit_max" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "gears_public_fit_filters_idx";--> statement-breakpoint
CREATE INDEX "gears_public_fit_filters_idx" ON "gears" USING btree ("gear_type_id","en_class","country","fit_max","fit_min","price_eur","currency","year","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."fit_max" is not null;--> statement-breakpoint
-- Saved searches keep the new filters (features/search/filters.ts): several countries, the
-- centre of a radius search (latitude, longitude) and its radius, conditions, the price currency.
ALTER TABLE "saved_searches" ALTER COLUMN "country" TYPE text[] USING CASE WHEN "country" IS NULL THEN NULL ELSE ARRAY["country"] END;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "near" double precision[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "radius_km" real;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "conditions" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "price_currency" text;

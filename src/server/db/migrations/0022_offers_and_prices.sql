-- Offers and prices (docs/api.md, "Offers and prices"): how a seller takes offers, every price a
-- listing had, offers in a conversation, the final price of a sale (private), and each listed
-- gear's price guide (precomputed per catalogue model by the refresh_price_guide job).
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "price_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "price_types" text[];--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "previous_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "sold_price" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN IF NOT EXISTS "sold_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "gear_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gear_id" uuid NOT NULL REFERENCES "gears"("id") ON DELETE cascade,
	"price" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gear_price_history_gear_idx" ON "gear_price_history" USING btree ("gear_id","changed_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"sender_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"from_side" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_conversation_idx" ON "offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "offers_open_side_uq" ON "offers" USING btree ("conversation_id","from_side") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_sender_created_idx" ON "offers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "gear_price_guides" (
	"gear_id" uuid PRIMARY KEY NOT NULL REFERENCES "gears"("id") ON DELETE cascade,
	"model_id" uuid NOT NULL REFERENCES "catalogue_models"("id") ON DELETE cascade,
	"median" numeric(15, 2) NOT NULL,
	"count" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gear_price_guides_model_idx" ON "gear_price_guides" USING btree ("model_id");--> statement-breakpoint
-- Every price write goes through these, whatever writes it (the API, staff, the demo seed, a
-- script): a drop keeps the price it replaced and when; a rise or a new currency forgets it.
-- Marking sold stamps sold_at; back on sale clears the sale.
CREATE OR REPLACE FUNCTION airgear_gear_price_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    IF NEW.currency = OLD.currency AND NEW.price < OLD.price THEN
      NEW.previous_price := OLD.price;
      NEW.price_changed_at := now();
    ELSE
      NEW.previous_price := NULL;
      NEW.price_changed_at := NULL;
    END IF;
  END IF;
  IF NEW.status = 'sold' AND OLD.status IS DISTINCT FROM 'sold' THEN
    NEW.sold_at := now();
  ELSIF NEW.status <> 'sold' THEN
    NEW.sold_at := NULL;
    NEW.sold_price := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS gears_price_fields ON gears;
--> statement-breakpoint
CREATE TRIGGER gears_price_fields BEFORE UPDATE ON gears
  FOR EACH ROW EXECUTE FUNCTION airgear_gear_price_fields();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION airgear_gear_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore (hardening/backup/load.ts) loads the history as it was backed up.
  IF current_setting('airgear.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price
     OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    INSERT INTO gear_price_history (gear_id, price, currency) VALUES (NEW.id, NEW.price, NEW.currency);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS gears_price_history ON gears;
--> statement-breakpoint
CREATE TRIGGER gears_price_history AFTER INSERT OR UPDATE OF price, currency ON gears
  FOR EACH ROW EXECUTE FUNCTION airgear_gear_price_history();
--> statement-breakpoint
-- Listings from before: their price now is the first one known, since they were posted.
INSERT INTO gear_price_history (gear_id, price, currency, changed_at)
  SELECT g.id, g.price, g.currency, g.created_at FROM gears g
   WHERE NOT EXISTS (SELECT 1 FROM gear_price_history h WHERE h.gear_id = g.id);
--> statement-breakpoint
UPDATE gears SET sold_at = updated_at WHERE status = 'sold' AND sold_at IS NULL;

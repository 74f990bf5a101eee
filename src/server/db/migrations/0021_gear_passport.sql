-- The gear passport (docs/api-beyond.md, "Gear passport"): items (a piece of gear by brand +
-- model + normalised serial), their records, transfers to a buyer, certifier accounts, the
-- catalogue's check rules and reminder bookkeeping. The spec's certificates become check records:
-- the table is renamed and widened, so every row, id and photo stays as it was.
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"gear_type_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"catalogue_size_id" uuid,
	"serial" text,
	"production_date" date,
	"flight_hours" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_gear_type_id_gear_types_id_fk" FOREIGN KEY ("gear_type_id") REFERENCES "public"."gear_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_catalogue_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("catalogue_size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "items_serial_uq" ON "items" USING btree (lower("brand"),lower("model"),"serial") WHERE "items"."serial" is not null;--> statement-breakpoint
CREATE INDEX "items_owner_idx" ON "items" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "gears" ADD CONSTRAINT "gears_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gears_item_idx" ON "gears" USING btree ("item_id") WHERE "gears"."item_id" is not null;--> statement-breakpoint
-- Each listing with certificates gets an item without a serial (the seller may add one later).
-- It takes the listing's id: ids of different tables never meet, and the mapping needs no table.
INSERT INTO "items" ("id", "owner_id", "gear_type_id", "brand", "model", "catalogue_size_id", "created_at", "updated_at")
	SELECT g."id", g."user_id", g."gear_type_id", g."brand", g."model", g."catalogue_size_id", g."created_at", g."updated_at"
	FROM "gears" g WHERE EXISTS (SELECT 1 FROM "certificates" c WHERE c."gear_id" = g."id");--> statement-breakpoint
UPDATE "gears" SET "item_id" = "id" WHERE EXISTS (SELECT 1 FROM "certificates" c WHERE c."gear_id" = "gears"."id");--> statement-breakpoint
ALTER TABLE "certificates" RENAME TO "item_records";--> statement-breakpoint
ALTER TABLE "item_records" RENAME CONSTRAINT "certificates_pkey" TO "item_records_pkey";--> statement-breakpoint
ALTER TABLE "item_records" RENAME CONSTRAINT "certificates_gear_id_gears_id_fk" TO "item_records_gear_id_gears_id_fk";--> statement-breakpoint
ALTER TABLE "item_records" RENAME CONSTRAINT "certificates_user_id_users_id_fk" TO "item_records_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "item_records" RENAME CONSTRAINT "certificates_certifier_id_certifiers_id_fk" TO "item_records_certifier_id_certifiers_id_fk";--> statement-breakpoint
ALTER INDEX "certificates_gear_idx" RENAME TO "item_records_gear_idx";--> statement-breakpoint
ALTER INDEX "certificates_certifier_idx" RENAME TO "item_records_certifier_idx";--> statement-breakpoint
ALTER TABLE "item_records" RENAME COLUMN "issue_date" TO "date";--> statement-breakpoint
ALTER TABLE "item_records" RENAME COLUMN "expiration_date" TO "valid_until";--> statement-breakpoint
ALTER TABLE "item_records" RENAME COLUMN "fabric_condition" TO "canopy_ok";--> statement-breakpoint
ALTER TABLE "item_records" RENAME COLUMN "porosity" TO "porosity_figure";--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "valid_until" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "canopy_ok" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "lines_need_trim" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "certifier_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "gear_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "kind" text DEFAULT 'check' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "flight_hours" real;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "signed_by" uuid;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "porosity" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "line_strength_ok" boolean;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "trim" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "risers_ok" boolean;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A certificate's one porosity figure becomes one unnamed measuring point (numeric to jsonb is exact).
UPDATE "item_records" SET "item_id" = "gear_id", "updated_at" = "created_at",
	"porosity" = jsonb_build_array(jsonb_build_object('point', '', 'value', "porosity_figure", 'limit', null));--> statement-breakpoint
ALTER TABLE "item_records" DROP COLUMN "porosity_figure";--> statement-breakpoint
ALTER TABLE "item_records" ALTER COLUMN "item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_records_item_idx" ON "item_records" USING btree ("item_id","kind","date");--> statement-breakpoint
ALTER TABLE "certificate_pictures" RENAME TO "record_pictures";--> statement-breakpoint
ALTER TABLE "record_pictures" RENAME COLUMN "certificate_id" TO "record_id";--> statement-breakpoint
ALTER TABLE "record_pictures" RENAME CONSTRAINT "certificate_pictures_pkey" TO "record_pictures_pkey";--> statement-breakpoint
ALTER TABLE "record_pictures" RENAME CONSTRAINT "certificate_pictures_certificate_id_certificates_id_fk" TO "record_pictures_record_id_item_records_id_fk";--> statement-breakpoint
ALTER INDEX "certificate_pictures_cert_idx" RENAME TO "record_pictures_record_idx";--> statement-breakpoint
ALTER INDEX "certificate_pictures_key_idx" RENAME TO "record_pictures_key_idx";--> statement-breakpoint
CREATE TABLE "item_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"from_user_id" uuid,
	"to_user_id" uuid NOT NULL,
	"gear_id" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item_transfers" ADD CONSTRAINT "item_transfers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_transfers" ADD CONSTRAINT "item_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_transfers" ADD CONSTRAINT "item_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_transfers" ADD CONSTRAINT "item_transfers_gear_id_gears_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."gears"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_transfers_open_uq" ON "item_transfers" USING btree ("item_id") WHERE "item_transfers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "item_transfers_to_idx" ON "item_transfers" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE TABLE "certifier_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"certifier_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certifier_accounts" ADD CONSTRAINT "certifier_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifier_accounts" ADD CONSTRAINT "certifier_accounts_certifier_id_certifiers_id_fk" FOREIGN KEY ("certifier_id") REFERENCES "public"."certifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "catalogue_check_rules" (
	"model_id" uuid PRIMARY KEY NOT NULL,
	"check_months" integer,
	"check_hours" integer,
	"repack_months" integer,
	"lifespan_years" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_check_rules" ADD CONSTRAINT "catalogue_check_rules_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "passport_reminder_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passport_reminder_opt_outs" ADD CONSTRAINT "passport_reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "passport_reminders" (
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_reminders_item_id_kind_due_on_pk" PRIMARY KEY("item_id","kind","due_on")
);
--> statement-breakpoint
ALTER TABLE "passport_reminders" ADD CONSTRAINT "passport_reminders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The spec's certificates as they were, over the records: a certificate is a check record made
-- through a listing and naming a certifier. Written through, so older code and SQL keep working.
CREATE VIEW "certificates" AS
	SELECT r."id", r."gear_id", r."user_id", r."certifier_id", r."date" AS "issue_date",
		coalesce(r."valid_until", r."date") AS "expiration_date",
		(SELECT coalesce(min((p->>'value')::numeric), 0) FROM jsonb_array_elements(r."porosity") p)::numeric(10, 2) AS "porosity",
		coalesce(r."lines_need_trim", false) AS "lines_need_trim",
		coalesce(r."canopy_ok", false) AS "fabric_condition", r."created_at"
	FROM "item_records" r
	WHERE r."kind" = 'check' AND r."gear_id" IS NOT NULL AND r."certifier_id" IS NOT NULL;--> statement-breakpoint
ALTER VIEW "certificates" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
ALTER VIEW "certificates" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE FUNCTION "certificates_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	item uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "item_records" WHERE "id" = OLD."id";
		RETURN OLD;
	END IF;
	IF TG_OP = 'INSERT' THEN
		-- The listing's item, made the first time (as features/items/gear-item-repository.ts does).
		SELECT g."item_id" INTO item FROM "gears" g WHERE g."id" = NEW."gear_id" FOR UPDATE;
		IF item IS NULL THEN
			INSERT INTO "items" ("owner_id", "gear_type_id", "brand", "model", "catalogue_size_id")
				SELECT g."user_id", g."gear_type_id", g."brand", g."model", g."catalogue_size_id"
				FROM "gears" g WHERE g."id" = NEW."gear_id"
				RETURNING "id" INTO item;
			UPDATE "gears" SET "item_id" = item WHERE "id" = NEW."gear_id";
		END IF;
		INSERT INTO "item_records" ("id", "item_id", "gear_id", "user_id", "kind", "certifier_id", "date",
			"valid_until", "porosity", "lines_need_trim", "canopy_ok", "created_at", "updated_at")
		VALUES (NEW."id", item, NEW."gear_id", NEW."user_id", 'check', NEW."certifier_id", NEW."issue_date",
			NEW."expiration_date", jsonb_build_array(jsonb_build_object('point', '', 'value', NEW."porosity", 'limit', null)),
			NEW."lines_need_trim", NEW."fabric_condition", NEW."created_at", NEW."created_at");
		RETURN NEW;
	END IF;
	UPDATE "item_records" SET "gear_id" = NEW."gear_id", "user_id" = NEW."user_id",
		"certifier_id" = NEW."certifier_id", "date" = NEW."issue_date", "valid_until" = NEW."expiration_date",
		"porosity" = jsonb_build_array(jsonb_build_object('point', '', 'value', NEW."porosity", 'limit', null)),
		"lines_need_trim" = NEW."lines_need_trim", "canopy_ok" = NEW."fabric_condition", "updated_at" = now()
	WHERE "id" = OLD."id";
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificates_write" INSTEAD OF INSERT OR UPDATE OR DELETE ON "certificates"
	FOR EACH ROW EXECUTE FUNCTION "certificates_write"();--> statement-breakpoint
CREATE VIEW "certificate_pictures" AS
	SELECT "id", "record_id" AS "certificate_id", "storage_key", "created_at" FROM "record_pictures";

-- Safety notices (docs/api.md, "Safety notices (beyond)"): notices with a scope over the
-- catalogue and the passport's facts, what each matched, who was mailed about each (once), the
-- passport record that proves a fix, and the saved-search columns of the `notice` and
-- `airworthy` filters. The match rule lives here, as SQL functions, so a notice matched against
-- every listing and a listing matched against every notice read the same rule.
CREATE TABLE "safety_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"issuer" text NOT NULL,
	"source_url" text NOT NULL,
	"date" date NOT NULL,
	"severity" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"model_ids" uuid[] DEFAULT '{}' NOT NULL,
	"size_ids" uuid[] DEFAULT '{}' NOT NULL,
	"brand_key" text NOT NULL,
	"model_keys" text[] DEFAULT '{}' NOT NULL,
	"size_names" text[] DEFAULT '{}' NOT NULL,
	"serial_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"produced_from" date,
	"produced_to" date,
	"hours_over" real,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_notices" ADD CONSTRAINT "safety_notices_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_notices" ADD CONSTRAINT "safety_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_notices_brand_idx" ON "safety_notices" USING btree ("brand_key");--> statement-breakpoint
CREATE INDEX "safety_notices_date_idx" ON "safety_notices" USING btree ("date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "notice_matches" (
	"notice_id" uuid NOT NULL,
	"gear_id" uuid,
	"item_id" uuid,
	"match" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_matches_one_subject" CHECK (("gear_id" IS NULL) <> ("item_id" IS NULL))
);
--> statement-breakpoint
-- No foreign keys on the matches: a listing matching a thousand notices would check each key of
-- each row (as migration 0010 found for saved searches). Deleting a listing, an item or a notice
-- deletes its matches by statement triggers instead.
CREATE FUNCTION "notice_matches_of_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'gears' THEN
    DELETE FROM "notice_matches" m USING gone WHERE m."gear_id" = gone."id";
  ELSIF TG_TABLE_NAME = 'items' THEN
    DELETE FROM "notice_matches" m USING gone WHERE m."item_id" = gone."id";
  ELSE
    DELETE FROM "notice_matches" m USING gone WHERE m."notice_id" = gone."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "gears_delete_notice_matches" AFTER DELETE ON "gears"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "notice_matches_of_deleted"();--> statement-breakpoint
CREATE TRIGGER "items_delete_notice_matches" AFTER DELETE ON "items"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "notice_matches_of_deleted"();--> statement-breakpoint
CREATE TRIGGER "safety_notices_delete_matches" AFTER DELETE ON "safety_notices"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "notice_matches_of_deleted"();--> statement-breakpoint
CREATE UNIQUE INDEX "notice_matches_gear_uq" ON "notice_matches" USING btree ("gear_id","notice_id") WHERE "notice_matches"."gear_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_matches_item_uq" ON "notice_matches" USING btree ("item_id","notice_id") WHERE "notice_matches"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "notice_matches_notice_idx" ON "notice_matches" USING btree ("notice_id");--> statement-breakpoint
CREATE TABLE "notice_mails" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_mails_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notice_mails" ADD CONSTRAINT "notice_mails_notice_id_safety_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."safety_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_mails" ADD CONSTRAINT "notice_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_records" ADD COLUMN "notice_id" uuid;--> statement-breakpoint
ALTER TABLE "item_records" ADD CONSTRAINT "item_records_notice_id_safety_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."safety_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_records_notice_idx" ON "item_records" USING btree ("notice_id","item_id") WHERE "item_records"."notice_id" is not null;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "airworthy_until" date;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "airworthy" boolean;--> statement-breakpoint
-- The catalogue's name key (src/shared/constants.ts nameKey): accents off, spaces folded, lower
-- case, so a listing's free-text brand and model compare with the catalogue's.
CREATE FUNCTION "catalogue_name_key"(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(btrim(regexp_replace(regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')))
$$;--> statement-breakpoint
-- Listings and items of a brand and model: the index a new notice reads its candidates from.
CREATE INDEX "gears_name_key_idx" ON "gears" USING btree (catalogue_name_key("brand"), catalogue_name_key("model"));--> statement-breakpoint
CREATE INDEX "items_name_key_idx" ON "items" USING btree (catalogue_name_key("brand"), catalogue_name_key("model"));--> statement-breakpoint
-- Serial rules as the matcher reads them, kept beside the rules (generated columns): the ranges
-- as one multirange of keys (the serial's length, then the serial, compared byte by byte, so a
-- range holds only serials of its ends' length), the prefixes, the `suffix_not` endings reversed
-- (a suffix test is then a prefix test). Plain operators per row, no sub-select: a notice is
-- matched against a million rows, a listing against thousands of notices.
CREATE TYPE "serial_range" AS RANGE (subtype = text, collation = "C");--> statement-breakpoint
CREATE FUNCTION "notice_serial_key"(serial text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lpad(length(serial)::text, 3, '0') || serial
$$;--> statement-breakpoint
CREATE FUNCTION "notice_serial_ranges"(rules jsonb) RETURNS serial_multirange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(range_agg(serial_range(notice_serial_key(r->>'from'), notice_serial_key(r->>'to'), '[]')), '{}'::serial_multirange)
	FROM jsonb_array_elements(rules) r WHERE r ? 'from'
$$;--> statement-breakpoint
CREATE FUNCTION "notice_rule_values"(rules jsonb, kind text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(CASE WHEN kind = 'suffix_not' THEN reverse(r->>kind) ELSE r->>kind END), '{}')
	FROM jsonb_array_elements(rules) r WHERE r ? kind
$$;--> statement-breakpoint
ALTER TABLE "safety_notices" ADD COLUMN "serial_ranges" serial_multirange GENERATED ALWAYS AS (notice_serial_ranges("serial_rules")) STORED;--> statement-breakpoint
ALTER TABLE "safety_notices" ADD COLUMN "serial_prefixes" text[] GENERATED ALWAYS AS (notice_rule_values("serial_rules", 'prefix')) STORED;--> statement-breakpoint
ALTER TABLE "safety_notices" ADD COLUMN "serial_suffixes_rev" text[] GENERATED ALWAYS AS (notice_rule_values("serial_rules", 'suffix_not')) STORED;--> statement-breakpoint
-- How a notice meets a listing or item of its brand and model (src/shared/contracts/
-- safety-notices.ts): each criterion 2 (met, or not asked), 1 (the data cannot decide) or 0 (not
-- met). The least decides: 0 no match, 1 "may be affected", 2 "affected". A serial is in scope
-- when it is in a range or after a prefix (if there are such rules) and ends with none of the
-- `suffix_not` endings. A production year alone decides when the whole year is in or out of the
-- notice's production range. One expression, so PostgreSQL inlines it into the matching query.
CREATE FUNCTION "notice_match"(n safety_notices, size_id uuid, size_name text, serial text, produced date, year integer, hours real) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE least(
		CASE WHEN cardinality(n.size_ids) = 0 THEN 2
			WHEN size_id IS NOT NULL THEN CASE WHEN size_id = ANY(n.size_ids) THEN 2 ELSE 0 END
			WHEN size_name IS NOT NULL THEN CASE WHEN lower(btrim(size_name)) = ANY(n.size_names) THEN 2 ELSE 0 END
			ELSE 1 END,
		CASE WHEN isempty(n.serial_ranges) AND cardinality(n.serial_prefixes) = 0 AND cardinality(n.serial_suffixes_rev) = 0 THEN 2
			WHEN serial IS NULL THEN 1
			WHEN (isempty(n.serial_ranges) AND cardinality(n.serial_prefixes) = 0
					OR notice_serial_key(serial) <@ n.serial_ranges OR serial ^@ ANY(n.serial_prefixes))
				AND NOT reverse(serial) ^@ ANY(n.serial_suffixes_rev) THEN 2
			ELSE 0 END,
		CASE WHEN n.produced_from IS NULL AND n.produced_to IS NULL THEN 2
			WHEN produced IS NOT NULL THEN CASE WHEN produced >= coalesce(n.produced_from, produced) AND produced <= coalesce(n.produced_to, produced) THEN 2 ELSE 0 END
			WHEN year IS NULL THEN 1
			WHEN make_date(year, 1, 1) >= coalesce(n.produced_from, '-infinity') AND make_date(year, 12, 31) <= coalesce(n.produced_to, 'infinity') THEN 2
			WHEN make_date(year, 12, 31) < coalesce(n.produced_from, '-infinity') OR make_date(year, 1, 1) > coalesce(n.produced_to, 'infinity') THEN 0
			ELSE 1 END,
		CASE WHEN n.hours_over IS NULL THEN 2 WHEN hours IS NULL THEN 1 WHEN hours > n.hours_over THEN 2 ELSE 0 END)
	WHEN 2 THEN 'affected' WHEN 1 THEN 'may_be_affected' END
$$;

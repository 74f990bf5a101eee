-- The passport status's basis on the item row (src/shared/passport/status-basis.ts): what the
-- status needs of the item's records and check rule, without the day, so a list of cards reads
-- it with its rows and computes the status for today in a few comparisons. The items feature
-- writes it with `airworthy_until` after every write it makes (features/items/airworthiness.ts).
-- `status_check` NULL means "not computed": the list then computes the status from the records,
-- as before. Triggers set it NULL whenever a record, an item's facts or a model's rule changes,
-- by whatever path (a certificate, a transfer, staff), so a stored basis is never stale.
ALTER TABLE "items" ADD COLUMN "status_check" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_check_until" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_check_hours" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_repack" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_repack_until" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_lifespan_end" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status_rule_source" text;--> statement-breakpoint
-- The refresh finds the items still to compute without reading them all.
CREATE INDEX "items_status_stale_idx" ON "items" USING btree ("id") WHERE "status_check" IS NULL;--> statement-breakpoint
CREATE FUNCTION "items_status_of_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "items" i SET "status_check" = NULL FROM (SELECT DISTINCT "item_id" FROM gone) g
      WHERE i."id" = g."item_id" AND i."status_check" IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "items" i SET "status_check" = NULL FROM (SELECT DISTINCT "item_id" FROM came) c
      WHERE i."id" = c."item_id" AND i."status_check" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "item_records_insert_status" AFTER INSERT ON "item_records"
  REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION "items_status_of_records"();--> statement-breakpoint
CREATE TRIGGER "item_records_update_status" AFTER UPDATE ON "item_records"
  REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION "items_status_of_records"();--> statement-breakpoint
CREATE TRIGGER "item_records_delete_status" AFTER DELETE ON "item_records"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "items_status_of_records"();--> statement-breakpoint
-- An item's facts the status reads (its type, model, size, production date, hours): changed by a
-- statement that does not also write the basis, the basis is no longer the item's.
CREATE FUNCTION "items_status_of_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."gear_type_id", NEW."brand", NEW."model", NEW."catalogue_size_id", NEW."production_date", NEW."flight_hours")
       IS DISTINCT FROM (OLD."gear_type_id", OLD."brand", OLD."model", OLD."catalogue_size_id", OLD."production_date", OLD."flight_hours")
     AND NEW."status_check" IS NOT DISTINCT FROM OLD."status_check" THEN
    NEW."status_check" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "items_status_facts" BEFORE UPDATE ON "items"
  FOR EACH ROW EXECUTE FUNCTION "items_status_of_facts"();--> statement-breakpoint
-- The model an item's rule is read from (features/items/check-rule-repository.ts, ruleOfItem):
-- its catalogue size's, else the one of its brand and model name.
CREATE FUNCTION "item_rule_model"(i items) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT s."model_id" FROM "catalogue_sizes" s WHERE s."id" = i."catalogue_size_id"),
    (SELECT m."id" FROM "catalogue_models" m JOIN "catalogue_brands" b ON b."id" = m."brand_id"
      WHERE m."gear_type_id" = i."gear_type_id"
        AND b."name_key" = regexp_replace(lower(trim(i."brand")), '\s+', ' ', 'g')
        AND m."name_key" = regexp_replace(lower(trim(i."model")), '\s+', ' ', 'g')
      LIMIT 1))
$$;--> statement-breakpoint
-- The items of one model: those of its sizes and those of its brand and model name, found by
-- cheap tests first (materialized, so the planner cannot run item_rule_model on every item).
CREATE FUNCTION "clear_item_status_of_model"(m uuid) RETURNS void LANGUAGE sql AS $$
  WITH k AS (
    SELECT cm."gear_type_id", cm."name_key", b."name_key" AS brand_key
    FROM "catalogue_models" cm JOIN "catalogue_brands" b ON b."id" = cm."brand_id" WHERE cm."id" = m
  ), candidates AS MATERIALIZED (
    SELECT i."id", i AS item FROM "items" i, k
    WHERE i."status_check" IS NOT NULL
      AND (i."catalogue_size_id" IN (SELECT s."id" FROM "catalogue_sizes" s WHERE s."model_id" = m)
        OR (i."gear_type_id" = k."gear_type_id"
          AND regexp_replace(lower(trim(i."model")), '\s+', ' ', 'g') = k."name_key"
          AND regexp_replace(lower(trim(i."brand")), '\s+', ' ', 'g') = k.brand_key))
  )
  UPDATE "items" i SET "status_check" = NULL FROM candidates c
    WHERE i."id" = c."id" AND item_rule_model(c.item) = m
$$;--> statement-breakpoint
CREATE FUNCTION "items_status_of_rule"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM clear_item_status_of_model(OLD."model_id"); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM clear_item_status_of_model(NEW."model_id"); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_check_rules_status" AFTER INSERT OR UPDATE OR DELETE ON "catalogue_check_rules"
  FOR EACH ROW EXECUTE FUNCTION "items_status_of_rule"();--> statement-breakpoint
-- The basis of every existing item, as src/shared/passport/status-basis.ts computes it (the
-- items test compares the two): the model's rule, else the general rule of the gear type
-- (check-rule.ts: wings 24 months / 100 h, reserves repacked every 12 months); the last check
-- and the last repack (the newest written among records of one day); months added with the
-- month's end clamped, as addMonths does; hours as the client reads them (float8 of the text).
WITH rules AS (
  SELECT i."id", i."gear_type_id" = '7f3c2a10-5b8e-4d6a-9c1f-2e4b6d8a0c11' AS repacked,
    i."production_date", i."flight_hours"::text::float8 AS hours,
    CASE WHEN r."source" <> '' THEN r."source" ELSE 'general' END AS source,
    CASE WHEN r."source" <> '' THEN r."check_months"
      WHEN i."gear_type_id" = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c' THEN 24 END AS check_months,
    CASE WHEN r."source" <> '' THEN r."check_hours"
      WHEN i."gear_type_id" = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c' THEN 100 END AS check_hours,
    CASE WHEN r."source" <> '' THEN r."repack_months"
      WHEN i."gear_type_id" = '7f3c2a10-5b8e-4d6a-9c1f-2e4b6d8a0c11' THEN 12 END AS repack_months,
    CASE WHEN r."source" <> '' THEN r."lifespan_years" END AS lifespan_years
  FROM "items" i LEFT JOIN "catalogue_check_rules" r ON r."model_id" = item_rule_model(i)
), last AS (
  SELECT DISTINCT ON ("item_id", "kind") "item_id", "kind", "date", "valid_until",
    "flight_hours"::text::float8 AS hours, "verdict"
  FROM "item_records" WHERE "kind" IN ('check', 'repack')
  ORDER BY "item_id", "kind", "date" DESC, "created_at" DESC, "id" DESC
), basis AS (
  SELECT r."id",
    CASE WHEN c."item_id" IS NULL THEN 'none'
      WHEN c."verdict" IN ('not_airworthy', 'repair_needed') THEN 'unfit' ELSE 'dated' END AS "check",
    CASE WHEN c."verdict" IS DISTINCT FROM 'not_airworthy' AND c."verdict" IS DISTINCT FROM 'repair_needed'
      THEN least(c."valid_until", (c."date" + make_interval(months => nullif(r.check_months, 0)))::date)
    END AS check_until,
    CASE WHEN c."verdict" IN ('not_airworthy', 'repair_needed') OR nullif(r.check_hours, 0) IS NULL
        OR r.hours - c.hours IS NULL THEN NULL
      WHEN r.hours - c.hours >= r.check_hours THEN 'overdue'
      WHEN r.hours - c.hours >= r.check_hours * 0.9::float8 THEN 'due' END AS check_hours,
    CASE WHEN NOT r.repacked THEN NULL WHEN p."item_id" IS NULL THEN 'none' ELSE 'dated' END AS repack,
    CASE WHEN r.repacked THEN coalesce(p."valid_until",
      (p."date" + make_interval(months => nullif(r.repack_months, 0)))::date) END AS repack_until,
    (r."production_date" + make_interval(months => nullif(r.lifespan_years, 0) * 12))::date AS lifespan_end,
    r.source
  FROM rules r
  LEFT JOIN last c ON c."item_id" = r."id" AND c."kind" = 'check'
  LEFT JOIN last p ON p."item_id" = r."id" AND p."kind" = 'repack'
)
UPDATE "items" i SET "status_check" = b."check", "status_check_until" = b.check_until,
  "status_check_hours" = b.check_hours, "status_repack" = b.repack,
  "status_repack_until" = b.repack_until, "status_lifespan_end" = b.lifespan_end,
  "status_rule_source" = b.source
FROM basis b WHERE i."id" = b."id";

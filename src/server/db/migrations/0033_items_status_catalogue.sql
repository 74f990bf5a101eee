-- The stored status basis (migration 0032) reads its rule from the item's model: by its catalogue
-- size, else by its brand and model name (item_rule_model). A staff edit of the catalogue can
-- change which model that is; the stored basis of the items concerned is cleared then, as 0032
-- clears it when a rule changes, so a card reads the records (correct, slower) until the refresh.
-- Over-clearing is harmless: a cleared item is computed again by the next refresh.
CREATE FUNCTION "items_status_of_size"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A size moved to another model: its items follow the other model's rule.
  IF NEW."model_id" IS DISTINCT FROM OLD."model_id" THEN
    UPDATE "items" SET "status_check" = NULL
      WHERE "catalogue_size_id" = NEW."id" AND "status_check" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_sizes_status" AFTER UPDATE ON "catalogue_sizes"
  FOR EACH ROW EXECUTE FUNCTION "items_status_of_size"();--> statement-breakpoint
-- A model renamed, moved to another brand or gear type: the items found by its old name and by
-- its new one (items of its sizes keep their model).
CREATE FUNCTION "items_status_of_model_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."name_key", NEW."brand_id", NEW."gear_type_id")
       IS DISTINCT FROM (OLD."name_key", OLD."brand_id", OLD."gear_type_id") THEN
    UPDATE "items" i SET "status_check" = NULL FROM "catalogue_brands" b
      WHERE i."status_check" IS NOT NULL
        AND regexp_replace(lower(trim(i."brand")), '\s+', ' ', 'g') = b."name_key"
        AND ((b."id" = OLD."brand_id" AND i."gear_type_id" = OLD."gear_type_id"
              AND regexp_replace(lower(trim(i."model")), '\s+', ' ', 'g') = OLD."name_key")
          OR (b."id" = NEW."brand_id" AND i."gear_type_id" = NEW."gear_type_id"
              AND regexp_replace(lower(trim(i."model")), '\s+', ' ', 'g') = NEW."name_key"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_models_status" AFTER UPDATE ON "catalogue_models"
  FOR EACH ROW EXECUTE FUNCTION "items_status_of_model_name"();--> statement-breakpoint
-- A brand renamed: the items found by its old name and by its new one.
CREATE FUNCTION "items_status_of_brand_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name_key" IS DISTINCT FROM OLD."name_key" THEN
    UPDATE "items" SET "status_check" = NULL
      WHERE "status_check" IS NOT NULL
        AND regexp_replace(lower(trim("brand")), '\s+', ' ', 'g') IN (OLD."name_key", NEW."name_key");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogue_brands_status" AFTER UPDATE ON "catalogue_brands"
  FOR EACH ROW EXECUTE FUNCTION "items_status_of_brand_name"();

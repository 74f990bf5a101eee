-- Matching a listing claims one row per matching saved search; the foreign-key checks of those
-- rows were half its cost (one trigger call per row and key). Without them, deleting a search or
-- a listing deletes its matches by statement triggers; the matcher locks the listing's row itself.
-- The gear_id index serves the listing's delete (the primary key starts with the search).
ALTER TABLE "saved_search_matches" DROP CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk";--> statement-breakpoint
ALTER TABLE "saved_search_matches" DROP CONSTRAINT "saved_search_matches_gear_id_gears_id_fk";--> statement-breakpoint
CREATE FUNCTION "saved_search_matches_of_deleted_searches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saved_search_matches" m USING gone WHERE m."saved_search_id" = gone."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "saved_search_matches_of_deleted_gears"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saved_search_matches" m USING gone WHERE m."gear_id" = gone."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "saved_searches_delete_matches" AFTER DELETE ON "saved_searches"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION "saved_search_matches_of_deleted_searches"();--> statement-breakpoint
CREATE TRIGGER "gears_delete_saved_search_matches" AFTER DELETE ON "gears"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION "saved_search_matches_of_deleted_gears"();--> statement-breakpoint
CREATE INDEX "saved_search_matches_gear_idx" ON "saved_search_matches" USING btree ("gear_id");

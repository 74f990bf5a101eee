-- Saved searches keep the fit filters of GET gears/ (take-off weight, EN class, size, years) and
-- the reserved filter as columns, like their other filters, so alert mails honour them
-- (features/search/filters.ts). A search saved before kept them only in its query string: they
-- are read from there once. That string is URLSearchParams' (`+` for a space, UTF-8 %XX).
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "takeoff_weight" real;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "en_classes" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "sizes" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "year_min" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "year_max" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "reserved" boolean;--> statement-breakpoint
CREATE FUNCTION pg_temp.query_param(query text, name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  raw text := substring('&' || query from '&' || name || '=([^&]*)');
  bytes bytea := '';
  i int := 1;
BEGIN
  IF raw IS NULL OR raw = '' THEN RETURN NULL; END IF;
  raw := replace(raw, '+', ' ');
  WHILE i <= length(raw) LOOP
    IF substr(raw, i, 1) = '%' AND substr(raw, i + 1, 2) ~ '^[0-9A-Fa-f]{2}$' THEN
      bytes := bytes || decode(substr(raw, i + 1, 2), 'hex');
      i := i + 3;
    ELSE
      bytes := bytes || convert_to(substr(raw, i, 1), 'UTF8');
      i := i + 1;
    END IF;
  END LOOP;
  RETURN convert_from(bytes, 'UTF8');
END $$;--> statement-breakpoint
UPDATE "saved_searches" SET
  "takeoff_weight" = pg_temp.query_param("query", 'takeoff_weight')::real,
  "en_classes" = string_to_array(pg_temp.query_param("query", 'en_class'), ','),
  "sizes" = string_to_array(pg_temp.query_param("query", 'size'), ','),
  "year_min" = pg_temp.query_param("query", 'year_min')::integer,
  "year_max" = pg_temp.query_param("query", 'year_max')::integer,
  "reserved" = pg_temp.query_param("query", 'reserved')::boolean
WHERE "query" ~ '(^|&)(takeoff_weight|en_class|size|year_min|year_max|reserved)=';

-- Photos stored from now on have a middle WebP variant (800 px) beside the large and the
-- thumbnail: a phone picks it for a full-width photo instead of the 1600 px one. Older photos
-- have no such file, so a page lists only the variants a row says exist.
ALTER TABLE "gear_pictures" ADD COLUMN IF NOT EXISTS "has_medium" boolean DEFAULT false NOT NULL;

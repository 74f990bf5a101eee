-- Similar gear's "same brand and model" read re-checked every trigram match of a popular model
-- (1 729 listed at 100k listings) and sorted them: 27-52 ms. This walks one type, brand and
-- model (case ignored) newest first and stops after six.
CREATE INDEX IF NOT EXISTS "gears_public_model_idx" ON "gears" USING btree ("gear_type_id",lower("brand"),lower("model"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "gears"."status" = 'active' and not "gears"."is_hidden";

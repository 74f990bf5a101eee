-- The pilot's all-up take-off weight (kg), remembered in the profile and offered on every search.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "takeoff_weight" real;

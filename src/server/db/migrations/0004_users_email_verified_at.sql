ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Addresses verified before this column existed: the last change of the row is no earlier than
-- the verification, so it is a safe (late) bound for which contact messages the export includes.
UPDATE "users" SET "email_verified_at" = "updated_at" WHERE "email_verified";

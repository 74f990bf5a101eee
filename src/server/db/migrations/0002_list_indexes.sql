DROP INDEX "gears_status_created_idx";--> statement-breakpoint
DROP INDEX "gears_type_created_idx";--> statement-breakpoint
DROP INDEX "gears_user_idx";--> statement-breakpoint
CREATE INDEX "gears_public_newest_idx" ON "gears" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id") WHERE "gears"."status" = 'active' and not "gears"."is_hidden";--> statement-breakpoint
CREATE INDEX "gears_currency_created_idx" ON "gears" USING btree ("currency","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."is_suspended";--> statement-breakpoint
CREATE INDEX "gears_status_created_idx" ON "gears" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gears_type_created_idx" ON "gears" USING btree ("gear_type_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gears_user_idx" ON "gears" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
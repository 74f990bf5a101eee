-- Deal safely: the warning kinds a message carries, ratings after a real exchange (with their
-- reports), and the stolen-gear register with a btree on the normalised serial for the check.
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "warning_kinds" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"rater_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"rated_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"friendly" boolean NOT NULL,
	"reliable" boolean NOT NULL,
	"as_described" boolean,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_conversation_rater_uq" ON "ratings" USING btree ("conversation_id","rater_id");
--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_id","created_at" DESC NULLS FIRST);
--> statement-breakpoint
CREATE TABLE "rating_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL REFERENCES "ratings"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rating_reports_uq" ON "rating_reports" USING btree ("rating_id","user_id");
--> statement-breakpoint
CREATE INDEX "rating_reports_status_idx" ON "rating_reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TABLE "stolen_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"gear_type_id" uuid NOT NULL REFERENCES "gear_types"("id") ON DELETE restrict,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"serial" text NOT NULL,
	"serial_norm" text NOT NULL,
	"stolen_on" date NOT NULL,
	"place" text NOT NULL,
	"police_ref" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stolen_reports_serial_idx" ON "stolen_reports" USING btree ("serial_norm");
--> statement-breakpoint
CREATE UNIQUE INDEX "stolen_reports_open_serial_uq" ON "stolen_reports" USING btree ("serial_norm") WHERE "stolen_reports"."status" in ('pending', 'published');
--> statement-breakpoint
CREATE INDEX "stolen_reports_status_idx" ON "stolen_reports" USING btree ("status","published_at" DESC NULLS FIRST);

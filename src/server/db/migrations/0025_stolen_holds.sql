-- Stolen-gear holds: a passport item whose serial matches a published stolen report is held (its
-- listings leave the public, policies/gear-visibility.ts) until staff release it. Publishing a
-- report finds the items of its serial (items_serial_idx). A released hold stays, so saving the
-- item again does not hold it a second time for the same report; a report that stops being
-- published releases its holds. Reports also get photos (stored like record photos).
CREATE TABLE "stolen_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL REFERENCES "stolen_reports"("id") ON DELETE cascade,
	"item_id" uuid NOT NULL REFERENCES "items"("id") ON DELETE cascade,
	"released_at" timestamp with time zone,
	"released_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stolen_holds_report_item_uq" ON "stolen_holds" USING btree ("report_id","item_id");
--> statement-breakpoint
CREATE INDEX "stolen_holds_open_item_idx" ON "stolen_holds" USING btree ("item_id") WHERE "stolen_holds"."released_at" is null;
--> statement-breakpoint
CREATE INDEX "stolen_holds_created_idx" ON "stolen_holds" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "items_serial_idx" ON "items" USING btree ("serial") WHERE "items"."serial" is not null;
--> statement-breakpoint
CREATE TABLE "stolen_report_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL REFERENCES "stolen_reports"("id") ON DELETE cascade,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stolen_report_pictures_report_idx" ON "stolen_report_pictures" USING btree ("report_id");
--> statement-breakpoint
CREATE INDEX "stolen_report_pictures_key_idx" ON "stolen_report_pictures" USING btree ("storage_key");

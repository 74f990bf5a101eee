CREATE TABLE "catalogue_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"gear_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"name" text NOT NULL,
	"en_class" text,
	"weight_min" real,
	"weight_max" real,
	"flat_area" real,
	"glider_weight" real,
	"max_load" real,
	"pilot_height_min" real,
	"pilot_height_max" real,
	"source" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "catalogue_size_id" uuid;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "fit_min" real GENERATED ALWAYS AS (case when jsonb_typeof(properties->'weight_min') = 'number' then (properties->>'weight_min')::real when jsonb_typeof(properties->'max_load') = 'number' then 0 end) STORED;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "fit_max" real GENERATED ALWAYS AS (case when jsonb_typeof(properties->'weight_max') = 'number' then (properties->>'weight_max')::real when jsonb_typeof(properties->'max_load') = 'number' then (properties->>'max_load')::real end) STORED;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "en_class" text GENERATED ALWAYS AS (case properties->>'certification' when 'EN-A' then 'A' when 'EN-B' then 'B' when 'EN-C' then 'C' when 'EN-D' then 'D' when 'CCC' then 'CCC' end) STORED;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "size" text GENERATED ALWAYS AS (case when jsonb_typeof(properties->'size') = 'string' then properties->>'size' end) STORED;--> statement-breakpoint
ALTER TABLE "gears" ADD COLUMN "year" integer GENERATED ALWAYS AS (case when jsonb_typeof(properties->'year') = 'number' then round((properties->>'year')::numeric)::integer end) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_brand_id_catalogue_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_models" ADD CONSTRAINT "catalogue_models_gear_type_id_gear_types_id_fk" FOREIGN KEY ("gear_type_id") REFERENCES "public"."gear_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sizes" ADD CONSTRAINT "catalogue_sizes_model_id_catalogue_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalogue_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_brands_key_uq" ON "catalogue_brands" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_models_key_uq" ON "catalogue_models" USING btree ("brand_id","gear_type_id","name_key");--> statement-breakpoint
CREATE INDEX "catalogue_models_type_idx" ON "catalogue_models" USING btree ("gear_type_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_sizes_model_name_uq" ON "catalogue_sizes" USING btree ("model_id","name");--> statement-breakpoint
ALTER TABLE "gears" ADD CONSTRAINT "gears_catalogue_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("catalogue_size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gears_public_fit_idx" ON "gears" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"fit_min","fit_max","en_class","year","gear_type_id","country","price","currency","user_id") WHERE "gears"."status" = 'active' and not "gears"."is_hidden" and "gears"."fit_max" is not null;--> statement-breakpoint
CREATE INDEX "gears_catalogue_size_idx" ON "gears" USING btree ("catalogue_size_id") WHERE "gears"."catalogue_size_id" is not null;
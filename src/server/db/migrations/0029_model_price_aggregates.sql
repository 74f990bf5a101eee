-- A catalogue model's price guide precomputed (docs/api.md, "Offers and prices"): the groups
-- behind GET catalogue/models/{id}/prices/ (asking and sold quartiles and counts per currency,
-- all years and per year, the oldest price of each), for the whole model (scope '') and for each
-- of its sizes (scope: the size's id). Rewritten by the refresh_price_guide job queued in every
-- write of one of its listings, and nightly; the endpoint reads one row by key instead of the
-- model's listings (23 056 of them for one model at 1M listings: bench/README.md).
CREATE TABLE IF NOT EXISTS "model_price_aggregates" (
	"model_id" uuid NOT NULL REFERENCES "catalogue_models"("id") ON DELETE cascade,
	"scope" text NOT NULL,
	"groups" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_price_aggregates_pk" PRIMARY KEY ("model_id", "scope")
);

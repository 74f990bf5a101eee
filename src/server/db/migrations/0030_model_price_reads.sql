-- A catalogue model's price refreshes, counted (docs/api.md, "Offers and prices"): every write of
-- one of its listings adds one to `requested` in its own transaction, beside the
-- refresh_price_guide job it queues; the job records in `refreshed` the count it started from.
-- The job's queue can drop a write's job: graphile-worker's add_job clears the key of a job
-- already running, but a job taken by a worker between that check and its upsert is neither
-- replaced nor joined by a new one (docs/decisions/021). The count lets the running job see the
-- write it may have missed (`requested` moved under it) and run again, and the endpoint tell
-- how fresh its figures are.
CREATE TABLE IF NOT EXISTS "model_price_refreshes" (
	"model_id" uuid PRIMARY KEY NOT NULL REFERENCES "catalogue_models"("id") ON DELETE cascade,
	"requested" bigint DEFAULT 0 NOT NULL,
	"refreshed" bigint DEFAULT 0 NOT NULL
);

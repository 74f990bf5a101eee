-- Rate-limit counters shared by every instance (src/server/lib/counter-store-pg.ts, decision 013).
-- UNLOGGED: no WAL, so counting costs no fsync; the table is emptied after a crash, which only
-- resets the limits. Not in schema.ts: only raw SQL reads it.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_counters_reset_at_idx" ON "rate_counters" ("reset_at");

-- Each job worker writes its id here every few seconds. A worker killed with SIGKILL leaves the
-- jobs it held locked; the library would only retry them after 4 hours, so the living workers
-- unlock the jobs of ids whose heartbeat has stopped (jobs/heartbeats.ts).
CREATE TABLE "job_worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);

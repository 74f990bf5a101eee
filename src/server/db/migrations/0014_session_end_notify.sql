-- A live message stream (GET /api/conversations/{id}/events/) belongs to a session and ends
-- with it: logout, a password change, a suspension or a deleted account all delete sessions,
-- and this says so on the live channel when the deletion commits (only ids, never a token).
-- Sessions that had already expired are left out: a clean-up of thousands says nothing, and
-- the streams check their session every heartbeat anyway.
CREATE OR REPLACE FUNCTION airgear_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.expires_at > now() THEN
    PERFORM pg_notify('airgear_live', 's:' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_ended_notify ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION airgear_session_ended();

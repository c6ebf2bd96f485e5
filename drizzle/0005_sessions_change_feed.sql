-- Ended sessions and changed members on the change feed (see 0001_change_feed.sql), for the session cache of each
-- server instance (src/server/http/session-cache.ts): a sign-out, a revoked session or a renamed member reaches
-- every instance at once. Inserts (sign-ins, sign-ups) change no cached session and send nothing.
-- The notification names the table and the operation only, never a token. Browsers cannot subscribe to these.
CREATE TRIGGER sessions_change_feed
AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER users_change_feed
AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION notify_change();

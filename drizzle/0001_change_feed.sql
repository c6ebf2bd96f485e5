-- Change feed: every write to a watched table sends a small NOTIFY on the channel
-- "pitchcraft_changes" (table, operation and the ids that scope it, never the row's content).
-- The server turns these into Server-Sent Events, so writes made by anyone, even by SQL, reach browsers.
CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger AS $$
DECLARE
  row_data jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
  ELSE
    row_data := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify(
    'pitchcraft_changes',
    jsonb_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'clubId', row_data->>'club_id',
      'eventId', row_data->>'event_id'
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER memberships_change_feed
AFTER INSERT OR UPDATE OR DELETE ON memberships
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER events_change_feed
AFTER INSERT OR UPDATE OR DELETE ON events
FOR EACH ROW EXECUTE FUNCTION notify_change();

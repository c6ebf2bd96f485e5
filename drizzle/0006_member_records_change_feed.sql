-- A member's own records on the change feed (see 0001_change_feed.sql), for the dashboard summary each server
-- instance keeps per member (src/server/features/dashboard/member-records.ts, docs/decisions/098).
-- The notification now also names the row's user_id, when the table has one (memberships, user_pathways,
-- event_attendees, meeting_role_assignments, sessions): the server turns it into the topic "<table>:user:<id>",
-- so a write drops that member's figures only. Browsers cannot subscribe to these topics. An update names the row
-- before and after the change (a row moved to another member or club reaches both).
-- Pathways (their names and project counts) and started pathways join the feed.
CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger AS $$
DECLARE
  row_data jsonb;
BEGIN
  -- an update names the row before and after, so a row moved to another member (or club) reaches both;
  -- PostgreSQL delivers identical notifications of one transaction once
  FOREACH row_data IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[to_jsonb(NEW)]
    WHEN 'DELETE' THEN ARRAY[to_jsonb(OLD)]
    ELSE ARRAY[to_jsonb(OLD), to_jsonb(NEW)]
  END LOOP
    PERFORM pg_notify(
      'pitchcraft_changes',
      jsonb_build_object(
        'table', TG_TABLE_NAME,
        'op', lower(TG_OP),
        'clubId', row_data->>'club_id',
        'eventId', row_data->>'event_id',
        'userId', row_data->>'user_id'
      )::text
    );
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_pathways_change_feed
AFTER INSERT OR UPDATE OR DELETE ON user_pathways
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER pathways_change_feed
AFTER INSERT OR UPDATE OR DELETE ON pathways
FOR EACH ROW EXECUTE FUNCTION notify_change();

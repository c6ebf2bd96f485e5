-- The speaking record on the change feed (see 0006_member_records_change_feed.sql), for the record each server
-- instance keeps per member (src/server/features/profile/record-cache.ts, docs/decisions/245).
-- The notification now also names the member a row is about when the table names them otherwise than user_id:
-- the speaker of a timing, filler count or evaluation (speaker_user_id) and the nominee of a vote or a tie's
-- decision (nominee_id); the server turns each into the topic "<table>:user:<id>". An event's, a club's and a
-- member's own row name themselves as their event, club and user, so a change to a meeting (its title, date,
-- cancellation), a club (its name, time zone) or a member (their name) has the topic "events:event:<id>",
-- "clubs:club:<id>" or "users:user:<id>".
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
        'clubId', CASE WHEN TG_TABLE_NAME = 'clubs' THEN row_data->>'id' ELSE row_data->>'club_id' END,
        'eventId', CASE WHEN TG_TABLE_NAME = 'events' THEN row_data->>'id' ELSE row_data->>'event_id' END,
        'userId', CASE WHEN TG_TABLE_NAME = 'users' THEN row_data->>'id' ELSE row_data->>'user_id' END,
        'speakerId', row_data->>'speaker_user_id',
        'nomineeId', row_data->>'nominee_id'
      )::text
    );
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

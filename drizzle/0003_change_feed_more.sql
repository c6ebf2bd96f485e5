-- More tables on the change feed (see 0001_change_feed.sql): meeting roles and agendas of an event,
-- event attendance, and clubs.
CREATE TRIGGER meeting_role_assignments_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_role_assignments
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_agendas_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_agendas
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER event_attendees_change_feed
AFTER INSERT OR UPDATE OR DELETE ON event_attendees
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER clubs_change_feed
AFTER INSERT OR UPDATE OR DELETE ON clubs
FOR EACH ROW EXECUTE FUNCTION notify_change();

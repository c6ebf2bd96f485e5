-- A club's role coverage on the change feed (docs/decisions/270): the roles that fell open late (role_gaps: its
-- event and the member who let it go) and the members' days away (member_absences: the member), so the Reports
-- each server instance keeps per club (src/server/features/clubs/reports.ts) can keep the coverage of the meetings
-- ahead too. "member_absences" is the server's own topic, never offered to browsers.
CREATE TRIGGER role_gaps_change_feed
AFTER INSERT OR UPDATE OR DELETE ON role_gaps
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER member_absences_change_feed
AFTER INSERT OR UPDATE OR DELETE ON member_absences
FOR EACH ROW EXECUTE FUNCTION notify_change();

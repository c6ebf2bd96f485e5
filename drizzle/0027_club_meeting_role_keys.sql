ALTER TABLE "meeting_role_assignments" DROP CONSTRAINT "meeting_role_assignments_speech_complete";--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" DROP CONSTRAINT "meeting_role_assignments_evaluates_evaluator";--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_speech_complete" CHECK (("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_project" is null)
        and ("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_min_minutes" is null)
        and ("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_max_minutes" is null)
        and ("meeting_role_assignments"."speech_project_choice" is null or "meeting_role_assignments"."speech_title" is not null));--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_evaluates_evaluator" CHECK ("meeting_role_assignments"."evaluates_assignment_id" is null or "meeting_role_assignments"."evaluates_assignment_id" <> "meeting_role_assignments"."id");--> statement-breakpoint
-- hand-written
-- A club's role set on the change feed (see 0001_change_feed.sql): its meetings' role lists follow
-- "club_roles:club:<id>", so a role an officer adds shows on an open meeting page at once (docs/decisions/223).
CREATE TRIGGER club_roles_change_feed
AFTER INSERT OR UPDATE OR DELETE ON club_roles
FOR EACH ROW EXECUTE FUNCTION notify_change();

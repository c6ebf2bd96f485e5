ALTER TABLE "meeting_role_assignments" ADD COLUMN "speech_title" text;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "speech_project" text;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "speech_project_choice" text;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "speech_min_minutes" integer;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "speech_max_minutes" integer;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "evaluates_assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_evaluates_assignment_id_meeting_role_assignments_id_fk" FOREIGN KEY ("evaluates_assignment_id") REFERENCES "public"."meeting_role_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_role_assignments_evaluates_unique" ON "meeting_role_assignments" USING btree ("evaluates_assignment_id");--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_speech_complete" CHECK (("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_project" is null)
        and ("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_min_minutes" is null)
        and ("meeting_role_assignments"."speech_title" is null) = ("meeting_role_assignments"."speech_max_minutes" is null)
        and ("meeting_role_assignments"."speech_title" is null or "meeting_role_assignments"."role_type" = 'pitcher')
        and ("meeting_role_assignments"."speech_project_choice" is null or "meeting_role_assignments"."speech_title" is not null));--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_speech_text" CHECK (char_length("meeting_role_assignments"."speech_title") between 1 and 120 and char_length("meeting_role_assignments"."speech_project") between 1 and 120);--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_speech_range" CHECK ("meeting_role_assignments"."speech_min_minutes" >= 1 and "meeting_role_assignments"."speech_max_minutes" <= 60 and "meeting_role_assignments"."speech_min_minutes" < "meeting_role_assignments"."speech_max_minutes");--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_evaluates_evaluator" CHECK ("meeting_role_assignments"."evaluates_assignment_id" is null or ("meeting_role_assignments"."role_type" = 'evaluator' and "meeting_role_assignments"."evaluates_assignment_id" <> "meeting_role_assignments"."id"));--> statement-breakpoint
-- hand-written
-- An evaluator's speaker is a pitcher of the same meeting (docs/decisions/146): the service checks it under the event
-- lock, the database holds it for any writer. A speaker's deletion sets the column to null, which passes.
CREATE OR REPLACE FUNCTION meeting_role_assignments_pairing_check() RETURNS trigger AS $$
BEGIN
  IF NEW.evaluates_assignment_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM meeting_role_assignments speaker
    WHERE speaker.id = NEW.evaluates_assignment_id
      AND speaker.event_id = NEW.event_id
      AND speaker.role_type = 'pitcher'
  ) THEN
    RAISE EXCEPTION 'An evaluator can only be paired with a pitcher of the same meeting.'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER meeting_role_assignments_pairing_check
BEFORE INSERT OR UPDATE OF evaluates_assignment_id ON meeting_role_assignments
FOR EACH ROW EXECUTE FUNCTION meeting_role_assignments_pairing_check();

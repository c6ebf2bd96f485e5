-- Certificate numbers (docs/decisions/120): every claimed certificate gets a number such as PC-2026-7K2QDM9X,
-- printed on it and looked up at /certificates/{number}. New numbers are made by the server
-- (src/domain/learning/certificate-numbers.ts); certificates claimed before this migration get one here, from the
-- year of the claim and eight random hexadecimal digits (hexadecimal digits belong to the server's alphabet).
ALTER TABLE "certificate_claims" ADD COLUMN "certificate_number" text;--> statement-breakpoint
UPDATE "certificate_claims"
SET "certificate_number" = 'PC-' || to_char("claimed_at" AT TIME ZONE 'UTC', 'YYYY') || '-'
  || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8));--> statement-breakpoint
ALTER TABLE "certificate_claims" ALTER COLUMN "certificate_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_claims" ADD CONSTRAINT "certificate_claims_number_unique" UNIQUE("certificate_number");--> statement-breakpoint
-- The dashboard's achievements count courses finished, modules completed and certificates claimed
-- (docs/decisions/121): these member rows join the change feed (0006_member_records_change_feed.sql), so a write
-- on any instance drops that member's cached records.
CREATE TRIGGER lesson_views_change_feed
AFTER INSERT OR UPDATE OR DELETE ON lesson_views
FOR EACH ROW EXECUTE FUNCTION notify_change();--> statement-breakpoint
CREATE TRIGGER module_progress_change_feed
AFTER INSERT OR UPDATE OR DELETE ON module_progress
FOR EACH ROW EXECUTE FUNCTION notify_change();--> statement-breakpoint
CREATE TRIGGER certificate_claims_change_feed
AFTER INSERT OR UPDATE OR DELETE ON certificate_claims
FOR EACH ROW EXECUTE FUNCTION notify_change();--> statement-breakpoint
CREATE TRIGGER course_lessons_change_feed
AFTER INSERT OR UPDATE OR DELETE ON course_lessons
FOR EACH ROW EXECUTE FUNCTION notify_change();--> statement-breakpoint
CREATE TRIGGER courses_change_feed
AFTER INSERT OR UPDATE OR DELETE ON courses
FOR EACH ROW EXECUTE FUNCTION notify_change();

-- Events get a planned length (default 2 hours, at most a day) and the time zone where they take place
-- (docs/decisions/115, 116). An event is listed until event_date + duration_minutes; attendance, roles and agenda
-- of an ended event are refused. Existing events keep no zone: they show only the viewer's local time.
-- Attendance already reaches the change feed with its event id (0003_change_feed_more.sql: event_attendees:event:{id}).
ALTER TABLE "events" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_minutes_range" CHECK ("events"."duration_minutes" between 1 and 1440);
CREATE TABLE "meeting_attendance" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"present" boolean NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_guests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"heard_from" text,
	"consent" boolean DEFAULT false NOT NULL,
	"role_type" text,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"thanked_at" timestamp with time zone,
	CONSTRAINT "meeting_guests_name_length" CHECK (char_length("meeting_guests"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD CONSTRAINT "meeting_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_guests" ADD CONSTRAINT "meeting_guests_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendance_user_idx" ON "meeting_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_guests_event_idx" ON "meeting_guests" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "meeting_guests_email_idx" ON "meeting_guests" USING btree (lower("email"));--> statement-breakpoint
-- hand-written: check-ins and guests are on the change feed (0001_change_feed.sql), so every open console follows them.
CREATE TRIGGER meeting_attendance_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_attendance
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_guests_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_guests
FOR EACH ROW EXECUTE FUNCTION notify_change();

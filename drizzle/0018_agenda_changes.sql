CREATE TABLE "meeting_agenda_changes" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"changed_by" text,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_agenda_changes" ADD CONSTRAINT "meeting_agenda_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_agenda_changes" ADD CONSTRAINT "meeting_agenda_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
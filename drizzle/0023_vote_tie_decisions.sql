CREATE TABLE "meeting_vote_decisions" (
	"event_id" uuid NOT NULL,
	"category" text NOT NULL,
	"nominee_id" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_vote_decisions_event_id_category_pk" PRIMARY KEY("event_id","category")
);
--> statement-breakpoint
ALTER TABLE "meeting_vote_decisions" ADD CONSTRAINT "meeting_vote_decisions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_vote_decisions" ADD CONSTRAINT "meeting_vote_decisions_nominee_id_users_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_vote_decisions" ADD CONSTRAINT "meeting_vote_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: on the change feed (0001_change_feed.sql) like the votes, so open consoles and displays follow it.
CREATE TRIGGER meeting_vote_decisions_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_vote_decisions
FOR EACH ROW EXECUTE FUNCTION notify_change();

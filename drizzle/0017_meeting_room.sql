CREATE TABLE "meeting_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_evaluations" (
	"event_id" uuid NOT NULL,
	"evaluator_user_id" text NOT NULL,
	"speaker_user_id" text NOT NULL,
	"form" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_evaluations_event_id_evaluator_user_id_speaker_user_id_pk" PRIMARY KEY("event_id","evaluator_user_id","speaker_user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_filler_counts" (
	"event_id" uuid NOT NULL,
	"speaker_key" text NOT NULL,
	"speaker_user_id" text,
	"speaker_name" text NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_filler_counts_event_id_speaker_key_word_pk" PRIMARY KEY("event_id","speaker_key","word"),
	CONSTRAINT "meeting_filler_counts_count" CHECK ("meeting_filler_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meeting_runs" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"display_token" text NOT NULL,
	"voting_closed_at" timestamp with time zone,
	"results_revealed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"report" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_runs_display_token_unique" UNIQUE("display_token")
);
--> statement-breakpoint
CREATE TABLE "meeting_timings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"agenda_item_id" uuid,
	"speaker_user_id" text,
	"speaker_name" text NOT NULL,
	"speech_title" text,
	"green_seconds" integer NOT NULL,
	"yellow_seconds" integer NOT NULL,
	"red_seconds" integer NOT NULL,
	"grace_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"running_since" timestamp with time zone,
	"banked_ms" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"duration_seconds" integer,
	"verdict" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_timings_stopped" CHECK (("meeting_timings"."stopped_at" is null) = ("meeting_timings"."duration_seconds" is null)),
	CONSTRAINT "meeting_timings_thresholds" CHECK (0 <= "meeting_timings"."green_seconds" and "meeting_timings"."green_seconds" <= "meeting_timings"."yellow_seconds" and "meeting_timings"."yellow_seconds" <= "meeting_timings"."red_seconds")
);
--> statement-breakpoint
CREATE TABLE "meeting_votes" (
	"event_id" uuid NOT NULL,
	"voter_id" text NOT NULL,
	"category" text NOT NULL,
	"nominee_id" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_votes_event_id_voter_id_category_pk" PRIMARY KEY("event_id","voter_id","category"),
	CONSTRAINT "meeting_votes_not_self" CHECK ("meeting_votes"."voter_id" <> "meeting_votes"."nominee_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "grace_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_agendas" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_actions" ADD CONSTRAINT "meeting_actions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_evaluations" ADD CONSTRAINT "meeting_evaluations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_evaluations" ADD CONSTRAINT "meeting_evaluations_evaluator_user_id_users_id_fk" FOREIGN KEY ("evaluator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_evaluations" ADD CONSTRAINT "meeting_evaluations_speaker_user_id_users_id_fk" FOREIGN KEY ("speaker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_filler_counts" ADD CONSTRAINT "meeting_filler_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_filler_counts" ADD CONSTRAINT "meeting_filler_counts_speaker_user_id_users_id_fk" FOREIGN KEY ("speaker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_runs" ADD CONSTRAINT "meeting_runs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_timings" ADD CONSTRAINT "meeting_timings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_timings" ADD CONSTRAINT "meeting_timings_agenda_item_id_meeting_agendas_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."meeting_agendas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_timings" ADD CONSTRAINT "meeting_timings_speaker_user_id_users_id_fk" FOREIGN KEY ("speaker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_nominee_id_users_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_evaluations_speaker_idx" ON "meeting_evaluations" USING btree ("speaker_user_id");--> statement-breakpoint
CREATE INDEX "meeting_timings_event_idx" ON "meeting_timings" USING btree ("event_id","started_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_grace_seconds_range" CHECK ("clubs"."grace_seconds" between 0 and 120);--> statement-breakpoint
-- hand-written: the meeting room is on the change feed (0001_change_feed.sql), so every open console and display
-- follows what the others record.
CREATE TRIGGER meeting_runs_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_runs
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_timings_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_timings
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_filler_counts_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_filler_counts
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_evaluations_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_evaluations
FOR EACH ROW EXECUTE FUNCTION notify_change();
--> statement-breakpoint
CREATE TRIGGER meeting_votes_change_feed
AFTER INSERT OR UPDATE OR DELETE ON meeting_votes
FOR EACH ROW EXECUTE FUNCTION notify_change();

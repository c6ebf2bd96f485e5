CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_kind_key_unique" UNIQUE("kind","key"),
	CONSTRAINT "jobs_attempts_range" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "role_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"role_type" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_waitlist_event_role_user_unique" UNIQUE("event_id","role_type","user_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "reminder_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_waitlist" ADD CONSTRAINT "role_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_waitlist" ADD CONSTRAINT "role_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "role_waitlist_event_idx" ON "role_waitlist" USING btree ("event_id","role_type","created_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_reminder_days_range" CHECK ("clubs"."reminder_days" between 0 and 14);--> statement-breakpoint
-- hand-written: the waitlist is on the change feed (0001_change_feed.sql), so open roles panels show positions live.
CREATE TRIGGER role_waitlist_change_feed
AFTER INSERT OR UPDATE OR DELETE ON role_waitlist
FOR EACH ROW EXECUTE FUNCTION notify_change();

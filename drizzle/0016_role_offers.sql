CREATE TABLE "member_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_absences_order" CHECK ("member_absences"."first_day" <= "member_absences"."last_day"),
	CONSTRAINT "member_absences_note_length" CHECK (char_length("member_absences"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "role_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"role_type" text NOT NULL,
	"kind" text NOT NULL,
	"assignment_id" uuid,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "nudge_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD COLUMN "open_roles" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_absences" ADD CONSTRAINT "member_absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_offers" ADD CONSTRAINT "role_offers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_offers" ADD CONSTRAINT "role_offers_assignment_id_meeting_role_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."meeting_role_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_offers" ADD CONSTRAINT "role_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_offers" ADD CONSTRAINT "role_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_absences_user_idx" ON "member_absences" USING btree ("user_id","last_day");--> statement-breakpoint
CREATE UNIQUE INDEX "role_offers_pending_handover_unique" ON "role_offers" USING btree ("assignment_id") WHERE "role_offers"."state" = 'pending' and "role_offers"."kind" = 'handover';--> statement-breakpoint
CREATE UNIQUE INDEX "role_offers_pending_proposal_unique" ON "role_offers" USING btree ("event_id","role_type","to_user_id") WHERE "role_offers"."state" = 'pending' and "role_offers"."kind" = 'assignment';--> statement-breakpoint
CREATE INDEX "role_offers_to_user_idx" ON "role_offers" USING btree ("to_user_id","state");--> statement-breakpoint
CREATE INDEX "role_offers_event_idx" ON "role_offers" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_nudge_days_range" CHECK ("clubs"."nudge_days" between 0 and 14);--> statement-breakpoint
-- hand-written: offers are on the change feed (0001_change_feed.sql), so the member offered a role sees it live.
CREATE TRIGGER role_offers_change_feed
AFTER INSERT OR UPDATE OR DELETE ON role_offers
FOR EACH ROW EXECUTE FUNCTION notify_change();

CREATE TABLE "speech_credits" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"pathway_id" uuid,
	"project_number" integer,
	"certification_id" integer,
	"goal_id" text,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speech_credits_one_goal" CHECK (("speech_credits"."pathway_id" is not null and "speech_credits"."project_number" is not null and "speech_credits"."certification_id" is null and "speech_credits"."goal_id" is null)
        or ("speech_credits"."pathway_id" is null and "speech_credits"."project_number" is null and "speech_credits"."certification_id" is not null and "speech_credits"."goal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "speech_credits" ADD CONSTRAINT "speech_credits_assignment_id_meeting_role_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."meeting_role_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_credits" ADD CONSTRAINT "speech_credits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_credits" ADD CONSTRAINT "speech_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_credits" ADD CONSTRAINT "speech_credits_pathway_id_pathways_id_fk" FOREIGN KEY ("pathway_id") REFERENCES "public"."pathways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_credits_user_idx" ON "speech_credits" USING btree ("user_id");
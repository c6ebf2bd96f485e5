CREATE TABLE "role_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role_type" text NOT NULL,
	"user_id" text,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_gaps_assignment_kind_unique" UNIQUE("assignment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "role_gaps" ADD CONSTRAINT "role_gaps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_gaps" ADD CONSTRAINT "role_gaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_gaps_event_idx" ON "role_gaps" USING btree ("event_id");
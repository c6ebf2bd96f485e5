CREATE TABLE "attached_tool_entries" (
	"attached_by" text NOT NULL,
	"tool" text NOT NULL,
	"entry_id" text NOT NULL,
	"part_id" text DEFAULT '' NOT NULL,
	"event_id" uuid NOT NULL,
	"speaker_user_id" text NOT NULL,
	"sent" jsonb NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attached_tool_entries_attached_by_tool_entry_id_part_id_pk" PRIMARY KEY("attached_by","tool","entry_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "attached_tool_entries" ADD CONSTRAINT "attached_tool_entries_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attached_tool_entries" ADD CONSTRAINT "attached_tool_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attached_tool_entries" ADD CONSTRAINT "attached_tool_entries_speaker_user_id_users_id_fk" FOREIGN KEY ("speaker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attached_tool_entries_event_idx" ON "attached_tool_entries" USING btree ("event_id");
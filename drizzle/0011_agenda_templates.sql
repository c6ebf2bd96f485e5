CREATE TABLE "agenda_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"agenda_type" text DEFAULT 'general' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"role_type" text,
	CONSTRAINT "agenda_template_items_template_position_unique" UNIQUE("template_id","position"),
	CONSTRAINT "agenda_template_items_position_check" CHECK ("agenda_template_items"."position" >= 1),
	CONSTRAINT "agenda_template_items_duration_check" CHECK ("agenda_template_items"."duration_minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "agenda_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_agendas" ADD COLUMN "role_type" text;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_template_id_agenda_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."agenda_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_templates_club_id_idx" ON "agenda_templates" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_templates_one_default_per_club" ON "agenda_templates" USING btree ("club_id") WHERE "agenda_templates"."is_default";--> statement-breakpoint
-- hand-written
-- A club's agenda templates on the change feed (see 0001_change_feed.sql): open pages follow
-- "agenda_templates:club:<id>". Every change of a template's items also touches its row (updated_at), so the items
-- need no trigger of their own.
CREATE TRIGGER agenda_templates_change_feed
AFTER INSERT OR UPDATE OR DELETE ON agenda_templates
FOR EACH ROW EXECUTE FUNCTION notify_change();

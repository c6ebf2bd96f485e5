CREATE TABLE "club_roles" (
	"club_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"per_meeting" integer NOT NULL,
	"speaking" boolean DEFAULT false NOT NULL,
	"evaluated" boolean DEFAULT false NOT NULL,
	"duty" text,
	CONSTRAINT "club_roles_club_id_key_pk" PRIMARY KEY("club_id","key"),
	CONSTRAINT "club_roles_club_position_unique" UNIQUE("club_id","position"),
	CONSTRAINT "club_roles_per_meeting_check" CHECK ("club_roles"."per_meeting" between 1 and 12),
	CONSTRAINT "club_roles_evaluated_speaking_check" CHECK (not "club_roles"."evaluated" or "club_roles"."speaking")
);
--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
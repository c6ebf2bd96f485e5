CREATE TABLE "club_officers" (
	"club_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"appointed_by" text,
	"appointed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_officers_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "leadership_access_keys" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "club_officers" ADD CONSTRAINT "club_officers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_officers" ADD CONSTRAINT "club_officers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_officers" ADD CONSTRAINT "club_officers_appointed_by_users_id_fk" FOREIGN KEY ("appointed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_officers_user_id_idx" ON "club_officers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "leadership_access_keys" ADD CONSTRAINT "leadership_access_keys_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A club's officers on the change feed (see 0001_change_feed.sql): open club pages follow "club_officers:club:<id>".
CREATE TRIGGER club_officers_change_feed
AFTER INSERT OR UPDATE OR DELETE ON club_officers
FOR EACH ROW EXECUTE FUNCTION notify_change();

CREATE INDEX "events_club_date_idx" ON "events" USING btree ("club_id","event_date");--> statement-breakpoint
CREATE INDEX "announcements_club_idx" ON "announcements" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "invitations_club_idx" ON "invitations" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "leadership_access_keys_club_idx" ON "leadership_access_keys" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "speech_credits_event_idx" ON "speech_credits" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "mail_preferences_club_idx" ON "mail_preferences" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "meeting_actions_event_idx" ON "meeting_actions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "meeting_timings_agenda_item_idx" ON "meeting_timings" USING btree ("agenda_item_id") WHERE "meeting_timings"."agenda_item_id" is not null;--> statement-breakpoint
CREATE INDEX "declined_assignments_event_idx" ON "declined_assignments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "meeting_role_assignments_agenda_item_idx" ON "meeting_role_assignments" USING btree ("agenda_item_id") WHERE "meeting_role_assignments"."agenda_item_id" is not null;
CREATE INDEX "meeting_filler_counts_speaker_idx" ON "meeting_filler_counts" USING btree ("speaker_user_id");--> statement-breakpoint
CREATE INDEX "meeting_timings_speaker_idx" ON "meeting_timings" USING btree ("speaker_user_id");--> statement-breakpoint
CREATE INDEX "meeting_votes_nominee_idx" ON "meeting_votes" USING btree ("nominee_id");--> statement-breakpoint
CREATE INDEX "meeting_role_assignments_user_idx" ON "meeting_role_assignments" USING btree ("user_id");
import type { Executor } from "../../db/executor";
import { calendarFeeds } from "../../db/schema";
import { DEMO_MEMBERS } from "../../db/seed/clubs";

/**
 * Demo content (docs/decisions/202): every demo member has a calendar feed, holding their clubs' meetings and the
 * roles the demo gives them; safe to run again (a member keeps the feed they have).
 */
export async function seedCalendarFeeds(tx: Executor): Promise<void> {
  await tx
    .insert(calendarFeeds)
    .values(DEMO_MEMBERS.map((member) => ({ userId: member.id })))
    .onConflictDoNothing();
}

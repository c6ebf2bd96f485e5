import type { Executor } from "../../db/executor";
import { recordPrivacy } from "../../db/schema";
import { DEMO_MEMBERS } from "../../db/seed/clubs";

/** The demo member who hid their speaking record (docs/decisions/241): Sam Okafor of Bay Area Pitch Masters. */
export const DEMO_HIDDEN_RECORD = DEMO_MEMBERS[5];

/**
 * Demo content (docs/decisions/202): Sam, who spoke at last week's Lunchtime Pitch Club, hid his speaking record, so
 * the club's Reports and another member's view of his record show the rule; safe to run again (a choice he changed
 * since is kept).
 */
export async function seedRecordPrivacy(tx: Executor): Promise<void> {
  if (!DEMO_HIDDEN_RECORD) return;
  await tx.insert(recordPrivacy).values({ userId: DEMO_HIDDEN_RECORD.id, hidden: true }).onConflictDoNothing();
}

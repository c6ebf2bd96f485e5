import { sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { type RecordDetail, scheduleOnly } from "../../../domain/record/visibility";
import { hiddenRecords, recordView } from "../../authority";
import type { Database } from "../../db/client";
import { recordPrivacy } from "../../db/schema";
import { refuse } from "../../http/errors";
import { memberRow } from "../../reads/members";
import { speakingRecord } from "./speaking-record";

/**
 * A member's choice to hide their speaking record from other members, and another member's record as the reader may
 * see it (docs/decisions/241).
 */

/** Whether the member hides their record (no row: visible). */
export async function recordVisibility(db: Database, memberId: string) {
  return { hidden: (await hiddenRecords(db, [memberId])).has(memberId) };
}

/** Saves the member's choice: one row per member, written at once however many requests arrive together. */
export async function saveRecordVisibility(db: Database, memberId: string, hidden: boolean) {
  const [saved] = await db
    .insert(recordPrivacy)
    .values({ userId: memberId, hidden })
    .onConflictDoUpdate({ target: recordPrivacy.userId, set: { hidden, updatedAt: sql`now()` } })
    .returning({ hidden: recordPrivacy.hidden });
  return { hidden: saved?.hidden ?? hidden };
}

/**
 * `memberId`'s speaking record as `viewerId` may see it: whole, or roles and speech dates only (a hidden record, to
 * the officers of the member's clubs and admins). The rule and the record are read in one snapshot, so a choice saved
 * meanwhile applies to the whole answer or not at all. Refused: a fellow member of a hidden record (403
 * RECORD_HIDDEN), anyone who shares no club with the member (404 MEMBER_NOT_FOUND).
 */
export async function memberRecord(db: Database, memberId: string, viewerId: string, now = new Date()) {
  return db.transaction(
    async (tx) => {
      const member = await memberRow(tx, memberId);
      if (!member) throw refuse("MEMBER_NOT_FOUND");
      const rule = await recordView(tx, memberId, viewerId);
      if (rule.view === "none") throw refuse("MEMBER_NOT_FOUND");
      if (rule.view === "hidden") throw refuse("RECORD_HIDDEN");
      const record = await speakingRecord(tx, memberId, now);
      const hidden = (await hiddenRecords(tx, [memberId])).has(memberId);
      const detail: RecordDetail = rule.view;
      return {
        member: { id: member.id, name: displayName(member) },
        hidden,
        detail,
        record: rule.view === "schedule" ? scheduleOnly(record, rule.clubIds) : record,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

import { sql } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { type RecordDetail, scheduleOnly } from "../../../domain/record/visibility";
import { hiddenRecords, recordView } from "../../authority";
import type { Database } from "../../db/client";
import { recordPrivacy } from "../../db/schema";
import { refuse } from "../../http/errors";
import { memberRow } from "../../reads/members";
import type { ChangeFeed } from "../../realtime/change-feed";
import { keptSpeakingRecord } from "./record-cache";

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
 * the officers of the member's clubs and admins). The rule and the member's choice are read in one snapshot, so a
 * choice saved meanwhile applies to the whole answer or not at all; the record is the one the instance keeps
 * (docs/decisions/245), read once the reader may see it. Refused: a fellow member of a hidden record (403
 * RECORD_HIDDEN), anyone who shares no club with the member (404 MEMBER_NOT_FOUND).
 */
export async function memberRecord(deps: { db: Database; changeFeed: ChangeFeed }, memberId: string, viewerId: string) {
  const seen = await deps.db.transaction(
    async (tx) => {
      const member = await memberRow(tx, memberId);
      if (!member) throw refuse("MEMBER_NOT_FOUND");
      const rule = await recordView(tx, memberId, viewerId);
      if (rule.view === "none") throw refuse("MEMBER_NOT_FOUND");
      if (rule.view === "hidden") throw refuse("RECORD_HIDDEN");
      const hidden = (await hiddenRecords(tx, [memberId])).has(memberId);
      return { member, rule, hidden };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const { member, rule, hidden } = seen;
  const record = await keptSpeakingRecord(deps, memberId);
  const detail: RecordDetail = rule.view;
  return {
    member: { id: member.id, name: displayName(member) },
    hidden,
    detail,
    record: rule.view === "schedule" ? scheduleOnly(record, rule.clubIds) : record,
  };
}

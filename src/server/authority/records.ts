import { and, eq, inArray } from "drizzle-orm";
import { clubOfficers, clubs, memberships, recordPrivacy } from "../db/schema";
import { isAdmin, type Reader } from "./people";

/**
 * Who sees how much of whose speaking record (docs/decisions/241):
 * - `full`: the whole record — the member themselves; while the record is visible, fellow active members of one of
 *   the member's active clubs, the officers of those clubs and admins;
 * - `schedule`: while the record is hidden, the officers of the member's clubs (the lines of those clubs' meetings)
 *   and admins (every line, `clubIds` null): roles and speech dates only, for scheduling;
 * - `hidden`: a fellow member of a hidden record (refused with RECORD_HIDDEN);
 * - `none`: anyone else — the member is no one they know (refused with MEMBER_NOT_FOUND).
 */
export type RecordView =
  | { view: "full" }
  | { view: "schedule"; clubIds: string[] | null }
  | { view: "hidden" }
  | { view: "none" };

/** The member's active clubs (active memberships of active clubs). */
async function activeClubsOf(db: Reader, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ clubId: memberships.clubId })
    .from(memberships)
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(and(eq(memberships.userId, memberId), eq(memberships.status, "active"), eq(clubs.isActive, true)));
  return rows.map((row) => row.clubId);
}

/** Whether each of these members hides their record; the ids of those who do. */
export async function hiddenRecords(db: Reader, memberIds: readonly string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: recordPrivacy.userId })
    .from(recordPrivacy)
    .where(and(inArray(recordPrivacy.userId, [...memberIds]), eq(recordPrivacy.hidden, true)));
  return new Set(rows.map((row) => row.userId));
}

/** How much of `memberId`'s speaking record `viewerId` sees (see RecordView). */
export async function recordView(db: Reader, memberId: string, viewerId: string): Promise<RecordView> {
  if (memberId === viewerId) return { view: "full" };
  const [theirClubs, admin, hidden] = await Promise.all([
    activeClubsOf(db, memberId),
    isAdmin(db, viewerId),
    hiddenRecords(db, [memberId]),
  ]);
  const [sharedClubs, officerOf] = await Promise.all([
    theirClubs.length === 0
      ? []
      : db
          .select({ clubId: memberships.clubId })
          .from(memberships)
          .where(
            and(
              eq(memberships.userId, viewerId),
              eq(memberships.status, "active"),
              inArray(memberships.clubId, theirClubs),
            ),
          ),
    theirClubs.length === 0
      ? []
      : db
          .select({ clubId: clubOfficers.clubId })
          .from(clubOfficers)
          .where(and(eq(clubOfficers.userId, viewerId), inArray(clubOfficers.clubId, theirClubs))),
  ]);
  const isHidden = hidden.has(memberId);
  if (admin) return isHidden ? { view: "schedule", clubIds: null } : { view: "full" };
  if (officerOf.length > 0) {
    return isHidden ? { view: "schedule", clubIds: officerOf.map((row) => row.clubId) } : { view: "full" };
  }
  if (sharedClubs.length > 0) return isHidden ? { view: "hidden" } : { view: "full" };
  return { view: "none" };
}

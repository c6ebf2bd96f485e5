import { and, asc, gte, inArray } from "drizzle-orm";
import { earliestOngoingDay } from "../../domain/members/absences";
import type { Executor } from "../db/executor";
import { memberAbsences } from "../db/schema";

/**
 * These members' absences that have not ended (docs/decisions/156: an absence ends when its last day has ended
 * everywhere, `earliestOngoingDay`), earliest first; none for no members.
 */
export async function ongoingAbsences(db: Executor, memberIds: readonly string[], now: Date) {
  if (memberIds.length === 0) return [];
  return db
    .select({ userId: memberAbsences.userId, firstDay: memberAbsences.firstDay, lastDay: memberAbsences.lastDay })
    .from(memberAbsences)
    .where(and(inArray(memberAbsences.userId, [...memberIds]), gte(memberAbsences.lastDay, earliestOngoingDay(now))))
    .orderBy(asc(memberAbsences.firstDay));
}

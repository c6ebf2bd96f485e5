import { and, gte, inArray, lte } from "drizzle-orm";
import { meetingDay } from "../../../domain/members/absences";
import type { Executor } from "../../db/executor";
import { memberAbsences } from "../../db/schema";

/**
 * Which of these members are away on a meeting's day (docs/decisions/156): they are not proposed roles, not nudged
 * and not reminded for it.
 */
export async function awayOnMeetingDay(
  db: Executor,
  userIds: readonly string[],
  meeting: { eventDate: Date; timeZone: string | null },
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const day = meetingDay(meeting.eventDate, meeting.timeZone);
  const rows = await db
    .select({ userId: memberAbsences.userId })
    .from(memberAbsences)
    .where(
      and(
        inArray(memberAbsences.userId, [...userIds]),
        lte(memberAbsences.firstDay, day),
        gte(memberAbsences.lastDay, day),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

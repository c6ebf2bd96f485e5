import { and, gte, inArray, lte } from "drizzle-orm";
import { meetingDay } from "../../../domain/members/absences";
import type { Executor } from "../../db/executor";
import { memberAbsences } from "../../db/schema";

/**
 * Whether each of these members is away on each of these days (docs/decisions/156), in one read: away members are not
 * proposed roles, not nudged and not reminded for a meeting on such a day.
 */
export async function awayOnDays(
  db: Executor,
  userIds: readonly string[],
  days: readonly string[],
): Promise<(userId: string, day: string) => boolean> {
  if (userIds.length === 0 || days.length === 0) return () => false;
  const sorted = [...days].sort();
  const rows = await db
    .select({ userId: memberAbsences.userId, firstDay: memberAbsences.firstDay, lastDay: memberAbsences.lastDay })
    .from(memberAbsences)
    .where(
      and(
        inArray(memberAbsences.userId, [...userIds]),
        lte(memberAbsences.firstDay, sorted.at(-1) as string),
        gte(memberAbsences.lastDay, sorted[0] as string),
      ),
    );
  // days are ISO dates ("2026-03-04"): their order is their text's
  return (userId, day) => rows.some((row) => row.userId === userId && row.firstDay <= day && row.lastDay >= day);
}

/** Which of these members are away on a meeting's day. */
export async function awayOnMeetingDay(
  db: Executor,
  userIds: readonly string[],
  meeting: { eventDate: Date; timeZone: string | null },
): Promise<Set<string>> {
  const day = meetingDay(meeting.eventDate, meeting.timeZone);
  const away = await awayOnDays(db, userIds, [day]);
  return new Set(userIds.filter((userId) => away(userId, day)));
}

import { and, asc, count, eq, gte, inArray, lte } from "drizzle-orm";
import {
  ABSENCE_LIMITS,
  ABSENCE_MESSAGES,
  type AbsenceInput,
  earliestOngoingDay,
  hasEnded,
  meetingDay,
} from "../../../domain/members/absences";
import type { Database } from "../../db/client";
import { memberAbsences, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Executor } from "../events/access";

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

const shown = {
  id: memberAbsences.id,
  firstDay: memberAbsences.firstDay,
  lastDay: memberAbsences.lastDay,
  note: memberAbsences.note,
};

type ShownAbsence = { id: string; firstDay: string; lastDay: string; note: string | null };
/** An absence as the member sees it: no note is "". */
const present = (row: ShownAbsence) => ({
  id: row.id,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  note: row.note ?? "",
});

const stillComing = (memberId: string, now: Date) =>
  and(eq(memberAbsences.userId, memberId), gte(memberAbsences.lastDay, earliestOngoingDay(now)));

/** The member's absences that have not ended (anywhere on Earth), soonest first. */
export async function upcomingAbsences(db: Executor, memberId: string, now = new Date()) {
  const rows = await db
    .select(shown)
    .from(memberAbsences)
    .where(stillComing(memberId, now))
    .orderBy(asc(memberAbsences.firstDay), asc(memberAbsences.lastDay), asc(memberAbsences.createdAt));
  return rows.map(present);
}

export const absenceNotFound = () =>
  new AppError(404, ABSENCE_MESSAGES.notFound.code, ABSENCE_MESSAGES.notFound.message);

/**
 * Adds an absence: its last day must not have ended, and the member may have at most ABSENCE_LIMITS.perMember that
 * have not (counted under a lock on the member, so requests sent at once cannot pass the limit together).
 */
export async function addAbsence(db: Database, memberId: string, input: AbsenceInput, now = new Date()) {
  if (hasEnded(input, now)) {
    throw new AppError(400, ABSENCE_MESSAGES.lastDayPassed.code, ABSENCE_MESSAGES.lastDayPassed.message);
  }
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for("update");
    if (!member) throw new AppError(404, "NOT_FOUND", "This account no longer exists.");
    const [planned] = await tx.select({ value: count() }).from(memberAbsences).where(stillComing(memberId, now));
    if ((planned?.value ?? 0) >= ABSENCE_LIMITS.perMember) {
      const { code, title, message } = ABSENCE_MESSAGES.tooMany;
      throw new AppError(409, code, message, { title });
    }
    const [added] = await tx
      .insert(memberAbsences)
      .values({ userId: memberId, firstDay: input.firstDay, lastDay: input.lastDay, note: input.note || null })
      .returning(shown);
    if (!added) throw new Error("absence not inserted");
    return present(added);
  });
}

/** Removes one of the member's own absences; anyone else's does not exist for them. */
export async function removeAbsence(db: Executor, memberId: string, absenceId: string) {
  const [removed] = await db
    .delete(memberAbsences)
    .where(and(eq(memberAbsences.id, absenceId), eq(memberAbsences.userId, memberId)))
    .returning(shown);
  if (!removed) throw absenceNotFound();
  return present(removed);
}

import { and, asc, count, eq, gt, gte, isNull } from "drizzle-orm";
import {
  ABSENCE_LIMITS,
  type Absence,
  type AbsenceInput,
  earliestOngoingDay,
  hasEnded,
  isAwayOn,
  meetingDay,
} from "../../../domain/members/absences";
import type { Executor } from "../../db/executor";
import { events, meetingRoleAssignments, memberAbsences, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground } from "../../mail/queue";
import { roleNamer } from "../../reads/role-set";
import { tellOfficersOfGap } from "../roles";

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

/**
 * The roles the member holds at meetings ahead that fall on these days (docs/decisions/169), soonest first: what
 * they should hand over or give up.
 */
async function rolesOnDays(db: Executor, memberId: string, absences: readonly Absence[], now: Date) {
  if (absences.length === 0) return [];
  const rows = await db
    .select({
      assignmentId: meetingRoleAssignments.id,
      roleType: meetingRoleAssignments.roleType,
      eventId: events.id,
      title: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      clubId: events.clubId,
    })
    .from(meetingRoleAssignments)
    .innerJoin(events, eq(events.id, meetingRoleAssignments.eventId))
    .where(and(eq(meetingRoleAssignments.userId, memberId), isNull(events.cancelledAt), gt(events.eventDate, now)))
    .orderBy(asc(events.eventDate), asc(meetingRoleAssignments.id));
  const nameOf = roleNamer(db);
  const named = await Promise.all(
    rows.map(async (row) => ({ ...row, roleName: await nameOf(row.clubId, row.roleType) })),
  );
  return named
    .map((row) => ({ ...row, day: meetingDay(row.eventDate, row.timeZone) }))
    .filter((row) => isAwayOn(absences, row.day));
}

type HeldOnDays = Awaited<ReturnType<typeof rolesOnDays>>[number];
/** A held role as the away-dates list shows it. */
const heldRoleShown = (row: HeldOnDays) => ({
  assignmentId: row.assignmentId,
  eventId: row.eventId,
  title: row.title,
  eventDate: row.eventDate.toISOString(),
  timeZone: row.timeZone,
  roleType: row.roleType,
  roleName: row.roleName,
  /** A club's meeting: the role can be handed over to another member (docs/decisions/155). */
  clubMeeting: row.clubId !== null,
});

const withRoles = (absence: ShownAbsence, held: readonly HeldOnDays[]) => ({
  ...present(absence),
  roles: held.filter((row) => isAwayOn([absence], row.day)).map(heldRoleShown),
});

/** The member's absences that have not ended (anywhere on Earth), soonest first, each with the roles held on its days. */
export async function upcomingAbsences(db: Executor, memberId: string, now = new Date()) {
  const rows = await db
    .select(shown)
    .from(memberAbsences)
    .where(stillComing(memberId, now))
    .orderBy(asc(memberAbsences.firstDay), asc(memberAbsences.lastDay), asc(memberAbsences.createdAt));
  const held = await rolesOnDays(db, memberId, rows, now);
  return rows.map((row) => withRoles(row, held));
}

export const absenceNotFound = () => refuse("ABSENCE_NOT_FOUND");

/**
 * Adds an absence: its last day must not have ended, and the member may have at most ABSENCE_LIMITS.perMember that
 * have not (counted under a lock on the member, so requests sent at once cannot pass the limit together).
 */
export async function addAbsence(
  deps: Pick<Deps, "db" | "mailer" | "logger" | "config">,
  memberId: string,
  input: AbsenceInput,
  now = new Date(),
) {
  if (hasEnded(input, now)) {
    throw refuse("ABSENCE_PASSED");
  }
  const { absence, mailIds } = await deps.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for("update");
    if (!member) throw refuse("NOT_FOUND", "account");
    const [planned] = await tx.select({ value: count() }).from(memberAbsences).where(stillComing(memberId, now));
    if ((planned?.value ?? 0) >= ABSENCE_LIMITS.perMember) {
      throw refuse("TOO_MANY_ABSENCES");
    }
    const [added] = await tx
      .insert(memberAbsences)
      .values({ userId: memberId, firstDay: input.firstDay, lastDay: input.lastDay, note: input.note || null })
      .returning(shown);
    if (!added) throw new Error("absence not inserted");
    // the roles the member holds on these days: the club's officers hear of each once (docs/decisions/169)
    const held = await rolesOnDays(tx, memberId, [added], now);
    const told: string[] = [];
    for (const role of held) {
      told.push(
        ...(await tellOfficersOfGap(tx, deps.config, {
          kind: "holder-away",
          eventId: role.eventId,
          assignmentId: role.assignmentId,
          roleType: role.roleType,
          userId: memberId,
        })),
      );
    }
    return { absence: withRoles(added, held), mailIds: told };
  });
  deliverInBackground(deps, mailIds);
  return absence;
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

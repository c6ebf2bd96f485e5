import { z } from "zod";
import { type EventRoles, roleNameIn } from "../events/event-roles";
import { recipientRoleProblem } from "../events/offers";
import { roleKey } from "../events/roles";
import { type Absence, isAwayOn, meetingDay } from "../members/absences";

/**
 * The planning grid of Leadership Central (docs/decisions/234): the club's next meetings across, its roles down, each
 * cell a role's places at one meeting — holders, open places and proposals.
 */

/** How many meetings the grid shows: 4 to 12, 8 unless asked. */
export const GRID_WEEKS = { min: 4, max: 12, default: 8 } as const;

export const gridQuery = z.strictObject({
  weeks: z.coerce.number().int().min(GRID_WEEKS.min).max(GRID_WEEKS.max).default(GRID_WEEKS.default),
});

/** An officer's write to one cell: give the role outright, propose it, or clear a holder or a proposal. */
export const gridAssignInput = z.strictObject({
  eventId: z.uuid(),
  roleType: roleKey,
  memberId: z.string().min(1, "memberId must name a member.").max(100, "memberId must name a member."),
});
export type GridAssignInput = z.infer<typeof gridAssignInput>;

export const gridClearInput = z
  .strictObject({
    eventId: z.uuid(),
    /** A holder's assignment, or an open proposal: one of the two. */
    assignmentId: z.uuid().optional(),
    offerId: z.uuid().optional(),
  })
  .refine((input) => Boolean(input.assignmentId) !== Boolean(input.offerId), "Name an assignment or a proposal.");

/** A series edited as a whole: what every future occurrence takes (decision 235). */
export const seriesEditInput = z.strictObject({
  /** "HH:MM" in the series' own time zone. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM."),
  location: z.string().trim().max(200),
  durationMinutes: z.number().int().min(1).max(1440),
  /** A template of the club's whose items every future occurrence's agenda is replaced with; null keeps agendas. */
  templateId: z.uuid().nullable(),
});
export type SeriesEditInput = z.infer<typeof seriesEditInput>;

/** A meeting of the grid as the conflict rules need it: its start, zone and who holds what. */
export type GridMeeting = {
  eventId: string;
  eventDate: Date;
  timeZone: string | null;
  assignments: ReadonlyArray<{ userId: string; roleType: string }>;
};

export type CellConflict = {
  eventId: string;
  roleType: string;
  reason: "away" | "holds" | "limit" | "full";
  /** What the picker says beside the member ("Away that day", "Holds Timer"). */
  text: string;
};

/**
 * The cells of the grid a member cannot be given (docs/decisions/234): a meeting on a day they are away (every role of
 * it), a role they already hold there, a role the limit rule keeps from them (one role, or a speaking role plus one
 * other; never a speaking role with the moderator's duty), a role whose places are all taken. Pure: the server answers
 * the same with 409s under the event's lock; the picker uses this to say why before anyone asks.
 */
export function memberCellConflicts(
  memberId: string,
  name: string,
  absences: readonly Absence[],
  meetings: readonly GridMeeting[],
  eventRoles: EventRoles,
): CellConflict[] {
  const conflicts: CellConflict[] = [];
  for (const meeting of meetings) {
    const away = isAwayOn(absences, meetingDay(meeting.eventDate, meeting.timeZone));
    const held = meeting.assignments.filter((row) => row.userId === memberId).map((row) => row.roleType);
    for (const role of eventRoles.roles) {
      const cell = { eventId: meeting.eventId, roleType: role.key };
      if (away) {
        conflicts.push({ ...cell, reason: "away", text: "Away that day" });
        continue;
      }
      if (held.includes(role.key)) {
        conflicts.push({ ...cell, reason: "holds", text: `Holds ${role.name}` });
        continue;
      }
      const problem = recipientRoleProblem(name, held, role.key, eventRoles);
      if (problem) {
        const holds = held.map((key) => roleNameIn(eventRoles.roles, key)).join(" and ");
        conflicts.push({ ...cell, reason: "limit", text: `Holds ${holds}` });
        continue;
      }
      const holders = meeting.assignments.filter((row) => row.roleType === role.key).length;
      if (holders >= role.perMeeting) conflicts.push({ ...cell, reason: "full", text: `${role.name} is full` });
    }
  }
  return conflicts;
}

/** The texts of the grid and its e-mails, word for word as the pages and tests use them. */
export const GRID_MESSAGES = {
  assigned: (member: string, role: string) => `${member} is ${role} now; they are e-mailed and may decline.`,
  proposed: (member: string, role: string) => `${role} proposed to ${member}.`,
  cleared: "The cell is open again.",
  skipped: "The meeting is skipped; its role holders are told.",
  seriesSaved: (count: number) =>
    count === 1 ? "1 future meeting of the series is changed." : `${count} future meetings of the series are changed.`,
} as const;

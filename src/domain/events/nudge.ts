import { type ClubRole, SPEC_ROLE_SET } from "../clubs/role-set";
import { HOUR } from "../time";
import { mailSendAt, reminderDueAt } from "./reminders";

/**
 * The open-role nudge (docs/decisions/157): a set number of days before a club meeting whose roles are still open,
 * the club's members who have had no role in its last four meetings, and are not away, get one e-mail listing the
 * open roles, each with a link that takes it.
 */

/** How many days before a meeting the nudge goes out, unless the club chose otherwise; 0 turns it off. */
export const DEFAULT_NUDGE_DAYS = 3;
export const NUDGE_DAYS = { min: 0, max: 14 } as const;
/** "No role in the club's last four meetings". */
export const NUDGE_LOOKBACK_MEETINGS = 4;
/** A nudge that is late (the meeting was planned or moved close) still goes out, unless the meeting is this near. */
const TOO_LATE_MS = 12 * HOUR;

/** When the nudge is due: `days` days before the meeting at its wall-clock time where it takes place; off at 0. */
export const nudgeDueAt = (eventDate: Date, timeZone: string | null, days: number): Date | undefined =>
  reminderDueAt(eventDate, timeZone, days);

/**
 * When to send it: at its due time; when that has passed (a meeting planned or moved within the days), at once,
 * unless the meeting starts within twelve hours — too late to ask members to prepare a role.
 */
export const nudgeSendAt = (dueAt: Date | undefined, eventDate: Date, now: Date) =>
  mailSendAt(dueAt, eventDate, now, TOO_LATE_MS);

export type OpenRole = { roleType: string; roleName: string; open: number };

/** The roles with places left at a meeting (capacity minus holders), in the roles' usual order. */
export function openRoles(holders: readonly string[], roles: readonly ClubRole[] = SPEC_ROLE_SET): OpenRole[] {
  return roles.flatMap((role) => {
    const open = role.perMeeting - holders.filter((held) => held === role.key).length;
    return open > 0 ? [{ roleType: role.key, roleName: role.name, open }] : [];
  });
}

export type NudgeCandidate = {
  userId: string;
  emailVerified: boolean;
  /** An active membership of the meeting's club. */
  activeMember: boolean;
  /** Turned the club's open-role requests off. */
  optedOut: boolean;
  /** Away on the meeting's day (docs/decisions/156). */
  away: boolean;
  /**
   * On a waitlist at this meeting (docs/decisions/154): already in line for a role there, told when it is theirs, so
   * not asked again (docs/decisions/170).
   */
  waiting: boolean;
};

export type ClubMeetingRoles = { eventDate: Date; cancelled: boolean; holderIds: readonly string[] };

/**
 * Who is nudged for `meeting`: the club's verified, active members who have not turned the nudge off, are not away,
 * hold no role at this meeting and wait for none there, and held none at the club's last four meetings that took place (started before now
 * and before this one, not cancelled). Each member once, in the order given.
 */
export function nudgedMembers(input: {
  meeting: { eventDate: Date; holderIds: readonly string[] };
  candidates: readonly NudgeCandidate[];
  pastMeetings: readonly ClubMeetingRoles[];
  now: Date;
}): string[] {
  const before = Math.min(input.now.getTime(), input.meeting.eventDate.getTime());
  const recent = input.pastMeetings
    .filter((meeting) => !meeting.cancelled && meeting.eventDate.getTime() < before)
    .sort((a, b) => b.eventDate.getTime() - a.eventDate.getTime())
    .slice(0, NUDGE_LOOKBACK_MEETINGS);
  const busy = new Set([...input.meeting.holderIds, ...recent.flatMap((meeting) => meeting.holderIds)]);
  const chosen = new Set<string>();
  for (const candidate of input.candidates) {
    if (!candidate.emailVerified || !candidate.activeMember || candidate.optedOut || candidate.away) continue;
    if (candidate.waiting) continue;
    if (busy.has(candidate.userId)) continue;
    chosen.add(candidate.userId);
  }
  return [...chosen];
}

/**
 * A club's members on stage (docs/decisions/189, 241): what each did at the club's meetings that took place — the
 * roles they held and the speeches they gave — read as "Share the Stage Fairly" and the Reports' speaking activity
 * count them. A speech is a speech role's assignment (an evaluated role: the Pitcher) or a speech the meeting's timer
 * timed for the member; a role is any role held, and a speech is a role too, held or not.
 */
import { formatDate } from "../dates";
import { plural } from "../plurals";
import type { ClubRole } from "./role-set";

/** What one member did at one meeting of the club that took place. */
export type Appearance = {
  memberId: string;
  eventId: string;
  /** When the meeting began (ISO). */
  at: string;
  /** The keys of the roles they held there. */
  roles: readonly string[];
  /** Their speeches the timer timed there, and how many of those ended within time. */
  timed: number;
  within: number;
};

/** Their speeches at that meeting: the timed ones, or, when none was timed, their speech roles there. */
export function speechesAt(appearance: Appearance, roles: readonly ClubRole[]): number {
  const speechRoles = appearance.roles.filter((key) => roles.some((role) => role.key === key && role.evaluated));
  return Math.max(appearance.timed, speechRoles.length);
}

/** Their roles at that meeting: the roles they held, and a timed speech no speaking role of theirs accounts for. */
export function rolesAt(appearance: Appearance, roles: readonly ClubRole[]): number {
  const speaking = appearance.roles.filter((key) => roles.some((role) => role.key === key && role.speaking)).length;
  return appearance.roles.length + Math.max(0, appearance.timed - speaking);
}

const latest = (lines: readonly Appearance[]) =>
  lines
    .map((line) => line.at)
    .sort()
    .at(-1) ?? null;

/** The member's last role (any appearance: a speech is a role too) and last speech, null when never. */
export function lastOnStageOf(appearances: readonly Appearance[], roles: readonly ClubRole[]) {
  return {
    lastRole: latest(appearances.filter((line) => rolesAt(line, roles) > 0)),
    lastSpeech: latest(appearances.filter((line) => speechesAt(line, roles) > 0)),
  };
}

export type SpeakingActivity = {
  memberId: string;
  name: string;
  /** The member hid their record: their officers see roles and speech dates, not how their speeches were timed. */
  hidden: boolean;
  speeches: number;
  roles: number;
  lastSpeech: string | null;
  lastRole: string | null;
  /** This period's timed speeches and how many ended within time; null for a hidden record. */
  withinTime: { within: number; timed: number } | null;
};

/**
 * Each member's speaking activity, by name: speeches and roles in `period` ([start, end)), the last speech and last
 * role ever, and — unless they hid their record — how many of the period's timed speeches ended within time.
 */
export function speakingActivity(
  members: readonly { memberId: string; name: string }[],
  appearances: readonly Appearance[],
  roles: readonly ClubRole[],
  period: { start: Date; end: Date },
  hidden: ReadonlySet<string>,
): SpeakingActivity[] {
  const inPeriod = (line: Appearance) => {
    const at = Date.parse(line.at);
    return at >= period.start.getTime() && at < period.end.getTime();
  };
  return members
    .map((member) => {
      const theirs = appearances.filter((line) => line.memberId === member.memberId);
      const recent = theirs.filter(inPeriod);
      const sum = (count: (line: Appearance) => number) => recent.reduce((total, line) => total + count(line), 0);
      return {
        memberId: member.memberId,
        name: member.name,
        hidden: false,
        speeches: sum((line) => speechesAt(line, roles)),
        roles: sum((line) => rolesAt(line, roles)),
        ...lastOnStageOf(theirs, roles),
        withinTime: { within: sum((line) => line.within), timed: sum((line) => line.timed) },
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((activity) => withRecordHidden(activity, hidden));
}

/** A member's activity as officers see it when the member hid their record: roles and dates, not how speeches went. */
export const withRecordHidden = (activity: SpeakingActivity, hidden: ReadonlySet<string>): SpeakingActivity =>
  hidden.has(activity.memberId) ? { ...activity, hidden: true, withinTime: null } : activity;

/** "Oct 1, 2026 – Dec 31, 2026": a period [start, end) as its first and last day in `timeZone`. */
export function periodLabel(period: { start: string; end: string; timeZone: string }): string {
  const lastDay = Date.parse(period.end) - 1;
  const day = (instant: string | number) => formatDate(instant, "date-medium", { timeZone: period.timeZone });
  return `${day(period.start)} – ${day(lastDay)}`;
}

/** "1 of 2 within time", "No timed speeches", or — for a hidden record — "Hidden by the member". */
export function withinTimeLabel(withinTime: SpeakingActivity["withinTime"]): string {
  if (withinTime === null) return "Hidden by the member";
  if (withinTime.timed === 0) return "No timed speeches";
  return `${withinTime.within} of ${plural(withinTime.timed, { one: "# timed speech", other: "# timed speeches" })}`;
}

import { type ClubRole, SPEC_ROLE_SET } from "../clubs/role-set";
import { zonedTime } from "../events/time-zones";
import { alphabetical } from "../member-names";
import { FILLER_WORDS, type FillerWord, totalCount, zeroCounts } from "../tools/ah-counter";
import { formatClock } from "../tools/timer";
import { attendanceLine } from "./attendance";
import { budgetLine, type ItemStatus, type TimeBudget } from "./time-budget";
import { thresholdsRangeText, VERDICT_LABELS, type Verdict } from "./verdict";
import { type CategoryResult, winnerLine } from "./votes";

/**
 * The meeting report (docs/decisions/158, 190), assembled from what the meeting recorded: the club, the place and
 * who held which role, the agenda planned against actual, each speech's time and verdict, filler words per speaker, who evaluated whom, the votes' winners and the
 * attendance; and its plain-text part for the e-mail. Times are read on the meeting's wall clock.
 */

export type ReportInput = {
  meeting: {
    title: string;
    eventDate: Date | string;
    timeZone: string | null;
    /** The club that held it; null for an event without a club. */
    clubName: string | null;
    /** Where it took place (the event's location, else its club's); null when unknown. */
    place: string | null;
  };
  budget: TimeBudget<{ title: string }>;
  /** Who held which role at the meeting, in any order. */
  roles: ReadonlyArray<{ roleType: string; name: string }>;
  /** The meeting's roles in their order (its club's set, docs/decisions/223); the specification's five if left out. */
  roleSet?: readonly ClubRole[];
  speeches: ReadonlyArray<{
    speakerName: string;
    title: string | null;
    durationSeconds: number;
    verdict: Verdict | null;
    /** The marks the speech was timed against, when it had a range. */
    thresholds?: { green: number; red: number } | null;
  }>;
  fillers: ReadonlyArray<{ speakerName: string; fillerWords: Readonly<Partial<Record<string, number>>> }>;
  evaluations: ReadonlyArray<{ evaluatorName: string; speakerName: string }>;
  votes: readonly CategoryResult[];
  attendance: number;
  /** The guests among the attendees (a club's meeting; decision 232). */
  guests?: number;
};

export type ReportAgendaRow = {
  title: string;
  /** "7:10 PM" */
  planned: string;
  /** null when the item was not started. */
  actual: string | null;
  lateMinutes: number | null;
  status: ItemStatus;
};

export type MeetingReport = {
  title: string;
  /** The club that held it; null without a club. */
  club: string | null;
  /** "Dec 03, 2026 · 7:00 PM EST" */
  when: string;
  /** Where it took place; null when unknown. */
  place: string | null;
  /** Each role held, in the product's order of roles, with its holders by name (a speech is a role: Pitcher). */
  roles: Array<{ role: string; holders: string[] }>;
  agenda: { rows: ReportAgendaRow[]; plannedEnd: string; end: string; behindMinutes: number; summary: string };
  speeches: Array<{
    speaker: string;
    title: string | null;
    duration: string;
    durationSeconds: number;
    verdict: Verdict | null;
    verdictLabel: string | null;
    range: string | null;
  }>;
  fillers: Array<{ speaker: string; counts: Record<FillerWord, number>; total: number }>;
  evaluations: Array<{ evaluator: string; speaker: string }>;
  /** `decidedBy`: who decided a tie for the most votes (then `winners` is the one chosen and `tie` false). */
  votes: Array<{
    label: string;
    winners: string[];
    votes: number;
    tie: boolean;
    decidedBy: string | null;
    line: string;
  }>;
  attendance: number;
  /** How many of the attendees were guests; absent in reports kept before check-in (decision 232). */
  guests?: number;
};

const wholeCount = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** The eight words' counts as kept (other words dropped, a missing or bad count 0). */
export function fillerCounts(fillerWords: Readonly<Partial<Record<string, number>>>): Record<FillerWord, number> {
  const counts = zeroCounts();
  for (const word of FILLER_WORDS) counts[word] = wholeCount(fillerWords[word]);
  return counts;
}

/** The roles held, in the product's order, each with its holders by name. */
export function rolesHeld(
  roles: ReportInput["roles"],
  roleSet: readonly ClubRole[] = SPEC_ROLE_SET,
): MeetingReport["roles"] {
  return roleSet.flatMap((role) => {
    const holders = roles
      .filter((held) => held.roleType === role.key)
      .map((held) => held.name)
      .sort(alphabetical);
    return holders.length > 0 ? [{ role: role.name, holders }] : [];
  });
}

export function meetingReport(input: ReportInput): MeetingReport {
  const zone = input.meeting.timeZone ?? "UTC";
  const clock = (instant: Date) => zonedTime(instant, zone).time;
  const start = zonedTime(input.meeting.eventDate, zone);
  const { budget } = input;
  const endZone = zonedTime(budget.projectedEnd, zone);
  return {
    title: input.meeting.title,
    club: input.meeting.clubName,
    when: `${start.day} · ${start.time} ${start.zone}`,
    place: input.meeting.place,
    roles: rolesHeld(input.roles, input.roleSet),
    agenda: {
      rows: budget.items.map((row) => ({
        title: row.item.title,
        planned: clock(row.plannedStart),
        actual: row.actualStart ? clock(row.actualStart) : null,
        lateMinutes: row.lateMinutes,
        status: row.status,
      })),
      plannedEnd: `${clock(budget.plannedEnd)} ${zonedTime(budget.plannedEnd, zone).zone}`,
      end: `${endZone.time} ${endZone.zone}`,
      behindMinutes: budget.behindMinutes,
      summary: budgetLine(budget.behindMinutes),
    },
    speeches: input.speeches.map((speech) => ({
      speaker: speech.speakerName,
      title: speech.title,
      duration: formatClock(speech.durationSeconds),
      durationSeconds: Math.max(0, Math.floor(speech.durationSeconds)),
      verdict: speech.verdict,
      verdictLabel: speech.verdict ? VERDICT_LABELS[speech.verdict] : null,
      range: speech.thresholds ? thresholdsRangeText(speech.thresholds) : null,
    })),
    fillers: input.fillers.map((row) => {
      const counts = fillerCounts(row.fillerWords);
      return { speaker: row.speakerName, counts, total: totalCount({ fillerWords: counts }) };
    }),
    evaluations: input.evaluations.map((row) => ({ evaluator: row.evaluatorName, speaker: row.speakerName })),
    votes: input.votes.map((result) => ({
      label: result.label,
      winners: result.winners.map((winner) => winner.name),
      votes: result.winners[0]?.votes ?? 0,
      tie: result.tie,
      decidedBy: result.decidedBy,
      line: winnerLine(result),
    })),
    attendance: input.attendance,
    guests: input.guests ?? 0,
  };
}

const NONE = "  None recorded.";

function lateText(minutes: number | null): string {
  if (minutes === null || minutes === 0) return "";
  return minutes > 0 ? ` (${minutes} min late)` : ` (${-minutes} min early)`;
}

function agendaLines(report: MeetingReport): string[] {
  const { agenda } = report;
  const rows = agenda.rows.map((row) => {
    const actual = row.actual ?? (row.status === "skipped" ? "not held" : "not started");
    return `  ${row.planned} → ${actual}  ${row.title}${lateText(row.lateMinutes)}`;
  });
  return [
    "Agenda (planned → actual)",
    ...(rows.length > 0 ? rows : [NONE]),
    `  Planned end ${agenda.plannedEnd}, ended ${agenda.end} · ${agenda.summary}`,
  ];
}

function speechLines(report: MeetingReport): string[] {
  const rows = report.speeches.map((speech) => {
    const title = speech.title ? ` — "${speech.title}"` : "";
    const verdict = speech.verdictLabel ? `, ${speech.verdictLabel.toLowerCase()}` : "";
    const range = speech.range ? ` (${speech.range})` : "";
    return `  ${speech.speaker}${title}: ${speech.duration}${verdict}${range}`;
  });
  return ["Speeches", ...(rows.length > 0 ? rows : [NONE])];
}

function fillerLines(report: MeetingReport): string[] {
  const rows = report.fillers.map((row) => {
    const words = FILLER_WORDS.filter((word) => row.counts[word] > 0).map((word) => `${word} ${row.counts[word]}`);
    return `  ${row.speaker}: ${row.total === 0 ? "none" : `${row.total} (${words.join(", ")})`}`;
  });
  return ["Filler words", ...(rows.length > 0 ? rows : [NONE])];
}

/** The report as plain text: the e-mail's text part. */
export function meetingReportText(report: MeetingReport): string {
  const title = `Meeting report: ${report.title}`;
  const evaluations = report.evaluations.map((row) => `  ${row.evaluator} evaluated ${row.speaker}`);
  const votes = report.votes.map((row) => `  ${row.line}`);
  const roles = report.roles.map((row) => `  ${row.role}: ${row.holders.join(", ")}`);
  return [
    title,
    "=".repeat(title.length),
    ...(report.club ? [`Club: ${report.club}`] : []),
    `When: ${report.when}`,
    ...(report.place ? [`Place: ${report.place}`] : []),
    `Attendance: ${attendanceLine(report.attendance, report.guests ?? 0)}`,
    "",
    "Roles",
    ...(roles.length > 0 ? roles : [NONE]),
    "",
    ...agendaLines(report),
    "",
    ...speechLines(report),
    "",
    ...fillerLines(report),
    "",
    "Evaluations",
    ...(evaluations.length > 0 ? evaluations : [NONE]),
    "",
    "Votes",
    ...(votes.length > 0 ? votes : [NONE]),
    "",
  ].join("\n");
}

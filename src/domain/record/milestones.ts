/**
 * Milestones of a member's speaking record (docs/features.md, "Progress that counts"; decision 242): what the home
 * page's Achievement Spotlight and Recent Activity show from the meetings — the first speech, the first within time,
 * the first award, ten speeches, a quarter without an "um". Each is earned on its meeting's calendar day, in the
 * meeting's own time zone.
 */
import { type CalendarDay, dayIn, formatDay, zonedInstant } from "../dates";
import { VOTE_CATEGORY_LABELS } from "../meetings/votes";
import { plural } from "../plurals";
import { meetingDay, type RecordAward, type RecordSpeech } from "./speaking-record";

export type SpeakingMilestone = {
  id: "first-speech" | "first-within-time" | "first-award" | "ten-speeches" | "quarter-without-um";
  title: string;
  description: string;
  /** When it was earned: the meeting's time, or the first instant after the quarter (in the meeting's zone). */
  earnedAt: string;
  /** The calendar day it was earned on, where the meeting took place (YYYY-MM-DD). */
  day: string;
};

/** What the record's milestones are read from: its speeches (oldest or newest first) and awards. */
export type MilestoneRecord = { speeches: readonly RecordSpeech[]; awards: readonly RecordAward[] };

const TEN = 10;

const oldestFirst = <T extends { at: string }>(lines: readonly T[]) =>
  [...lines].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

/** The calendar quarter a day falls in: "2026-Q1". */
export const quarterOf = ({ year, month }: CalendarDay) => `${year}-Q${Math.floor((month - 1) / 3) + 1}`;

/** The first day of the quarter after the one `day` falls in. */
function nextQuarterStart({ year, month }: CalendarDay): CalendarDay {
  const next = (Math.floor((month - 1) / 3) + 1) * 3 + 1;
  return next > 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: next, day: 1 };
}

/** "Q1 2026" */
const quarterWords = (key: string) => {
  const [year, quarter] = key.split("-");
  return `${quarter} ${year}`;
};

/**
 * Quarters (in each meeting's time zone) that are over by `now`, in which the ah counter counted the member's speeches
 * and not one "um": `umsAt` holds the "Um" count of each meeting where the member's filler words were counted.
 */
function quartersWithoutUm(speeches: readonly RecordSpeech[], umsAt: ReadonlyMap<string, number>, now: Date) {
  const quarters = new Map<string, { ums: number; counted: number; ends: Date; endDay: string }>();
  for (const speech of speeches) {
    const ums = umsAt.get(speech.eventId);
    if (speech.fillers === null || ums === undefined) continue;
    const day = dayIn(speech.at, speech.timeZone);
    const key = quarterOf(day);
    const next = nextQuarterStart(day);
    const ends = zonedInstant(next, { hour: 0, minute: 0 }, speech.timeZone);
    const quarter = quarters.get(key) ?? { ums: 0, counted: 0, ends, endDay: formatDay(next) };
    quarters.set(key, { ...quarter, ums: quarter.ums + ums, counted: quarter.counted + 1 });
  }
  return [...quarters.entries()]
    .filter(([, quarter]) => quarter.ums === 0 && quarter.counted > 0 && quarter.ends.getTime() <= now.getTime())
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The speaking milestones the member has earned, the oldest first. `umsAt`: the "Um" count at each meeting where the
 * ah counter counted the member (absent where nobody counted).
 */
export function speakingMilestones(
  record: MilestoneRecord,
  umsAt: ReadonlyMap<string, number>,
  now: Date,
): SpeakingMilestone[] {
  const speeches = oldestFirst(record.speeches);
  const earned: SpeakingMilestone[] = [];
  const at = (line: RecordSpeech | RecordAward) => ({ earnedAt: line.at, day: meetingDay(line) });
  const first = speeches[0];
  if (first) {
    earned.push({
      id: "first-speech",
      title: "First Speech",
      description: `You gave your first speech at ${first.title}.`,
      ...at(first),
    });
  }
  const onTime = speeches.find((speech) => speech.verdict === "within");
  if (onTime) {
    earned.push({
      id: "first-within-time",
      title: "Right on Time",
      description: `Your first speech within its time, at ${onTime.title}.`,
      ...at(onTime),
    });
  }
  const award = oldestFirst(record.awards)[0];
  if (award) {
    earned.push({
      id: "first-award",
      title: "First Award",
      description: `You won ${VOTE_CATEGORY_LABELS[award.category]} at ${award.title}.`,
      ...at(award),
    });
  }
  const tenth = speeches[TEN - 1];
  if (tenth) {
    earned.push({
      id: "ten-speeches",
      title: "Ten Speeches",
      description: `${plural(TEN, { one: "# speech", other: "# speeches" })} given at meetings — a habit now.`,
      ...at(tenth),
    });
  }
  const [quarter] = quartersWithoutUm(speeches, umsAt, now);
  if (quarter) {
    const [key, { ends, endDay, counted }] = quarter;
    earned.push({
      id: "quarter-without-um",
      title: "A Quarter Without an Um",
      description: `${plural(counted, { one: "# speech", other: "# speeches" })} in ${quarterWords(key)}, not one “um”.`,
      earnedAt: ends.toISOString(),
      day: endDay,
    });
  }
  return earned.sort((a, b) => Date.parse(a.earnedAt) - Date.parse(b.earnedAt));
}

/** The next speaking milestone to aim for, in the order a member usually meets them; undefined once all are earned. */
export function nextSpeakingMilestone(earned: readonly SpeakingMilestone[]) {
  const has = new Set(earned.map((milestone) => milestone.id));
  return NEXT.find((next) => !has.has(next.id));
}

const NEXT: Array<{ id: SpeakingMilestone["id"]; title: string; howTo: string }> = [
  { id: "first-speech", title: "First Speech", howTo: "Take a speaking role at your club's next meeting." },
  { id: "first-within-time", title: "Right on Time", howTo: "Finish a speech within its planned time." },
  {
    id: "first-award",
    title: "First Award",
    howTo: "Win a vote at a meeting: Best Speaker, Evaluator or Table Topics.",
  },
  { id: "ten-speeches", title: "Ten Speeches", howTo: "Give ten speeches at meetings." },
  {
    id: "quarter-without-um",
    title: "A Quarter Without an Um",
    howTo: "Speak a whole quarter with the ah counter listening and not one “um”.",
  },
];

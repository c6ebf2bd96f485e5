import { and, asc, eq } from "drizzle-orm";
import { pathwayProjectChoiceId } from "../../../domain/events/speeches";
import { pathwayProjects } from "../../../domain/learning/pathway-projects";
import { graceThresholds, speechVerdict } from "../../../domain/meetings/verdict";
import type { VoteCategory } from "../../../domain/meetings/votes";
import { DAY, MINUTE, SECOND } from "../../../domain/time";
import type { FillerWord } from "../../../domain/tools/ah-counter";
import { CRITERIA, type CriterionKey, type Rating } from "../../../domain/tools/evaluator";
import { visibleEvent } from "../../authority";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import {
  attachedToolEntries,
  eventAttendees,
  events,
  meetingAgendas,
  meetingAttendance,
  meetingEvaluations,
  meetingFillerCounts,
  meetingGuests,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVotes,
  pathways,
} from "../../db/schema";
import { DEMO_MEMBERS } from "../../db/seed/clubs";
import { REMOTE_CIRCLE_RECORDS } from "../../db/seed/remote-circle";
import { assembleReport } from "./report";
import { newDisplayToken } from "./runs";
import { countSpeechesTowardGoals } from "./speech-credits";

/** The demo's meeting running now (docs/decisions/159): what its console has recorded so far. */
export const LIVE_MEETING = "Lunchtime Pitch Club";
/** The demo's meeting of a week ago, ended, with its report, an evaluation and the votes. */
export const ENDED_MEETING = "Lunchtime Pitch Club: Last Week";

type DemoSpeech = {
  /** The speaker: a demo member (index) or a guest's name. */
  speaker: number | string;
  title?: string;
  item: number;
  range: { minMinutes: number; maxMinutes: number };
  startMinute: number;
  seconds: number;
  /**
   * Timed on this member's standalone timer and attached to the meeting the day after it (decision 244): in the
   * speaker's record, not in the meeting's report, which was kept as it ended.
   */
  attachedBy?: number;
};

type DemoEvaluation = {
  evaluator: number;
  speaker: number;
  speechTitle: string;
  opening: string;
  scores: Partial<Record<CriterionKey, number>>;
  improvement: string;
  closing: string;
};

/** What a demo meeting's console recorded, by the meeting's title; `ended`: it was ended and has its report. */
type RecordedMeeting = {
  /** Minutes after the meeting's start at which its first items began (the club's classic template). */
  itemStarts: number[];
  speeches: DemoSpeech[];
  /** The ah counter's counts: [speaker's member index, counts]. */
  fillers: Array<[number, Partial<Record<FillerWord, number>>]>;
  attendees: number[];
  evaluations?: DemoEvaluation[];
  /** [voter, category, nominee], member indexes. */
  votes?: Array<[number, VoteCategory, number]>;
  /** Minutes after its start at which the moderator ended it. */
  endedMinute?: number;
  /** A speaker's speech given for a pathway project (decision 242): counted when the meeting ends. */
  goal?: { speaker: number; pathway: string; project: number };
  /** Members checked in at the door (member indexes), by the first of them. */
  checkIns?: number[];
  /** Guests added at check-in; a consenting guest with an address counts as thanked when the meeting ended. */
  guests?: Array<{ name: string; email: string | null; heardFrom: string | null; consent: boolean }>;
};

const MEETINGS: Record<string, RecordedMeeting> = {
  [LIVE_MEETING]: {
    itemStarts: [1, 11, 21, 47],
    // two Table Topics answers (1–2 minutes) and the first prepared pitch (its speech details: 5–7 minutes)
    speeches: [
      { speaker: "Jordan (guest)", item: 2, range: { minMinutes: 1, maxMinutes: 2 }, startMinute: 23, seconds: 108 },
      { speaker: 5, item: 2, range: { minMinutes: 1, maxMinutes: 2 }, startMinute: 27, seconds: 161 },
      {
        speaker: 1,
        title: "The Coffee Cart Index",
        item: 3,
        range: { minMinutes: 5, maxMinutes: 7 },
        startMinute: 48,
        seconds: 377,
      },
    ],
    fillers: [[1, { Um: 3, So: 2, Like: 1 }]],
    attendees: [0, 1, 2, 3, 4, 5],
  },
  [ENDED_MEETING]: {
    itemStarts: [0, 10, 21, 46, 58, 71, 77, 84, 89, 94, 112],
    speeches: [
      { speaker: 4, item: 2, range: { minMinutes: 1, maxMinutes: 2 }, startMinute: 23, seconds: 95 },
      { speaker: 3, item: 2, range: { minMinutes: 1, maxMinutes: 2 }, startMinute: 27, seconds: 25 },
      {
        speaker: 1,
        title: "Pricing the First Hundred Cups",
        item: 3,
        range: { minMinutes: 5, maxMinutes: 7 },
        startMinute: 47,
        seconds: 402,
      },
      {
        speaker: 5,
        title: "Friday Deploys, Saturday Peace",
        item: 4,
        range: { minMinutes: 4, maxMinutes: 6 },
        startMinute: 59,
        seconds: 398,
      },
    ],
    fillers: [
      [1, { Um: 2, Ah: 1, So: 3 }],
      [5, { Like: 4, "You know": 1 }],
    ],
    attendees: [0, 1, 2, 3, 4, 5],
    evaluations: [
      {
        evaluator: 2,
        speaker: 1,
        speechTitle: "Pricing the First Hundred Cups",
        opening: "You opened with a cup on the lectern and a price tag on it — we were hooked before you spoke.",
        scores: { clarity: 5, vocalVariety: 4, eyeContact: 4, gestures: 3, comfortLevel: 4, interest: 5 },
        improvement: "Slow down for the numbers: give each figure a pause so the room can write it down.",
        closing: "A clear, confident pitch with a memorable prop. I would buy the first cup.",
      },
    ],
    votes: [
      [0, "best-speaker", 1],
      [2, "best-speaker", 1],
      [3, "best-speaker", 5],
      [4, "best-speaker", 1],
      [0, "best-evaluator", 2],
      [3, "best-evaluator", 2],
      [0, "best-table-topics", 4],
      [1, "best-table-topics", 4],
      [5, "best-table-topics", 3],
    ],
    endedMinute: 121,
    // Marcus's speech counts toward his next Presentation Mastery project: 4 of 10 done before the meeting, 5 after
    goal: { speaker: 1, pathway: "Presentation Mastery", project: 5 },
    checkIns: [0, 1, 2, 3, 4, 5],
    guests: [
      { name: "Jordan Reyes", email: "jordan.reyes@example.com", heardFrom: "Meetup", consent: true },
      { name: "Casey Lin", email: null, heardFrom: "Walked by", consent: false },
    ],
  },
  // Remote Pitch Circle's past meetings, ended months apart: the demo member's speaking record (decision 240)
  ...REMOTE_CIRCLE_RECORDS,
};

const memberOf = (index: number) => {
  const member = DEMO_MEMBERS[index];
  if (!member) throw new Error(`no demo member ${index}`);
  return { id: member.id, name: `${member.firstName} ${member.lastName}` };
};

const evaluationForm = (evaluation: DemoEvaluation) => ({
  speakerName: memberOf(evaluation.speaker).name,
  speechTitle: evaluation.speechTitle,
  positiveOpening: evaluation.opening,
  ratings: Object.fromEntries(
    CRITERIA.map(({ key }) => [key, { score: evaluation.scores[key] ?? 0, feedback: "" }]),
  ) as Record<CriterionKey, Rating>,
  improvementPoints: evaluation.improvement,
  positiveClosing: evaluation.closing,
});

/**
 * Records what the demo meetings' consoles did (see MEETINGS); once per meeting (skipped when it ran). The meetings
 * feature's part of the demo content, registered with it (docs/decisions/202).
 */
export async function seedMeetingDay(tx: Executor): Promise<void> {
  for (const [title, recorded] of Object.entries(MEETINGS)) await recordMeeting(tx, title, recorded);
}

async function recordMeeting(tx: Executor, title: string, recorded: RecordedMeeting): Promise<void> {
  const [meeting] = await tx
    .select({ id: events.id, eventDate: events.eventDate })
    .from(events)
    .where(eq(events.title, title));
  if (!meeting) return;
  const made = await tx
    .insert(meetingRuns)
    .values({ eventId: meeting.id, displayToken: newDisplayToken() })
    .onConflictDoNothing()
    .returning({ eventId: meetingRuns.eventId });
  if (made.length === 0) return;

  const start = meeting.eventDate.getTime();
  const at = (minute: number) => new Date(start + minute * MINUTE);
  const items = await tx
    .select({ id: meetingAgendas.id })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, meeting.id))
    .orderBy(asc(meetingAgendas.orderIndex));
  for (const [index, minute] of recorded.itemStarts.entries()) {
    const item = items[index];
    if (!item) continue;
    await tx
      .update(meetingAgendas)
      .set({ startedAt: at(minute) })
      .where(and(eq(meetingAgendas.id, item.id), eq(meetingAgendas.eventId, meeting.id)));
  }

  for (const speech of recorded.speeches) {
    if (speech.attachedBy === undefined) await recordSpeech(tx, meeting.id, items, at, speech);
  }
  for (const [index, counts] of recorded.fillers) {
    const speaker = memberOf(index);
    await tx.insert(meetingFillerCounts).values(
      Object.entries(counts).map(([word, count]) => ({
        eventId: meeting.id,
        speakerKey: `user:${speaker.id}`,
        speakerUserId: speaker.id,
        speakerName: speaker.name,
        word: word as FillerWord,
        count,
      })),
    );
  }
  await tx
    .insert(eventAttendees)
    .values(recorded.attendees.map((index) => ({ eventId: meeting.id, userId: memberOf(index).id })))
    .onConflictDoNothing();
  const [checker] = recorded.checkIns ?? [];
  if (recorded.checkIns?.length) {
    await tx.insert(meetingAttendance).values(
      recorded.checkIns.map((index, order) => ({
        eventId: meeting.id,
        userId: memberOf(index).id,
        present: true,
        markedBy: memberOf(checker ?? index).id,
        markedAt: at(-10 + order),
      })),
    );
  }
  for (const [order, guest] of (recorded.guests ?? []).entries()) {
    await tx.insert(meetingGuests).values({
      id: crypto.randomUUID(),
      eventId: meeting.id,
      ...guest,
      addedBy: checker === undefined ? null : memberOf(checker).id,
      createdAt: at(-5 + order),
      thankedAt: guest.consent && guest.email && recorded.endedMinute !== undefined ? at(recorded.endedMinute) : null,
    });
  }
  for (const evaluation of recorded.evaluations ?? []) {
    await tx.insert(meetingEvaluations).values({
      eventId: meeting.id,
      evaluatorUserId: memberOf(evaluation.evaluator).id,
      speakerUserId: memberOf(evaluation.speaker).id,
      form: evaluationForm(evaluation),
      submittedAt: at(recorded.endedMinute ?? 90),
    });
  }
  if (recorded.votes?.length) {
    await tx.insert(meetingVotes).values(
      recorded.votes.map(([voter, category, nominee]) => ({
        eventId: meeting.id,
        voterId: memberOf(voter).id,
        category,
        nomineeId: memberOf(nominee).id,
        votedAt: at((recorded.endedMinute ?? 90) - 5),
      })),
    );
  }
  if (recorded.endedMinute !== undefined) {
    // ended as the moderator's End meeting does, without its e-mails: the report is kept with the meeting
    const endedAt = at(recorded.endedMinute);
    const event = await visibleEvent(tx, meeting.id, undefined);
    const report = await assembleReport(tx, event, { endedAt, votingClosedAt: endedAt });
    await tx
      .update(meetingRuns)
      .set({ endedAt, votingClosedAt: endedAt, resultsRevealedAt: endedAt, report })
      .where(eq(meetingRuns.eventId, meeting.id));
    if (recorded.goal) await chooseProject(tx, meeting.id, recorded.goal);
    await countSpeechesTowardGoals(tx, event, endedAt);
  }
  for (const speech of recorded.speeches) {
    if (speech.attachedBy === undefined) continue;
    const timingId = await recordSpeech(tx, meeting.id, items, at, speech);
    const speaker = memberOf(Number(speech.speaker));
    await tx.insert(attachedToolEntries).values({
      attachedBy: memberOf(speech.attachedBy).id,
      tool: "timer",
      entryId: timingId,
      eventId: meeting.id,
      speakerUserId: speaker.id,
      sent: {
        entryId: timingId,
        speakerUserId: speaker.id,
        speechTitle: speech.title,
        speechType: "Project Speech",
        durationSeconds: speech.seconds,
        loggedAt: new Date(at(speech.startMinute).getTime() + speech.seconds * SECOND).toISOString(),
      },
      attachedAt: at(DAY / MINUTE),
    });
  }
}

/** One timed speech, as the console's timer records it; answers its id. */
async function recordSpeech(
  tx: Executor,
  eventId: string,
  items: Array<{ id: string }>,
  at: (minute: number) => Date,
  speech: DemoSpeech,
): Promise<string> {
  const id = crypto.randomUUID();
  const thresholds = graceThresholds(speech.range);
  const began = at(speech.startMinute);
  const member = typeof speech.speaker === "number" ? memberOf(speech.speaker) : undefined;
  await tx.insert(meetingTimings).values({
    id,
    eventId,
    // a speech attached afterwards was timed beside the meeting, not for one of its items
    agendaItemId: speech.attachedBy === undefined ? (items[speech.item]?.id ?? null) : null,
    speakerUserId: member?.id ?? null,
    speakerName: member?.name ?? String(speech.speaker),
    speechTitle: speech.title ?? null,
    greenSeconds: thresholds.green,
    yellowSeconds: thresholds.yellow,
    redSeconds: thresholds.red,
    graceSeconds: thresholds.overtime - thresholds.red,
    startedAt: began,
    bankedMs: speech.seconds * SECOND,
    stoppedAt: new Date(began.getTime() + speech.seconds * SECOND),
    durationSeconds: speech.seconds,
    verdict: speechVerdict(thresholds, speech.seconds),
  });
  return id;
}

/** The speaker's speech details name their pathway's project, as choosing it in the speech details does. */
async function chooseProject(tx: Executor, eventId: string, goal: NonNullable<RecordedMeeting["goal"]>) {
  const [pathway] = await tx
    .select({ id: pathways.id, name: pathways.name, total: pathways.totalProjects })
    .from(pathways)
    .where(eq(pathways.name, goal.pathway));
  const project = pathway && pathwayProjects(pathway.name, pathway.total)[goal.project - 1];
  if (!pathway || !project) return;
  await tx
    .update(meetingRoleAssignments)
    .set({
      speechProject: `${pathway.name} ${project.number}: ${project.title}`,
      speechProjectChoice: pathwayProjectChoiceId(pathway.id, project.number),
    })
    .where(columnsEqual(meetingRoleAssignments, { eventId, userId: memberOf(goal.speaker).id, roleType: "pitcher" }));
}

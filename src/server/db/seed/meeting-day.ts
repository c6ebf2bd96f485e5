import { and, asc, eq } from "drizzle-orm";
import { graceThresholds, speechVerdict } from "../../../domain/meetings/verdict";
import type { FillerWord } from "../../../domain/tools/ah-counter";
import { newDisplayToken } from "../../features/meetings/runs";
import type { Database } from "../client";
import { eventAttendees, events, meetingAgendas, meetingFillerCounts, meetingRuns, meetingTimings } from "../schema";
import { DEMO_MEMBERS } from "./clubs";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The demo's meeting running now (docs/decisions/159): what its console has recorded so far. */
export const LIVE_MEETING = "Lunchtime Pitch Club";

const MINUTE = 60_000;
/** Minutes after the meeting's start at which its first four items began (the club's classic template). */
const ITEM_STARTS = [1, 11, 21, 47];

type DemoSpeech = {
  /** The speaker: a demo member (index) or a guest's name. */
  speaker: number | string;
  title?: string;
  item: number;
  range: { minMinutes: number; maxMinutes: number };
  startMinute: number;
  seconds: number;
};

/** Two Table Topics answers (1–2 minutes) and the first prepared pitch (its speech details: 5–7 minutes). */
const SPEECHES: DemoSpeech[] = [
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
];
const FILLERS: Partial<Record<FillerWord, number>> = { Um: 3, So: 2, Like: 1 };
const ATTENDEES = [0, 1, 2, 3, 4, 5];

const nameOf = (index: number) => {
  const member = DEMO_MEMBERS[index];
  return member ? `${member.firstName} ${member.lastName}` : "";
};

/** Records the live meeting's first items, three timed speeches and filler counts; once (skipped when it ran). */
export async function seedMeetingDay(tx: Transaction): Promise<void> {
  const [meeting] = await tx
    .select({ id: events.id, eventDate: events.eventDate })
    .from(events)
    .where(eq(events.title, LIVE_MEETING));
  if (!meeting) return;
  const made = await tx
    .insert(meetingRuns)
    .values({ eventId: meeting.id, displayToken: newDisplayToken() })
    .onConflictDoNothing()
    .returning({ eventId: meetingRuns.eventId });
  if (made.length === 0) return;

  const start = meeting.eventDate.getTime();
  const items = await tx
    .select({ id: meetingAgendas.id })
    .from(meetingAgendas)
    .where(eq(meetingAgendas.eventId, meeting.id))
    .orderBy(asc(meetingAgendas.orderIndex));
  for (const [index, minutes] of ITEM_STARTS.entries()) {
    const item = items[index];
    if (!item) continue;
    await tx
      .update(meetingAgendas)
      .set({ startedAt: new Date(start + minutes * MINUTE) })
      .where(and(eq(meetingAgendas.id, item.id), eq(meetingAgendas.eventId, meeting.id)));
  }

  for (const speech of SPEECHES) {
    const thresholds = graceThresholds(speech.range);
    const began = new Date(start + speech.startMinute * MINUTE);
    const member = typeof speech.speaker === "number" ? DEMO_MEMBERS[speech.speaker] : undefined;
    await tx.insert(meetingTimings).values({
      id: crypto.randomUUID(),
      eventId: meeting.id,
      agendaItemId: items[speech.item]?.id ?? null,
      speakerUserId: member?.id ?? null,
      speakerName: typeof speech.speaker === "number" ? nameOf(speech.speaker) : speech.speaker,
      speechTitle: speech.title ?? null,
      greenSeconds: thresholds.green,
      yellowSeconds: thresholds.yellow,
      redSeconds: thresholds.red,
      graceSeconds: thresholds.overtime - thresholds.red,
      startedAt: began,
      bankedMs: speech.seconds * 1000,
      stoppedAt: new Date(began.getTime() + speech.seconds * 1000),
      durationSeconds: speech.seconds,
      verdict: speechVerdict(thresholds, speech.seconds),
    });
  }
  const pitcher = DEMO_MEMBERS[1];
  if (pitcher) {
    await tx.insert(meetingFillerCounts).values(
      Object.entries(FILLERS).map(([word, count]) => ({
        eventId: meeting.id,
        speakerKey: `user:${pitcher.id}`,
        speakerUserId: pitcher.id,
        speakerName: nameOf(1),
        word: word as FillerWord,
        count,
      })),
    );
  }
  await tx
    .insert(eventAttendees)
    .values(
      ATTENDEES.flatMap((index) =>
        DEMO_MEMBERS[index] ? [{ eventId: meeting.id, userId: DEMO_MEMBERS[index].id }] : [],
      ),
    )
    .onConflictDoNothing();
}

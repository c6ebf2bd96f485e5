import { randomUUID } from "node:crypto";
import { and, sql } from "drizzle-orm";
import {
  type AttachEvaluationInput,
  type AttachedTool,
  type AttachFillersInput,
  type AttachTimingInput,
  attachMeetingLabel,
  attachWindowProblem,
  speechTypeIdNamed,
  timingIdOf,
} from "../../../domain/meetings/attach";
import { evaluationForm } from "../../../domain/meetings/evaluations";
import { fillerSpeakerKey } from "../../../domain/meetings/fillers";
import { expectedTiming } from "../../../domain/meetings/timing-rule";
import { speechVerdict } from "../../../domain/meetings/verdict";
import { SECOND } from "../../../domain/time";
import type { FillerWord } from "../../../domain/tools/ah-counter";
import { type EventAccess, mayAttachToMeeting, visibleEvent } from "../../authority";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import { attachedToolEntries, meetingEvaluations, meetingFillerCounts, meetingTimings } from "../../db/schema";
import type { Mailing } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { attachedEntries, peopleAtMeetings } from "./attach-reads";
import { evaluationMailOf } from "./evaluations";
import { graceSecondsOf, speakerOf } from "./timings";

/**
 * A standalone tool's saved entry attached to a meeting afterwards (docs/decisions/244), written to the tables the
 * meeting's console writes, so the speaker's record shows it like anything recorded at the meeting. One transaction
 * under the meeting's lock: the attacher may (an active member of its club, or an admin), the meeting has begun and
 * is at most 30 days old, the speaker held a role there or attended; the entry's id makes a repeat answer as the first.
 */

type Entry = { tool: AttachedTool; entryId: string; partId: string; speakerUserId: string; sent: unknown };
type Write = (tx: Executor, event: EventAccess, speakerName: string) => Promise<string[] | undefined>;

async function attachEntry(deps: Mailing, eventId: string, memberId: string, entry: Entry, write: Write) {
  const { tool, entryId, partId, speakerUserId } = entry;
  const mailIds = await deps.db.transaction(async (tx) => {
    const event = await visibleEvent(tx, eventId, memberId, { lock: true });
    if (!(await mayAttachToMeeting(tx, event, memberId))) throw refuse("NOT_ALLOWED_TO_ATTACH");
    const sent = JSON.stringify(entry.sent);
    const [first] = await tx
      .insert(attachedToolEntries)
      .values({ attachedBy: memberId, tool, entryId, partId, eventId, speakerUserId, sent: entry.sent })
      .onConflictDoNothing()
      .returning({ eventId: attachedToolEntries.eventId });
    if (!first) {
      const [known] = await attachedEntries(tx, memberId, { tool, entryId, partId });
      const [same] = await tx
        .select({ eventId: attachedToolEntries.eventId })
        .from(attachedToolEntries)
        .where(
          and(
            columnsEqual(attachedToolEntries, { attachedBy: memberId, tool, entryId, partId, eventId }),
            sql`${attachedToolEntries.sent} = ${sent}::jsonb`,
          ),
        );
      if (same) return [];
      throw refuse("ENTRY_ATTACHED", { meeting: known ? attachMeetingLabel(known.meeting) : "another meeting" });
    }
    const problem = attachWindowProblem(event, Date.now());
    if (problem === "cancelled") throw refuse("MEETING_CANCELLED");
    if (problem) throw refuse("ATTACH_WINDOW", problem);
    const people = (await peopleAtMeetings(tx, [eventId])).get(eventId) ?? [];
    const speaker = people.find((person) => person.userId === speakerUserId);
    if (!speaker) throw refuse("SPEAKER_NOT_AT_MEETING");
    return (await write(tx, event, speaker.name)) ?? [];
  });
  deliverInBackground(deps, mailIds);
  const [attached] = await attachedEntries(deps.db, memberId, { tool, entryId, partId });
  if (!attached) throw new Error("the attached entry was not found");
  return attached;
}

/** A timer log as a speech timed at the meeting: judged against the speaker's range there, else the log's type. */
export function attachTiming(deps: Mailing, eventId: string, memberId: string, input: AttachTimingInput) {
  const entry = { tool: "timer" as const, entryId: input.entryId, partId: "", speakerUserId: input.speakerUserId };
  return attachEntry(deps, eventId, memberId, { ...entry, sent: input }, async (tx, event, name) => {
    const speaker = await speakerOf(tx, eventId, { speakerUserId: input.speakerUserId, speakerName: name });
    const grace = await graceSecondsOf(tx, event.clubId);
    const { thresholds } = expectedTiming({
      speakerRange: speaker.range,
      agendaType: null,
      speechTypeId: speechTypeIdNamed(input.speechType),
      graceSeconds: grace,
    });
    const stoppedAt = new Date(input.loggedAt);
    const graceSeconds = thresholds.overtime - thresholds.red;
    const [timed] = await tx
      .insert(meetingTimings)
      .values({
        id: timingIdOf(input.entryId, randomUUID),
        eventId,
        speakerUserId: input.speakerUserId,
        speakerName: name,
        speechTitle: input.speechTitle || null,
        greenSeconds: thresholds.green,
        yellowSeconds: thresholds.yellow,
        redSeconds: thresholds.red,
        graceSeconds,
        startedAt: new Date(stoppedAt.getTime() - input.durationSeconds * SECOND),
        bankedMs: input.durationSeconds * SECOND,
        stoppedAt,
        durationSeconds: input.durationSeconds,
        verdict: speechVerdict(thresholds, input.durationSeconds, graceSeconds),
      })
      .onConflictDoNothing()
      .returning({ id: meetingTimings.id });
    if (!timed) throw refuse("ENTRY_ATTACHED", { meeting: "another meeting" });
    return undefined;
  });
}

/** One counted speaker of an ah-counter session: their counts are added to the speaker's at the meeting. */
export function attachFillers(deps: Mailing, eventId: string, memberId: string, input: AttachFillersInput) {
  const { entryId, countedSpeakerId: partId, speakerUserId } = input;
  const entry = { tool: "ah-counter" as const, entryId, partId, speakerUserId, sent: input };
  return attachEntry(deps, eventId, memberId, entry, async (tx, _event, name) => {
    const speakerKey = fillerSpeakerKey({ speakerUserId });
    const counted = Object.entries(input.counts).filter(([, count]) => (count ?? 0) > 0);
    for (const [word, count = 0] of counted) {
      await tx
        .insert(meetingFillerCounts)
        .values({ eventId, speakerKey, speakerUserId, speakerName: name, word: word as FillerWord, count })
        .onConflictDoUpdate({
          target: [meetingFillerCounts.eventId, meetingFillerCounts.speakerKey, meetingFillerCounts.word],
          set: { count: sql`${meetingFillerCounts.count} + ${count}`, updatedAt: new Date() },
        });
    }
    return undefined;
  });
}

/** An evaluation by the attacher of the speaker, delivered to them as one written at the meeting is. */
export function attachEvaluation(deps: Mailing, eventId: string, memberId: string, input: AttachEvaluationInput) {
  const { entryId, speakerUserId } = input;
  const form = evaluationForm(input.form);
  const entry = { tool: "evaluator" as const, entryId, partId: "", speakerUserId, sent: input };
  return attachEntry(deps, eventId, memberId, entry, async (tx, _event, name) => {
    if (speakerUserId === memberId) throw refuse("OWN_EVALUATION");
    const [first] = await tx
      .insert(meetingEvaluations)
      .values({ eventId, evaluatorUserId: memberId, speakerUserId, form, submittedAt: new Date() })
      .onConflictDoNothing()
      .returning({ eventId: meetingEvaluations.eventId });
    if (!first) throw refuse("ALREADY_EVALUATED", { speaker: name });
    const mail = await evaluationMailOf(tx, deps.config, eventId, memberId, speakerUserId, form);
    return mail ? enqueueMail(tx, [mail]) : [];
  });
}

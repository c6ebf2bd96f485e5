import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { AgendaType } from "../../../domain/events/inputs";
import type { TimingAction, TimingStartInput } from "../../../domain/meetings/inputs";
import { expectedTiming } from "../../../domain/meetings/timing-rule";
import { speechVerdict } from "../../../domain/meetings/verdict";
import { SECOND } from "../../../domain/time";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { clubs, meetingAgendas, meetingRoleAssignments, meetingTimings } from "../../db/schema";
import { refuse } from "../../http/errors";
import { memberRow } from "../../reads/members";
import { requireCapability } from "./access";
import { actionMoment, firstTimeOf, meetingRun, refuseOutsideWindow } from "./runs";

/**
 * The timer's speeches at a meeting (docs/decisions/159): started with the speaker's own thresholds (their speech
 * details), else the agenda item's speech type, else the type the timer chose (a project speech when none); paused,
 * resumed and stopped with the moment each happened; stopping records the duration and its verdict.
 */

export type Timing = typeof meetingTimings.$inferSelect;

const timingNotFound = () => refuse("TIMING_NOT_FOUND");

export async function graceSecondsOf(db: Executor, clubId: string | null): Promise<number | undefined> {
  if (!clubId) return undefined;
  const [club] = await db.select({ grace: clubs.graceSeconds }).from(clubs).where(eq(clubs.id, clubId));
  return club?.grace;
}

type Speaker = { userId: string | null; name: string; range: { minMinutes: number; maxMinutes: number } | null };

/** The member named, as the meeting knows them: their name and, if they speak there, their speech's range. */
export async function speakerOf(
  db: Executor,
  eventId: string,
  input: Pick<TimingStartInput, "speakerUserId" | "speakerName">,
): Promise<Speaker> {
  if (input.speakerUserId === undefined) return { userId: null, name: (input.speakerName ?? "").trim(), range: null };
  const member = await memberRow(db, input.speakerUserId);
  if (!member) throw refuse("SPEAKER_NOT_FOUND", "member");
  const [pitch] = await db
    .select({ min: meetingRoleAssignments.speechMinMinutes, max: meetingRoleAssignments.speechMaxMinutes })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.eventId, eventId),
        eq(meetingRoleAssignments.userId, input.speakerUserId),
        // a speaking role's speech: the spec's Pitcher, a club's speaking roles (docs/decisions/223)
        isNotNull(meetingRoleAssignments.speechMinMinutes),
      ),
    );
  const range = pitch?.min != null && pitch.max != null ? { minMinutes: pitch.min, maxMinutes: pitch.max } : null;
  return { userId: input.speakerUserId, name: input.speakerName?.trim() || displayName(member), range };
}

async function agendaTypeOf(db: Executor, eventId: string, itemId: string | undefined): Promise<AgendaType | null> {
  if (itemId === undefined) return null;
  const [item] = await db
    .select({ agendaType: meetingAgendas.agendaType })
    .from(meetingAgendas)
    .where(and(eq(meetingAgendas.id, itemId), eq(meetingAgendas.eventId, eventId)));
  if (!item) throw refuse("AGENDA_ITEM_NOT_FOUND", "named");
  return item.agendaType;
}

export async function startTiming(db: Database, eventId: string, userId: string, input: TimingStartInput) {
  return db.transaction(async (tx) => {
    const { event } = await requireCapability(tx, eventId, userId, "time", { lock: true });
    const [known] = await tx.select().from(meetingTimings).where(eq(meetingTimings.id, input.id));
    if (known) {
      if (known.eventId !== eventId) throw timingNotFound();
      return known;
    }
    const run = await meetingRun(tx, eventId);
    refuseOutsideWindow(event, run);
    const at = actionMoment(event, input.at);
    const [running] = await tx
      .select({ speakerName: meetingTimings.speakerName })
      .from(meetingTimings)
      .where(and(eq(meetingTimings.eventId, eventId), isNull(meetingTimings.stoppedAt)));
    if (running) {
      throw refuse("TIMING_RUNNING", { speaker: running.speakerName });
    }
    const [speaker, agendaType, grace] = await Promise.all([
      speakerOf(tx, eventId, input),
      agendaTypeOf(tx, eventId, input.agendaItemId),
      graceSecondsOf(tx, event.clubId),
    ]);
    const { thresholds } = expectedTiming({
      speakerRange: speaker.range,
      agendaType,
      speechTypeId: input.speechTypeId,
      graceSeconds: grace,
    });
    const [timing] = await tx
      .insert(meetingTimings)
      .values({
        id: input.id,
        eventId,
        agendaItemId: input.agendaItemId ?? null,
        speakerUserId: speaker.userId,
        speakerName: speaker.name,
        speechTitle: input.speechTitle?.trim() || null,
        greenSeconds: thresholds.green,
        yellowSeconds: thresholds.yellow,
        redSeconds: thresholds.red,
        graceSeconds: thresholds.overtime - thresholds.red,
        startedAt: at,
        runningSince: at,
      })
      .returning();
    if (!timing) throw new Error("the timed speech was not recorded");
    return timing;
  });
}

/** Applies pause, resume or stop at `at`; an action already applied (same id) changes nothing. */
export async function changeTiming(
  db: Database,
  eventId: string,
  timingId: string,
  userId: string,
  change: { action: TimingAction; actionId: string; at?: string },
): Promise<Timing> {
  return db.transaction(async (tx) => {
    const { event } = await requireCapability(tx, eventId, userId, "time", { lock: true });
    const [timing] = await tx
      .select()
      .from(meetingTimings)
      .where(and(eq(meetingTimings.id, timingId), eq(meetingTimings.eventId, eventId)));
    if (!timing) throw timingNotFound();
    if (!(await firstTimeOf(tx, change.actionId, eventId)) || timing.stoppedAt) return timing;
    refuseOutsideWindow(event, await meetingRun(tx, eventId));
    const at = actionMoment(event, change.at);
    const [changed] = await tx
      .update(meetingTimings)
      .set({ ...timingChange(timing, change.action, at), updatedAt: new Date() })
      .where(eq(meetingTimings.id, timingId))
      .returning();
    return changed ?? timing;
  });
}

/** The columns an action changes: the stopwatch banks what ran until `at`; stopping judges the duration. */
export function timingChange(timing: Timing, action: TimingAction, at: Date): Partial<Timing> {
  const ran = timing.runningSince ? Math.max(0, at.getTime() - timing.runningSince.getTime()) : 0;
  const banked = timing.bankedMs + ran;
  switch (action) {
    case "pause":
      return timing.runningSince ? { bankedMs: banked, runningSince: null } : {};
    case "resume":
      return timing.runningSince ? {} : { runningSince: at };
    case "stop": {
      const durationSeconds = Math.floor(banked / SECOND);
      return {
        bankedMs: banked,
        runningSince: null,
        stoppedAt: at,
        durationSeconds,
        verdict: speechVerdict(
          { green: timing.greenSeconds, red: timing.redSeconds },
          durationSeconds,
          timing.graceSeconds,
        ),
      };
    }
  }
}

import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { timingPlan } from "../../../domain/events/timing-plan";
import { budgetLine, timeBudget } from "../../../domain/meetings/time-budget";
import { voteResults, winnerOutcome } from "../../../domain/meetings/votes";
import type { Database } from "../../db/client";
import { meetingRuns, type meetingTimings } from "../../db/schema";
import { refuse } from "../../http/errors";
import { meetingRow } from "../../reads/meetings";
import { requireCapability } from "./access";
import { agendaWithStarts, meetingTimingRows, newDisplayToken } from "./runs";
import { meetingVoteRows, tieDecisions, voterNames } from "./vote-reads";

/**
 * The meeting's display (docs/decisions/159): what a projector or a screen share shows, to anyone holding the
 * link's token — the current item and speaker, the light's timing, the next item, and the vote's winners once
 * revealed. Nothing private: names and speech titles only, never an e-mail address.
 */

export const displayNotFound = () => refuse("DISPLAY_NOT_FOUND");

const sameToken = (known: string, given: string) => {
  const a = Buffer.from(known);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

export type DisplayTiming = {
  id: string;
  speakerName: string;
  speechTitle: string | null;
  thresholds: { green: number; yellow: number; red: number; overtime: number };
  runningSince: string | null;
  bankedMs: number;
  stoppedAt: string | null;
  durationSeconds: number | null;
  verdict: "within" | "under" | "over" | null;
};

export type DisplayState = {
  meeting: { id: string; title: string; eventDate: string; timeZone: string | null };
  /** The server's clock when this state was read, so a display can line its clock up with the timer's. */
  serverNow: string;
  current: { title: string; plannedStart: string } | null;
  next: { title: string; plannedStart: string } | null;
  budget: string | null;
  timing: DisplayTiming | null;
  /** Each category's winners; `decidedBy`: who decided a tie between those with the most votes. */
  results: Array<{ label: string; outcome: string; winners: string[]; decidedBy: string | null }> | null;
  ended: boolean;
};

export const displayTiming = (row: typeof meetingTimings.$inferSelect): DisplayTiming => ({
  id: row.id,
  speakerName: row.speakerName,
  speechTitle: row.speechTitle,
  thresholds: {
    green: row.greenSeconds,
    yellow: row.yellowSeconds,
    red: row.redSeconds,
    overtime: row.redSeconds + row.graceSeconds,
  },
  runningSince: row.runningSince?.toISOString() ?? null,
  bankedMs: row.bankedMs,
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
  durationSeconds: row.durationSeconds,
  verdict: row.verdict,
});

/** The display's token, if the meeting has a run; undefined otherwise. */
export async function displayTokenOf(db: Database, eventId: string): Promise<string | undefined> {
  const [run] = await db
    .select({ token: meetingRuns.displayToken })
    .from(meetingRuns)
    .where(eq(meetingRuns.eventId, eventId));
  return run?.token;
}

/** Refuses a token that is not the meeting's current one with the same 404 as a meeting that does not exist. */
export async function checkDisplayToken(db: Database, eventId: string, token: string): Promise<void> {
  const known = await displayTokenOf(db, eventId);
  if (!known || !sameToken(known, token)) throw displayNotFound();
}

export async function displayState(db: Database, eventId: string, now = Date.now()): Promise<DisplayState> {
  const meeting = await meetingRow(db, eventId);
  if (!meeting) throw displayNotFound();
  const [{ items, starts }, timings, [run]] = await Promise.all([
    agendaWithStarts(db, eventId),
    meetingTimingRows(db, eventId),
    db.select().from(meetingRuns).where(eq(meetingRuns.eventId, eventId)),
  ]);
  const plan = timingPlan(meeting, items);
  const budget = timeBudget(plan, starts, new Date(now), run?.endedAt);
  const currentIndex = budget.currentIndex;
  const current = currentIndex === null ? undefined : budget.items[currentIndex];
  const next = budget.items.find((row, index) => row.status === "upcoming" && index > (currentIndex ?? -1));
  const lastTiming = timings.at(-1);
  const results = run?.resultsRevealedAt
    ? voteResults(
        await meetingVoteRows(db, eventId),
        await voterNames(db, eventId),
        run.votingClosedAt,
        await tieDecisions(db, eventId),
      ).map((result) => ({
        label: result.label,
        outcome: winnerOutcome(result),
        winners: result.winners.map((w) => w.name),
        decidedBy: result.decidedBy,
      }))
    : null;
  return {
    meeting: {
      id: meeting.id,
      title: meeting.title,
      eventDate: meeting.eventDate.toISOString(),
      timeZone: meeting.timeZone,
    },
    serverNow: new Date(now).toISOString(),
    current: current ? { title: current.item.title, plannedStart: current.plannedStart.toISOString() } : null,
    next: next ? { title: next.item.title, plannedStart: next.plannedStart.toISOString() } : null,
    budget: starts.length > 0 ? budgetLine(budget.behindMinutes) : null,
    timing: lastTiming ? displayTiming(lastTiming) : null,
    results,
    ended: Boolean(run?.endedAt),
  };
}

/** A new display link: the old one stops working (its open displays are told so). Officers and admins. */
export async function renewDisplayToken(db: Database, eventId: string, userId: string) {
  return db.transaction(async (tx) => {
    await requireCapability(tx, eventId, userId, "renewDisplay", { lock: true });
    const token = newDisplayToken();
    await tx
      .insert(meetingRuns)
      .values({ eventId, displayToken: token })
      .onConflictDoUpdate({ target: meetingRuns.eventId, set: { displayToken: token, updatedAt: new Date() } });
    return { displayPath: displayPath(eventId, token) };
  });
}

export const displayPath = (eventId: string, token: string) =>
  `/meetings/${eventId}/display?token=${encodeURIComponent(token)}`;

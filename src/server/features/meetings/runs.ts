import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { ConsoleWindowProblem } from "../../../domain/meetings/console-window";
import { consoleWindowProblem } from "../../../domain/meetings/console-window";
import { actionTimeProblem } from "../../../domain/meetings/inputs";
import type { ErrorCode } from "../../../domain/refusals";
import type { EventAccess } from "../../authority";
import type { Executor } from "../../db/executor";
import { meetingActions, meetingRuns, meetingTimings } from "../../db/schema";
import { refuse } from "../../http/errors";
import { agendaRows } from "../../reads/agenda";
import { type MeetingAccess, requireCapability } from "./access";

export type MeetingRun = typeof meetingRuns.$inferSelect;

/** An unguessable display token: 24 random bytes, URL-safe. */
export const newDisplayToken = () => randomBytes(24).toString("base64url");

/** The meeting's run record, made on first use (two first uses at once make one). */
export async function meetingRun(db: Executor, eventId: string): Promise<MeetingRun> {
  const [known] = await db.select().from(meetingRuns).where(eq(meetingRuns.eventId, eventId));
  if (known) return known;
  await db.insert(meetingRuns).values({ eventId, displayToken: newDisplayToken() }).onConflictDoNothing();
  const [made] = await db.select().from(meetingRuns).where(eq(meetingRuns.eventId, eventId));
  if (!made) throw new Error(`the run of meeting ${eventId} was neither found nor made`);
  return made;
}

/**
 * The meeting's agenda in order, and when each item actually began (the items begun so far): what the display, the
 * console's budget and the report measure the plan against — the one read of it.
 */
export async function agendaWithStarts(db: Executor, eventId: string) {
  const items = await agendaRows(db, eventId);
  const starts = items.flatMap((item) => (item.startedAt ? [{ itemId: item.id, startedAt: item.startedAt }] : []));
  return { items, starts };
}

/** The speeches timed at the meeting, in the order they began. */
export function meetingTimingRows(db: Executor, eventId: string) {
  return db
    .select()
    .from(meetingTimings)
    .where(eq(meetingTimings.eventId, eventId))
    .orderBy(asc(meetingTimings.startedAt));
}

const WINDOW_REFUSALS = {
  "not-yet": "MEETING_NOT_YET",
  ended: "MEETING_ENDED",
  cancelled: "MEETING_CANCELLED",
} as const satisfies Record<ConsoleWindowProblem, ErrorCode>;

/** Refuses a write outside the console's window (409), with the reason in words. */
export function refuseOutsideWindow(event: EventAccess, run: Pick<MeetingRun, "endedAt">, now = Date.now()): void {
  const problem = consoleWindowProblem(event, run.endedAt, now);
  if (problem) {
    throw refuse(WINDOW_REFUSALS[problem]);
  }
}

/**
 * A console write by a member who may do `capability` there: the meeting under its lock, with its run; refused
 * outside the console's window (409).
 */
export async function consoleWriteAccess(
  tx: Executor,
  eventId: string,
  userId: string,
  capability: keyof MeetingAccess["capabilities"],
): Promise<MeetingAccess & { run: MeetingRun }> {
  const access = await requireCapability(tx, eventId, userId, capability, { lock: true });
  const run = await meetingRun(tx, eventId);
  refuseOutsideWindow(access.event, run);
  return { ...access, run };
}

/** The moment an action happened: the one it names (a replay), else now; refused when it cannot be. */
export function actionMoment(event: EventAccess, at: string | undefined, now = Date.now()): Date {
  if (at === undefined) return new Date(now);
  const moment = new Date(at);
  const problem = actionTimeProblem(moment, event.eventDate, now);
  if (problem) throw refuse("INVALID_MOMENT", { problem });
  return moment;
}

/**
 * Records that the action with this id was applied; false when it already was (a retry or an offline replay),
 * in which case the caller changes nothing.
 */
export async function firstTimeOf(db: Executor, actionId: string, eventId: string): Promise<boolean> {
  const [fresh] = await db
    .insert(meetingActions)
    .values({ id: actionId, eventId })
    .onConflictDoNothing()
    .returning({ id: meetingActions.id });
  return fresh !== undefined;
}

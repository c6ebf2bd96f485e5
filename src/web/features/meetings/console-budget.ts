import { timingPlan } from "@/domain/events/timing-plan";
import { type ConsoleWindowProblem, consoleWindowProblem } from "@/domain/meetings/console-window";
import { type TimeBudget, timeBudget } from "@/domain/meetings/time-budget";
import type { ConsoleAgendaItem, ConsoleState } from "./api";

/**
 * What the console works out from its state and the server's clock: the time budget (docs/decisions/158), the
 * "now" status in words, the item "Next item" starts, and whether the console records at all now.
 */

export type ConsoleBudget = TimeBudget<ConsoleAgendaItem>;

export function consoleBudget(state: Pick<ConsoleState, "meeting" | "agenda" | "run">, now: number): ConsoleBudget {
  const plan = timingPlan(state.meeting, state.agenda);
  const starts = state.agenda.flatMap((item) =>
    item.startedAt ? [{ itemId: item.id, startedAt: item.startedAt }] : [],
  );
  return timeBudget(plan, starts, new Date(now), state.run.endedAt);
}

/** "Not started", "Running: Table Topics", "Ended", "Cancelled". */
export function nowStatus(
  state: Pick<ConsoleState, "meeting" | "run">,
  budget: Pick<ConsoleBudget, "items" | "currentIndex">,
): string {
  if (state.meeting.cancelled) return "Cancelled";
  if (state.run.endedAt) return "Ended";
  const current = budget.currentIndex === null ? undefined : budget.items[budget.currentIndex];
  return current ? `Running: ${current.item.title}` : "Not started";
}

/** The item "Next item" starts: the first still to come after the one being run; undefined when none is left. */
export function nextItem(budget: Pick<ConsoleBudget, "items" | "currentIndex">): ConsoleAgendaItem | undefined {
  const after = budget.currentIndex ?? -1;
  return budget.items.find((row, index) => index > after && row.status === "upcoming")?.item;
}

/** Why nothing can be recorded now (not yet open, ended, cancelled), judged on the server's clock. */
export const windowProblem = (
  state: Pick<ConsoleState, "meeting" | "run">,
  now: number,
): ConsoleWindowProblem | undefined =>
  consoleWindowProblem(
    {
      eventDate: state.meeting.eventDate,
      durationMinutes: state.meeting.durationMinutes,
      cancelledAt: state.meeting.cancelled ? state.meeting.eventDate : null,
    },
    state.run.endedAt,
    now,
  );

/** Whether the viewer does any part of the meeting (else they watch read-only). */
export const runsAPart = (capabilities: ConsoleState["viewer"]["capabilities"]) =>
  capabilities.moderate || capabilities.time || capabilities.count || capabilities.evaluate;

/** What a viewer with no part to record reads above the console; undefined for those who run a part. */
export function watcherNotice(capabilities: ConsoleState["viewer"]["capabilities"]): string | undefined {
  if (runsAPart(capabilities)) return undefined;
  if (capabilities.vote) {
    return "You are attending this meeting: cast your votes under Votes. Its role holders and the club's officers record the rest.";
  }
  return "You are following this meeting. Only its role holders and the club's officers record in the console.";
}

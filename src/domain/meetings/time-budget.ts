import { planEndLine, type TimingPlan } from "../events/timing-plan";
import { MINUTE } from "../time";

/**
 * The meeting's time budget while it runs (docs/decisions/158): each agenda item's planned start (the timing plan,
 * docs/decisions/142) beside its actual start, the item being run, where "now" falls in the plan, and how far the
 * meeting is ahead of or behind plan: the projected end (the item being run takes at least its planned minutes,
 * the items still to come their planned minutes) against the plan's end.
 */

/** An item's recorded start. A start recorded again (a replay) changes nothing: the earliest counts. */
export type ItemStart = { itemId: string; startedAt: Date | string };

/** done: started and left; current: being run; skipped: never started though a later item was; upcoming: to come. */
export type ItemStatus = "done" | "current" | "skipped" | "upcoming";

export type BudgetItem<T> = {
  item: T;
  plannedStart: Date;
  plannedEnd: Date;
  /** null until the item is started. */
  actualStart: Date | null;
  /** Whole minutes the item started after (positive) or before (negative) its planned start; null until started. */
  lateMinutes: number | null;
  status: ItemStatus;
};

export type NowMarker = {
  at: Date;
  /** Where "now" falls in the plan: before its start, during an item (plannedIndex), or after its end. */
  phase: "before" | "during" | "after";
  plannedIndex: number | null;
};

export type TimeBudget<T> = {
  items: BudgetItem<T>[];
  /** The index of the item being run; null before the first start and once the meeting has ended. */
  currentIndex: number | null;
  now: NowMarker;
  /** Whole minutes the meeting runs behind plan (positive) or ahead of it (negative); 0 on plan. */
  behindMinutes: number;
  plannedEnd: Date;
  /** When the meeting will end if the rest runs to plan; when it ended, once it has. */
  projectedEnd: Date;
  /** Projected minutes from the planned start to the projected end, against the meeting's planned length. */
  projectedMinutes: number;
  plannedMinutes: number;
  /** Minutes the projected end runs past the meeting's planned length; 0 when it fits. */
  overrunMinutes: number;
};

const time = (value: Date | string) => new Date(value).getTime();
/** Whole minutes, rounded half away from zero, never -0. */
const minutes = (ms: number) => {
  const whole = Math.round(Math.abs(ms) / MINUTE);
  return whole === 0 ? 0 : Math.sign(ms) * whole;
};

function firstStarts(starts: readonly ItemStart[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const { itemId, startedAt } of starts) {
    const at = time(startedAt);
    if (Number.isNaN(at)) continue;
    const known = first.get(itemId);
    if (known === undefined || at < known) first.set(itemId, at);
  }
  return first;
}

function nowMarker(plan: TimingPlan<unknown>, start: number, now: number): NowMarker {
  const at = new Date(now);
  if (now < start) return { at, phase: "before", plannedIndex: null };
  const index = plan.items.findIndex((row) => now >= row.start.getTime() && now < row.end.getTime());
  return index === -1 ? { at, phase: "after", plannedIndex: null } : { at, phase: "during", plannedIndex: index };
}

export function timeBudget<T extends { id: string; durationMinutes: number }>(
  plan: TimingPlan<T>,
  starts: readonly ItemStart[],
  now: Date | string,
  endedAt?: Date | string | null,
): TimeBudget<T> {
  const nowMs = time(now);
  const plannedStart = plan.items[0]?.start.getTime() ?? plan.end.getTime();
  const started = firstStarts(starts);
  const actual = plan.items.map(({ item }) => started.get(item.id) ?? null);
  const ended = endedAt ? time(endedAt) : null;

  // the item started last is being run (of two started at once, the later on the agenda)
  const latest = actual.reduce<number | null>((best, at, index) => {
    const bestAt = best === null ? null : actual[best];
    return at !== null && (bestAt === null || bestAt === undefined || at >= bestAt) ? index : best;
  }, null);
  const currentIndex = ended === null ? latest : null;
  const lastStartedIndex = actual.reduce<number>((last, at, index) => (at === null ? last : index), -1);

  const items = plan.items.map((row, index): BudgetItem<T> => {
    const at = actual[index] ?? null;
    const status: ItemStatus =
      index === currentIndex
        ? "current"
        : at !== null
          ? "done"
          : index < lastStartedIndex || ended !== null
            ? "skipped"
            : "upcoming";
    return {
      item: row.item,
      plannedStart: row.start,
      plannedEnd: row.end,
      actualStart: at === null ? null : new Date(at),
      lateMinutes: at === null ? null : minutes(at - row.start.getTime()),
      status,
    };
  });

  const projected = projectedEnd(items, currentIndex, { plannedStart, now: nowMs, ended });
  const projectedMinutes = minutes(projected - plannedStart);
  return {
    items,
    currentIndex,
    now: nowMarker(plan, plannedStart, nowMs),
    behindMinutes: minutes(projected - plan.end.getTime()),
    plannedEnd: plan.end,
    projectedEnd: new Date(projected),
    projectedMinutes,
    plannedMinutes: plan.plannedMinutes,
    overrunMinutes: Math.max(0, projectedMinutes - plan.plannedMinutes),
  };
}

function projectedEnd<T extends { durationMinutes: number }>(
  items: readonly BudgetItem<T>[],
  currentIndex: number | null,
  { plannedStart, now, ended }: { plannedStart: number; now: number; ended: number | null },
): number {
  if (ended !== null) return ended;
  const toCome = items
    .filter((row) => row.status === "upcoming")
    .reduce((sum, row) => sum + row.item.durationMinutes * MINUTE, 0);
  const running = currentIndex === null ? undefined : items[currentIndex];
  if (!running?.actualStart) {
    // nothing started yet: the meeting starts at its planned time, or now if that has passed
    return Math.max(now, plannedStart) + toCome;
  }
  const runningEnd = Math.max(now, running.actualStart.getTime() + running.item.durationMinutes * MINUTE);
  return runningEnd + toCome;
}

/** "On plan", "3 min behind plan", "2 min ahead of plan". */
export function budgetLine(behindMinutes: number): string {
  if (behindMinutes === 0) return "On plan";
  return behindMinutes > 0 ? `${behindMinutes} min behind plan` : `${-behindMinutes} min ahead of plan`;
}

/** The projected end as the timing plan's end line: "Ends 9:10 PM EST · 10 min over the planned 2 hours". */
export function projectedEndLine(
  meeting: { eventDate: Date | string },
  budget: Pick<TimeBudget<unknown>, "projectedEnd" | "overrunMinutes" | "plannedMinutes">,
  timeZone?: string,
): string {
  return planEndLine(
    meeting,
    { end: budget.projectedEnd, overrunMinutes: budget.overrunMinutes, plannedMinutes: budget.plannedMinutes },
    timeZone,
  );
}

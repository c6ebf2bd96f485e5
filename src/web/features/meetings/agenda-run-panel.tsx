import { Check, Clock, Play, SkipForward, StepForward } from "lucide-react";
import { slotText } from "@/domain/events/agenda-lines";
import { AGENDA_TYPE_LABELS } from "@/domain/events/inputs";
import { zonedTime } from "@/domain/events/time-zones";
import { CONSOLE_MESSAGES } from "@/domain/meetings/console-messages";
import type { ItemStatus } from "@/domain/meetings/time-budget";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { serverMoment } from "@/web/lib/server-clock";
import { notifyRefusal } from "@/web/lib/toast";
import { SlotLine } from "../events/slot-line";
import { type ConsoleAgendaItem, useStartItem } from "./api";
import { type ConsoleBudget, nextItem } from "./console-budget";

/**
 * The agenda as it runs (docs/decisions/158, 159): each item's planned start beside its actual start, its status
 * and the "now" marker; the moderator starts the meeting, moves to the next item or starts any item not yet begun.
 */

const STATUS: Record<ItemStatus, { label: string; icon: typeof Check; look: string }> = {
  done: {
    label: "Done",
    icon: Check,
    look: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  },
  current: {
    label: "Now",
    icon: Play,
    look: "bg-accent-600 text-white",
  },
  skipped: {
    label: "Skipped",
    icon: SkipForward,
    look: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  },
  upcoming: {
    label: "Upcoming",
    icon: Clock,
    look: "bg-white text-slate-700 ring-1 ring-slate-300 ring-inset dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700",
  },
};

const clockTime = (instant: Date) => zonedTime(instant).time;

/** "on time", "3 min late", "2 min early". */
export function lateness(minutes: number): string {
  if (minutes === 0) return "on time";
  return minutes > 0 ? `${minutes} min late` : `${-minutes} min early`;
}

/** Where "now" falls in the plan, in words: "7:42 PM · by the plan: Table Topics". */
export function planNowLine(budget: Pick<ConsoleBudget, "now" | "items">): string {
  const at = clockTime(budget.now.at);
  if (budget.now.phase === "before") return `${at} · before the planned start`;
  if (budget.now.phase === "after") return `${at} · past the planned end`;
  const planned = budget.now.plannedIndex === null ? undefined : budget.items[budget.now.plannedIndex];
  return `${at} · by the plan: ${planned?.item.title ?? "—"}`;
}

/** "Prepared pitch 1 · Pitcher: Pia — “Bakery”, 5–7 min, evaluator Eva": an item and who holds its slot. */
export const itemWithHolders = (item: ConsoleAgendaItem) =>
  item.slot ? `${item.title} · ${slotText(item.slot)}` : item.title;

/** Who speaks now and next (docs/decisions/230), for everyone at the console; the moderator's Next is beside its button. */
function NowAndNext({
  current,
  next,
  withNext,
}: {
  current?: ConsoleAgendaItem;
  next?: ConsoleAgendaItem;
  withNext: boolean;
}) {
  if (!current && !(withNext && next)) return null;
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-950">
      {current && (
        <p className="min-w-0 break-words">
          <span className="font-semibold">Now: </span>
          {itemWithHolders(current)}
        </p>
      )}
      {withNext && next && (
        <p className="min-w-0 break-words text-slate-700 dark:text-slate-300">
          <span className="font-semibold">Next: </span>
          {itemWithHolders(next)}
        </p>
      )}
    </div>
  );
}

type AgendaRunProps = {
  budget: ConsoleBudget;
  /** The moderator's controls, when the viewer may moderate and the console records now. */
  moderate: boolean;
  onStart: (item: ConsoleAgendaItem) => void;
  busy: boolean;
};

/** The agenda rows and the moderator's buttons; `onStart` posts the start (see AgendaRunPanel). */
export function AgendaRun({ budget, moderate, onStart, busy }: AgendaRunProps) {
  const started = budget.items.some((row) => row.actualStart !== null);
  const next = nextItem(budget);
  // the item the main button starts: the first before the meeting starts, then the next one
  const primary = started ? next : budget.items[0]?.item;
  const current = budget.items.find((row) => row.status === "current")?.item;
  if (budget.items.length === 0) {
    return <p className="text-slate-600 text-sm dark:text-slate-400">This meeting has no agenda items.</p>;
  }
  return (
    <div className="space-y-4">
      {moderate && (
        <div className="flex flex-wrap items-center gap-3">
          {!started ? (
            <Button onClick={() => primary && onStart(primary)} busy={busy}>
              <Play aria-hidden="true" className="size-4" />
              Start meeting
            </Button>
          ) : next ? (
            <>
              <Button onClick={() => onStart(next)} busy={busy}>
                <StepForward aria-hidden="true" className="size-4" />
                Next item
              </Button>
              <p className="min-w-0 break-words text-slate-700 text-sm dark:text-slate-300">
                Next: <span className="font-medium">{next.title}</span>
                {next.slot && ` · ${slotText(next.slot)}`}
              </p>
            </>
          ) : (
            <p className="text-slate-700 text-sm dark:text-slate-300">This is the last item.</p>
          )}
        </div>
      )}
      <NowAndNext current={current} next={started ? next : undefined} withNext={!moderate} />
      <p className="flex items-center gap-2 text-slate-600 text-sm dark:text-slate-400">
        <span aria-hidden="true" className="inline-block h-0.5 w-4 rounded bg-accent-600" />
        <span>
          <span className="font-medium text-slate-800 dark:text-slate-200">Now</span> {planNowLine(budget)}
        </span>
      </p>
      <ol className="divide-y divide-slate-200 dark:divide-slate-800">
        {budget.items.map((row) => {
          const status = STATUS[row.status];
          const Icon = status.icon;
          const current = row.status === "current";
          return (
            <li
              key={row.item.id}
              aria-current={current ? "step" : undefined}
              className={cn(
                "-mx-2 flex items-start gap-3 rounded-lg px-2 py-3",
                current && "bg-accent-50 shadow-[inset_3px_0_0] shadow-accent-600 dark:bg-accent-900/30",
              )}
            >
              <p className="w-[4.5rem] shrink-0 whitespace-nowrap pt-px text-slate-600 text-sm tabular-nums dark:text-slate-400">
                <span className="sr-only">Planned </span>
                <time dateTime={row.plannedStart.toISOString()}>{clockTime(row.plannedStart)}</time>
              </p>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-sm">{row.item.title}</p>
                <p className="text-slate-600 text-xs dark:text-slate-400">
                  {AGENDA_TYPE_LABELS[row.item.agendaType]} · {row.item.durationMinutes} min
                </p>
                {row.item.slot && <SlotLine slot={row.item.slot} className="mt-1" />}
                {row.actualStart && row.lateMinutes !== null && (
                  <p className="text-slate-800 text-xs dark:text-slate-200">
                    Started{" "}
                    <time className="font-medium tabular-nums" dateTime={row.actualStart.toISOString()}>
                      {clockTime(row.actualStart)}
                    </time>{" "}
                    · {lateness(row.lateMinutes)}
                  </p>
                )}
                {moderate && row.actualStart === null && row.item.id !== primary?.id && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-2"
                    onClick={() => onStart(row.item)}
                    busy={busy}
                    aria-label={`Start this item: ${row.item.title}`}
                  >
                    Start this item
                  </Button>
                )}
              </div>
              <span
                className={cn(
                  "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs",
                  status.look,
                )}
              >
                <Icon aria-hidden="true" className="size-3" />
                {status.label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The agenda panel of the console, posting starts with their moment on the server's clock. */
export function AgendaRunPanel({
  eventId,
  budget,
  moderate,
}: {
  eventId: string;
  budget: ConsoleBudget;
  moderate: boolean;
}) {
  const start = useStartItem(eventId);
  const onStart = (item: ConsoleAgendaItem) =>
    start.mutate(
      { itemId: item.id, at: serverMoment() },
      { onError: (error) => notifyRefusal(error, CONSOLE_MESSAGES.itemStartFailed) },
    );
  return (
    <Card className="p-5" role="region" aria-labelledby="console-agenda">
      <h2 id="console-agenda" className="mb-4 font-semibold text-lg">
        Agenda
      </h2>
      <AgendaRun budget={budget} moderate={moderate} onStart={onStart} busy={start.isPending} />
    </Card>
  );
}

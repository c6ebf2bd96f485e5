import { ArrowDownCircle, ArrowUpCircle, CheckCircle2, CloudOff, LoaderCircle } from "lucide-react";
import { STAGE_CUES, type Stage, VERDICT_LABELS, type Verdict } from "@/domain/meetings/verdict";
import { formatClock } from "@/domain/tools/timer";
import { cn } from "@/web/components/ui/cn";
import { StageShape } from "@/web/components/ui/stage-light";
import { type QueueStatus, queueStatusLine, type Thresholds } from "./offline-actions";

/** What the timer shows beside a speech: its verdict, when each light comes on, and whether its actions are saved. */

const VERDICT_LOOKS: Record<Verdict, { icon: typeof CheckCircle2; look: string }> = {
  within: {
    icon: CheckCircle2,
    look: "bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  },
  under: {
    icon: ArrowDownCircle,
    look: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  },
  over: { icon: ArrowUpCircle, look: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100" },
};

export function VerdictBadge({ verdict }: { verdict: Verdict | null }) {
  if (!verdict) return <span className="text-slate-600 text-xs dark:text-slate-400">No verdict</span>;
  const { icon: Icon, look } = VERDICT_LOOKS[verdict];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs", look)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {VERDICT_LABELS[verdict]}
    </span>
  );
}

/** When each stage begins; the stage now is marked. */
export function ThresholdList({ thresholds, stage }: { thresholds: Thresholds; stage?: Stage }) {
  const marks: Array<{ stage: Stage; text: string }> = [
    { stage: "green", text: `from ${formatClock(thresholds.green)}` },
    { stage: "yellow", text: `from ${formatClock(thresholds.yellow)}` },
    { stage: "red", text: `from ${formatClock(thresholds.red)}` },
    { stage: "overtime", text: `after ${formatClock(thresholds.overtime)}` },
  ];
  return (
    // on a phone each mark is one line ("● Green from 4:00"), two to a row: the timer's Start stays on the first screen
    <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 sm:gap-2" aria-label="When each light comes on">
      {marks.map((mark) => {
        const cue = STAGE_CUES[mark.stage];
        const now = mark.stage === stage;
        return (
          <li
            key={mark.stage}
            aria-current={now ? "true" : undefined}
            className={cn(
              "flex flex-wrap items-center justify-center gap-x-1 rounded-lg border px-1.5 py-1 text-center text-sm sm:block sm:px-2 sm:py-1.5",
              now
                ? "border-accent-600 bg-accent-50 ring-1 ring-accent-600 dark:bg-accent-900/40"
                : "border-slate-200 dark:border-slate-800",
            )}
          >
            <span className="flex items-center justify-center gap-1 font-semibold">
              <StageShape stage={mark.stage} className={cn("size-4", STAGE_TEXT[mark.stage])} />
              {cue.name}
            </span>
            <span className="whitespace-nowrap text-slate-700 text-xs tabular-nums sm:text-sm dark:text-slate-300">
              {mark.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const STAGE_TEXT: Partial<Record<Stage, string>> = {
  green: "text-green-700 dark:text-green-400",
  yellow: "text-yellow-500",
  red: "text-red-700 dark:text-red-400",
  overtime: "text-red-900 dark:text-red-300",
};

/** "Saved", "Saving…", "Offline", "Offline — 2 actions waiting" beside the timer. */
export function QueueStatusLine({ status }: { status: QueueStatus }) {
  const line = queueStatusLine(status);
  const Icon = status.offline ? CloudOff : status.waiting === 0 ? CheckCircle2 : LoaderCircle;
  return (
    <p
      role="status"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-medium text-xs",
        status.offline
          ? "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
          : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
      )}
    >
      <Icon aria-hidden="true" className={cn("size-3.5", status.waiting > 0 && !status.offline && "animate-spin")} />
      {line}
    </p>
  );
}

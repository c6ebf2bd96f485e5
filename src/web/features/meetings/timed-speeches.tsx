import { Pause, Play, Square as StopIcon } from "lucide-react";
import { STAGE_CUES, stageAt } from "@/domain/meetings/verdict";
import { SECOND } from "@/domain/time";
import { formatClock, overtimeLine } from "@/domain/tools/timer";
import { Button } from "@/web/components/ui/button";
import { StageCueToggles, useStageCues } from "@/web/components/ui/stage-cues";
import { StageLight } from "@/web/components/ui/stage-light";
import { serverMoment } from "@/web/lib/server-clock";
import { elapsedMs, type LocalTiming, newActionId, type TimerAction } from "./offline-actions";
import { ThresholdList, VerdictBadge } from "./timer-marks";
import { useServerNow } from "./use-server-now";

/** The speeches of the timer panel: the one being timed, the last one stopped, and every one timed at the meeting. */

function SpeechHeading({ timing, itemTitle }: { timing: LocalTiming; itemTitle?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-lg leading-tight">{timing.speakerName}</p>
      {(timing.speechTitle || itemTitle) && (
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {timing.speechTitle && <>“{timing.speechTitle}”</>}
          {timing.speechTitle && itemTitle && " · "}
          {itemTitle}
        </p>
      )}
    </div>
  );
}

/** The speech being timed: its light with the elapsed time, its marks, and (for the timer) its buttons. */
export function OpenSpeech({
  timing,
  itemTitle,
  canTime,
  onAction,
}: {
  timing: LocalTiming;
  itemTitle?: string;
  canTime: boolean;
  onAction: (action: TimerAction) => void;
}) {
  const running = timing.runningSince !== null;
  const [cues, setCues] = useStageCues();
  const now = useServerNow(running ? 250 : null, `${timing.runningSince}:${timing.bankedMs}`);
  const seconds = Math.floor(elapsedMs(timing, now) / SECOND);
  const stage = stageAt(timing.thresholds, seconds);
  const change = (kind: "pause" | "resume" | "stop") =>
    onAction({ kind, id: newActionId(), timingId: timing.id, at: serverMoment() });
  return (
    <div className="space-y-4">
      <SpeechHeading timing={timing} itemTitle={itemTitle} />
      <StageLight
        stage={stage}
        elapsed={formatClock(seconds)}
        detail={overtimeLine(timing.thresholds, seconds) ?? STAGE_CUES[stage].meaning}
        cues={cues}
        active={running}
      />
      {canTime && <StageCueToggles cues={cues} onChange={setCues} />}
      {!running && <p className="font-medium text-sm">Paused</p>}
      <ThresholdList thresholds={timing.thresholds} stage={stage} />
      {canTime && (
        <div className="grid grid-cols-2 gap-3">
          {running ? (
            <Button size="lg" variant="secondary" onClick={() => change("pause")}>
              <Pause aria-hidden="true" className="size-5" />
              Pause
            </Button>
          ) : (
            <Button size="lg" variant="secondary" onClick={() => change("resume")}>
              <Play aria-hidden="true" className="size-5" />
              Resume
            </Button>
          )}
          <Button size="lg" className="bg-red-700 hover:bg-red-800" onClick={() => change("stop")}>
            <StopIcon aria-hidden="true" className="size-5 fill-current" />
            Stop
          </Button>
        </div>
      )}
    </div>
  );
}

/** The last speech once stopped: its duration and verdict. */
export function StoppedSpeech({ timing, itemTitle }: { timing: LocalTiming; itemTitle?: string }) {
  return (
    <section
      aria-label="Last speech"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
    >
      <SpeechHeading timing={timing} itemTitle={itemTitle} />
      <div className="flex items-center gap-3">
        <p className="font-bold text-3xl tabular-nums">
          <span className="sr-only">Duration </span>
          {formatClock(timing.durationSeconds ?? 0)}
        </p>
        <VerdictBadge verdict={timing.verdict} />
      </div>
    </section>
  );
}

export function TimedSpeeches({
  timings,
  itemTitle,
}: {
  timings: LocalTiming[];
  itemTitle: (id: string | null) => string | undefined;
}) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">Timed speeches</h3>
      {timings.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-400">No speeches timed yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Timed speeches">
          {timings.map((timing) => (
            <li key={timing.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{timing.speakerName}</p>
                <p className="text-slate-600 text-xs dark:text-slate-400">
                  {[timing.speechTitle && `“${timing.speechTitle}”`, itemTitle(timing.agendaItemId)]
                    .filter(Boolean)
                    .join(" · ") || "No agenda item"}
                </p>
              </div>
              {timing.stoppedAt === null ? (
                <span className="font-medium text-accent-700 text-xs dark:text-accent-300">Being timed</span>
              ) : (
                <span className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">
                    <span className="sr-only">Duration </span>
                    {formatClock(timing.durationSeconds ?? 0)}
                  </span>
                  <VerdictBadge verdict={timing.verdict} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

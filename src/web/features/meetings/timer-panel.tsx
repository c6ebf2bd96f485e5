import { useEffect } from "react";
import { CONSOLE_MESSAGES } from "@/domain/meetings/console-messages";
import { Card } from "@/web/components/ui/card";
import { serverClock } from "@/web/lib/server-clock";
import { notifyRefusal } from "@/web/lib/toast";
import type { ConsoleState } from "./api";
import type { ConsoleBudget } from "./console-budget";
import type { LocalTiming, QueueStatus, TimerAction } from "./offline-actions";
import { StartForm } from "./start-form";
import { OpenSpeech, StoppedSpeech, TimedSpeeches } from "./timed-speeches";
import { QueueStatusLine } from "./timer-marks";
import { clockState, useClockInStep } from "./use-clock-in-step";
import { useTimerActions } from "./use-timer-actions";

/**
 * The timer's part of the console (docs/decisions/159): choose the speaker and the agenda item, see the thresholds
 * that will apply, Start / Pause / Resume / Stop with the light and the elapsed time large, the duration and verdict
 * once stopped, and every speech timed at the meeting. Actions apply on this device at once and reach the server
 * when they can (offline-actions.ts). Those who do not time see the light and the list only.
 */

export type TimerViewProps = {
  state: ConsoleState;
  /** The speeches with this device's waiting actions applied. */
  timings: LocalTiming[];
  currentItemId: string | undefined;
  /** The viewer times speeches and the console records now. */
  canTime: boolean;
  status: QueueStatus;
  onAction: (action: TimerAction) => void;
  /** This device knows the server's clock well enough for the display to turn with it (decision 256). */
  clockInStep?: boolean;
};

/** What the timer panel shows, given the speeches as this device sees them. */
export function TimerView({ state, timings, currentItemId, canTime, status, onAction, clockInStep }: TimerViewProps) {
  const itemTitle = (id: string | null) => state.agenda.find((item) => item.id === id)?.title;
  const open = timings.find((timing) => timing.stoppedAt === null);
  const last = timings.at(-1);
  return (
    <Card
      className="space-y-4 p-4 sm:space-y-5 sm:p-5"
      role="region"
      aria-labelledby="console-timer"
      data-clock={canTime ? clockState(clockInStep) : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="console-timer" className="font-semibold text-lg">
          {canTime ? "Timer" : "Speech timing"}
        </h2>
        {canTime && <QueueStatusLine status={status} />}
      </div>
      {open ? (
        <OpenSpeech timing={open} itemTitle={itemTitle(open.agendaItemId)} canTime={canTime} onAction={onAction} />
      ) : (
        <>
          {last?.stoppedAt && <StoppedSpeech timing={last} itemTitle={itemTitle(last.agendaItemId)} />}
          {canTime ? (
            <StartForm state={state} currentItemId={currentItemId} onAction={onAction} />
          ) : (
            !last && <p className="text-slate-600 text-sm dark:text-slate-400">No speech is being timed.</p>
          )}
        </>
      )}
      <TimedSpeeches timings={timings} itemTitle={itemTitle} />
    </Card>
  );
}

/** An action the server refused for good: its words, or the console's failure toast. */
const timerActionDropped = (error: unknown) => notifyRefusal(error, CONSOLE_MESSAGES.timerActionFailed);

/** The timer panel of the console: the speeches with this device's waiting actions, and the queue that sends them. */
export function TimerPanel({
  eventId,
  state,
  budget,
  canTime,
}: {
  eventId: string;
  state: ConsoleState;
  budget: ConsoleBudget;
  canTime: boolean;
}) {
  const { timings, status, add } = useTimerActions(eventId, state.viewer.id, timerActionDropped);
  const timing = canTime && timings.some((each) => each.stoppedAt === null);
  useEffect(() => {
    serverClock.hold("timer", timing);
    return () => serverClock.hold("timer", false);
  }, [timing]);
  const clockInStep = useClockInStep(canTime);
  const current = budget.currentIndex === null ? undefined : budget.items[budget.currentIndex];
  return (
    <TimerView
      clockInStep={clockInStep}
      state={state}
      timings={timings}
      currentItemId={current?.item.id}
      canTime={canTime}
      status={status}
      onAction={add}
    />
  );
}

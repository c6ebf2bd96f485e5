import {
  ArrowDownCircle,
  ArrowUpCircle,
  CheckCircle2,
  CloudOff,
  LoaderCircle,
  Pause,
  Play,
  Square as StopIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { ROLE_NAMES } from "@/domain/events/roles";
import type { SpeechRange } from "@/domain/events/speech-timing";
import { expectedTiming, sourceLine, typeChoiceMatters } from "@/domain/meetings/timing-rule";
import { STAGE_CUES, type Stage, stageAt, VERDICT_LABELS, type Verdict } from "@/domain/meetings/verdict";
import { SECOND } from "@/domain/time";
import { formatClock, overtimeLine, SPEECH_TYPES } from "@/domain/tools/timer";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { InputField, SelectField } from "@/web/components/ui/field";
import { StageCueToggles, useStageCues } from "@/web/components/ui/stage-cues";
import { StageLight, StageShape } from "@/web/components/ui/stage-light";
import { serverClock, serverMoment } from "@/web/lib/server-clock";
import type { ConsoleState } from "./api";
import type { ConsoleBudget } from "./console-budget";
import {
  elapsedMs,
  type LocalTiming,
  newActionId,
  type QueueStatus,
  queueStatusLine,
  type Thresholds,
  type TimerAction,
} from "./offline-actions";
import { useServerNow } from "./use-server-now";
import { useTimerActions } from "./use-timer-actions";

/**
 * The timer's part of the console (docs/decisions/159): choose the speaker and the agenda item, see the thresholds
 * that will apply, Start / Pause / Resume / Stop with the light and the elapsed time large, the duration and verdict
 * once stopped, and every speech timed at the meeting. Actions apply on this device at once and reach the server
 * when they can (offline-actions.ts). Those who do not time see the light and the list only.
 */

type SpeakerOption = {
  value: string;
  label: string;
  name: string;
  userId: string;
  range: SpeechRange | null;
  speechTitle?: string;
};

const GUEST = "guest";

/** The meeting's speakers (with their speech titles), then its other role holders, each once. */
export function speakerOptions(state: Pick<ConsoleState, "speakers" | "roleHolders">): {
  speakers: SpeakerOption[];
  others: SpeakerOption[];
} {
  const speakers = state.speakers.map((speaker) => ({
    value: `member:${speaker.userId}`,
    label: speaker.speech ? `${speaker.name} — “${speaker.speech.title}”` : speaker.name,
    name: speaker.name,
    userId: speaker.userId,
    range: speaker.speech ? { minMinutes: speaker.speech.minMinutes, maxMinutes: speaker.speech.maxMinutes } : null,
    speechTitle: speaker.speech?.title,
  }));
  const taken = new Set(speakers.map((speaker) => speaker.userId));
  const others = new Map<string, { name: string; roles: string[] }>();
  for (const holder of state.roleHolders) {
    if (taken.has(holder.userId)) continue;
    const known = others.get(holder.userId) ?? { name: holder.name, roles: [] };
    known.roles.push(ROLE_NAMES[holder.roleType]);
    others.set(holder.userId, known);
  }
  return {
    speakers,
    others: [...others].map(([userId, { name, roles }]) => ({
      value: `member:${userId}`,
      label: `${name} (${roles.join(", ")})`,
      name,
      userId,
      range: null,
    })),
  };
}

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
function OpenSpeech({
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

/** The timer's choices before Start: speaker, agenda item, and the speech type when nothing else decides. */
function StartForm({
  state,
  currentItemId,
  onAction,
}: {
  state: ConsoleState;
  currentItemId: string | undefined;
  onAction: (action: TimerAction) => void;
}) {
  const [speakerValue, setSpeakerValue] = useState("");
  const [guestName, setGuestName] = useState("");
  const [itemChoice, setItemChoice] = useState<string>();
  const [typeChoice, setTypeChoice] = useState("project-speech");
  const [error, setError] = useState<string>();
  const { speakers, others } = speakerOptions(state);
  const speaker = [...speakers, ...others].find((option) => option.value === speakerValue);
  // the item follows the meeting until the timer picks one
  const itemId = itemChoice ?? currentItemId ?? "";
  const item = state.agenda.find((each) => each.id === itemId);
  const expected = expectedTiming({
    speakerRange: speaker?.range,
    agendaType: item?.agendaType,
    speechTypeId: typeChoice,
    graceSeconds: state.meeting.graceSeconds,
  });
  const name = speakerValue === GUEST ? guestName.trim() : (speaker?.name ?? "");

  const start = () => {
    if (!name) {
      setError(speakerValue === GUEST ? "Give the guest's name." : "Choose a speaker or give a name.");
      return;
    }
    setError(undefined);
    onAction({
      kind: "start",
      id: newActionId(),
      at: serverMoment(),
      speakerName: name,
      speakerUserId: speaker?.userId,
      speechTitle: speaker?.speechTitle,
      agendaItemId: item?.id,
      speechTypeId: typeChoiceMatters(expected.source) ? typeChoice : undefined,
      thresholds: expected.thresholds,
    });
    setSpeakerValue("");
    setGuestName("");
    setItemChoice(undefined);
  };

  return (
    <div className="space-y-3 sm:space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <SelectField
          label="Speaker"
          value={speakerValue}
          onChange={(event) => {
            setSpeakerValue(event.target.value);
            setError(undefined);
          }}
          error={speakerValue !== GUEST ? error : undefined}
        >
          <option value="">Choose a speaker…</option>
          {speakers.length > 0 && (
            <optgroup label="Speakers">
              {speakers.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
          {others.length > 0 && (
            <optgroup label="Role holders">
              {others.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
          <option value={GUEST}>A guest (type the name)</option>
        </SelectField>
        <SelectField label="Agenda item" value={itemId} onChange={(event) => setItemChoice(event.target.value)}>
          <option value="">No agenda item</option>
          {state.agenda.map((each) => (
            <option key={each.id} value={each.id}>
              {each.title}
            </option>
          ))}
        </SelectField>
        {speakerValue === GUEST && (
          <InputField
            label="Guest's name"
            value={guestName}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              setGuestName(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        {typeChoiceMatters(expected.source) && (
          <SelectField label="Speech type" value={typeChoice} onChange={(event) => setTypeChoice(event.target.value)}>
            {SPEECH_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="space-y-2">
        <p className="text-slate-700 text-sm dark:text-slate-300">
          <span className="font-medium">Timed against: </span>
          {sourceLine(expected.source, name || "The speaker")}
        </p>
        <ThresholdList thresholds={expected.thresholds} />
      </div>
      <Button size="lg" className="w-full sm:w-auto" onClick={start}>
        <Play aria-hidden="true" className="size-5" />
        Start
      </Button>
    </div>
  );
}

/** The last speech once stopped: its duration and verdict. */
function StoppedSpeech({ timing, itemTitle }: { timing: LocalTiming; itemTitle?: string }) {
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

function TimedSpeeches({
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

export type TimerViewProps = {
  state: ConsoleState;
  /** The speeches with this device's waiting actions applied. */
  timings: LocalTiming[];
  currentItemId: string | undefined;
  /** The viewer times speeches and the console records now. */
  canTime: boolean;
  status: QueueStatus;
  onAction: (action: TimerAction) => void;
};

/** What the timer panel shows, given the speeches as this device sees them. */
export function TimerView({ state, timings, currentItemId, canTime, status, onAction }: TimerViewProps) {
  const itemTitle = (id: string | null) => state.agenda.find((item) => item.id === id)?.title;
  const open = timings.find((timing) => timing.stoppedAt === null);
  const last = timings.at(-1);
  return (
    <Card className="space-y-4 p-4 sm:space-y-5 sm:p-5" role="region" aria-labelledby="console-timer">
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
  const { timings, status, add } = useTimerActions(eventId, state.viewer.id);
  const timing = canTime && timings.some((each) => each.stoppedAt === null);
  useEffect(() => {
    serverClock.hold("timer", timing);
    return () => serverClock.hold("timer", false);
  }, [timing]);
  const current = budget.currentIndex === null ? undefined : budget.items[budget.currentIndex];
  return (
    <TimerView
      state={state}
      timings={timings}
      currentItemId={current?.item.id}
      canTime={canTime}
      status={status}
      onAction={add}
    />
  );
}

import { Expand, Pause, Play, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { withRecord } from "@/domain/tools/records";
import {
  elapsedSeconds,
  formatClock,
  IDLE_STOPWATCH,
  isRunning,
  lightFor,
  overtimeSeconds,
  pauseStopwatch,
  SPEECH_TYPES,
  type SpeechType,
  speechType,
  startStopwatch,
} from "@/domain/tools/timer";
import { type TimerPreset, timerPresetFrom } from "@/domain/tools/timer-address";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { InputField, SelectField } from "@/web/components/ui/field";
import { StageCueToggles, useStageCues } from "@/web/components/ui/stage-cues";
import { notify } from "@/web/lib/toast";
import { newRecordId } from "./browser-storage";
import { ProjectorView } from "./timer/projector-view";
import { ThresholdTiles } from "./timer/threshold-tiles";
import { TimerDisplay } from "./timer/timer-display";
import { TimerHistory, useTimerHistory } from "./timer/timer-history";
import { useNow, useTimerState } from "./timer/use-timer";
import { ToolHeader } from "./tool-header";
import { useShortcuts } from "./use-shortcuts";

/** The speech type a speaker's own marks make (from the address: a meeting's speaker list links here). */
const PRESET_TYPE_ID = "speaker-range";
const presetType = (preset: TimerPreset): SpeechType => ({
  ...preset.thresholds,
  // a type of the timer's own shape: the id names the speaker's range, never one of the fixed speech types
  id: PRESET_TYPE_ID as SpeechType["id"],
  name: preset.title || "Speaker's range",
});

export function Component() {
  const [state, saveState] = useTimerState();
  const [history, saveHistory] = useTimerHistory();
  const [projector, setProjector] = useState(false);
  const [cues, setCues] = useStageCues();
  const now = useNow(state.watch);
  const [query] = useSearchParams();
  const [preset] = useState(() => timerPresetFrom(query));

  // a speaker's marks in the address take the timer when no speech is being timed
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens with marks
  useEffect(() => {
    if (!preset || state.watch.bankedMs > 0 || isRunning(state.watch)) return;
    saveState({ ...state, typeId: PRESET_TYPE_ID, speaker: preset.speaker || state.speaker });
  }, [preset]);

  const usingPreset = preset !== undefined && state.typeId === PRESET_TYPE_ID;
  const type = usingPreset ? presetType(preset) : speechType(state.typeId);
  const running = isRunning(state.watch);
  const seconds = elapsedSeconds(state.watch, now);
  const light = lightFor(type, seconds);
  const overtime = overtimeSeconds(type, seconds);
  const reading = { seconds, light, overtime, running };

  const toggle = () => {
    if (running) return saveState({ ...state, watch: pauseStopwatch(state.watch, Date.now()) });
    if (!type || state.speaker.trim() === "") return notify(TOOL_MESSAGES.timerMissingInformation);
    saveState({ ...state, watch: startStopwatch(state.watch, Date.now()) });
  };

  const stopAndLog = () => {
    const duration = elapsedSeconds(state.watch, Date.now());
    if (duration <= 0) return;
    const speakerName = state.speaker.trim() || "Unnamed speaker";
    const typeName = type?.name ?? "No speech type";
    saveHistory(
      withRecord(history, {
        id: newRecordId(),
        speakerName,
        speechType: typeName,
        duration,
        finalStage: lightFor(type, duration),
        timestamp: new Date().toISOString(),
      }),
    );
    saveState({ ...state, speaker: "", watch: IDLE_STOPWATCH });
    notify(TOOL_MESSAGES.speechRecorded(speakerName, typeName, formatClock(duration)));
  };

  useShortcuts({ " ": toggle });

  const caption = [state.speaker.trim(), type?.name].filter(Boolean).join(" · ") || "Speech timer";

  return (
    <>
      <ToolHeader
        title="Timer App"
        description="Time each speech with green, yellow and red lights. Space starts and pauses; it keeps exact time even if your screen sleeps."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="space-y-6 p-5 sm:p-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Speech Type"
              id="speech-type"
              value={type ? type.id : ""}
              onChange={(event) => saveState({ ...state, typeId: event.target.value })}
            >
              <option value="" disabled>
                Select a speech type
              </option>
              {preset && (
                <option value={PRESET_TYPE_ID}>
                  {presetType(preset).name} ({formatClock(preset.thresholds.green)}–{formatClock(preset.thresholds.red)}
                  )
                </option>
              )}
              {SPEECH_TYPES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} ({formatClock(option.yellow)}–{formatClock(option.red)})
                </option>
              ))}
            </SelectField>
            <InputField
              label="Speaker Name"
              placeholder="Who is speaking?"
              autoComplete="off"
              maxLength={100}
              value={state.speaker}
              onChange={(event) => saveState({ ...state, speaker: event.target.value })}
            />
          </div>

          <TimerDisplay {...reading} cues={projector ? { ...cues, sound: false } : cues} />
          <StageCueToggles cues={cues} onChange={setCues} />

          {usingPreset && (
            <p className="text-slate-700 text-sm dark:text-slate-300">
              Minimum time {formatClock(preset.thresholds.green)}: the speech qualifies from there.
            </p>
          )}
          <ThresholdTiles type={type} light={light} overtime={overtime !== null} />

          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Button size="lg" onClick={toggle} className="min-w-32">
              {running ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
              {running ? "Pause" : "Start"}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={stopAndLog}
              disabled={seconds <= 0}
              className="whitespace-nowrap px-3 sm:px-6"
            >
              <Square aria-hidden="true" className="size-4" />
              Stop &amp; Log
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setProjector(true)} className="col-span-2 sm:ml-auto">
              <Expand aria-hidden="true" className="size-5" />
              Full Screen
            </Button>
          </div>
          <p className="hidden text-slate-600 text-sm sm:block dark:text-slate-400">
            Tip: press{" "}
            <kbd className="rounded border border-slate-300 px-1.5 font-mono text-xs dark:border-slate-700">Space</kbd>{" "}
            to start or pause when you are not typing.
          </p>
        </Card>
        <TimerHistory />
      </div>
      <ProjectorView
        open={projector}
        onOpenChange={setProjector}
        {...reading}
        onToggle={toggle}
        caption={caption}
        cues={cues}
      />
    </>
  );
}

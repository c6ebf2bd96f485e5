import { Flag, Play, RotateCcw, Undo2, UserPlus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  FILLER_WORDS,
  needsTrackerChoice,
  SPEAKER_NAME_MAX,
  sessionRecord,
  sessionTotal,
  speakerNameOrNull,
  totalCount,
  trackedSpeaker,
  zeroCounts,
} from "@/domain/tools/ah-counter";
import { TOOL_MESSAGES } from "@/domain/tools/messages";
import { withRecord } from "@/domain/tools/records";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { inputClass, SelectField } from "@/web/components/ui/field";
import { FillerWordButtons } from "@/web/components/ui/filler-word-buttons";
import { OptionList } from "@/web/components/ui/option-list";
import { notify } from "@/web/lib/toast";
import { CounterHistory } from "./ah-counter/counter-history";
import { useCounter, useCounterHistory } from "./ah-counter/use-counter";
import { newRecordId } from "./browser-storage";
import { ToolHeader } from "./tool-header";
import { useShortcuts } from "./use-shortcuts";

export function Component() {
  const [state, dispatch] = useCounter();
  const [history, saveHistory] = useCounterHistory();
  const [name, setName] = useState("");
  /** What waits for a yes before counts are dropped: a speaker with counts, or Reset. */
  const [confirming, setConfirming] = useState<{ kind: "remove"; id: string; name: string } | { kind: "reset" }>();
  const tracked = trackedSpeaker(state);

  const addSpeaker = (event: FormEvent) => {
    event.preventDefault();
    const speakerName = speakerNameOrNull(name);
    if (!speakerName) return notify(TOOL_MESSAGES.speakerNameRequired);
    dispatch({ type: "add", id: newRecordId(), name: speakerName });
    setName("");
    notify(TOOL_MESSAGES.speakerAdded(speakerName));
  };

  const start = () => {
    if (state.speakers.length === 0) return notify(TOOL_MESSAGES.noSpeakers);
    dispatch({ type: "start" });
    notify(TOOL_MESSAGES.sessionStarted(state.speakers.length));
  };

  const end = () => {
    saveHistory(withRecord(history, sessionRecord(state, newRecordId(), new Date())));
    const total = sessionTotal(state.speakers);
    dispatch({ type: "end" });
    notify(TOOL_MESSAGES.sessionCompleted(total));
  };

  const reset = () => {
    dispatch({ type: "reset" });
    notify(TOOL_MESSAGES.countsReset);
  };

  // Counts are never dropped without asking: removing a speaker who has some, or Reset while any are counted.
  const askReset = () => (sessionTotal(state.speakers) > 0 ? setConfirming({ kind: "reset" }) : reset());
  const askRemove = (speaker: (typeof state.speakers)[number]) =>
    totalCount(speaker) > 0
      ? setConfirming({ kind: "remove", id: speaker.id, name: speaker.name })
      : dispatch({ type: "remove", id: speaker.id });
  const confirmed = () => {
    if (confirming?.kind === "reset") reset();
    else if (confirming) dispatch({ type: "remove", id: confirming.id });
    setConfirming(undefined);
  };

  useShortcuts(
    Object.fromEntries(FILLER_WORDS.map((word, index) => [String(index + 1), () => dispatch({ type: "tap", word })])),
    state.active,
  );

  const speakers = (
    <Card>
      <CardHeader
        title="Speakers"
        description={state.active ? "You can add speakers during the session." : "Add tonight's speakers, then start."}
      />
      <CardBody className="space-y-4">
        <form onSubmit={addSpeaker} className="flex gap-2">
          <label htmlFor="speaker-name" className="sr-only">
            Speaker name
          </label>
          <input
            id="speaker-name"
            className={inputClass}
            placeholder="Speaker name"
            autoComplete="off"
            maxLength={SPEAKER_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="lg" className="h-11 shrink-0 px-4">
            <UserPlus aria-hidden="true" className="size-5" />
            Add
          </Button>
        </form>
        {state.speakers.length === 0 ? (
          <p className="rounded-xl border border-slate-300 border-dashed p-4 text-center text-slate-600 text-sm dark:border-slate-700 dark:text-slate-400">
            No speakers yet. Type a name and press Enter.
          </p>
        ) : (
          <ul aria-label="Speakers" className="divide-y divide-slate-200 dark:divide-slate-800">
            {state.speakers.map((speaker) => (
              <li key={speaker.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate font-medium">
                  {speaker.name}
                  {state.active && speaker.id === state.trackedId && (
                    <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 font-medium text-accent-700 text-xs dark:bg-accent-900/50 dark:text-accent-100">
                      Counting
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  {state.active && (
                    <span className="text-slate-600 text-sm tabular-nums dark:text-slate-400">
                      {totalCount(speaker)} total
                    </span>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-10 px-0"
                    aria-label={`Remove ${speaker.name}`}
                    onClick={() => askRemove(speaker)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {!state.active && (
          <Button size="lg" className="w-full" onClick={start}>
            <Play aria-hidden="true" className="size-5" />
            Start Session
          </Button>
        )}
      </CardBody>
    </Card>
  );

  const counting = (
    <Card>
      <CardHeader title="Count Filler Words" description="Tap a word each time you hear it. Keys 1–8 work too." />
      <CardBody className="space-y-4">
        {needsTrackerChoice(state) ? (
          <SelectField
            label="Counting for"
            id="tracked-speaker"
            value={state.trackedId ?? ""}
            onChange={(event) => dispatch({ type: "track", id: event.target.value })}
          >
            <option value="" disabled>
              Choose a speaker
            </option>
            <OptionList items={state.speakers} toValue={(speaker) => speaker.id} toLabel={(speaker) => speaker.name} />
          </SelectField>
        ) : (
          tracked && (
            <p className="font-medium">
              Counting for <span className="text-accent-700 dark:text-accent-300">{tracked.name}</span>
            </p>
          )
        )}
        <FillerWordButtons
          counts={tracked ? tracked.fillerWords : zeroCounts()}
          disabled={!tracked}
          shortcuts
          onTap={(word) => dispatch({ type: "tap", word })}
        />
        {tracked && (
          <p aria-live="polite" className="text-slate-600 text-sm dark:text-slate-400">
            {tracked.name}: {totalCount(tracked)} filler words so far
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => dispatch({ type: "undo" })}
            disabled={state.taps.length === 0}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            Undo
          </Button>
          <Button variant="secondary" size="lg" onClick={askReset}>
            <RotateCcw aria-hidden="true" className="size-5" />
            Reset
          </Button>
          <Button size="lg" onClick={end} className="col-span-2 sm:col-span-1">
            <Flag aria-hidden="true" className="size-5" />
            End Session
          </Button>
        </div>
      </CardBody>
    </Card>
  );

  return (
    <>
      <ToolHeader
        title="Ah Counter App"
        description="Count the filler words of each speaker with one tap, then share the totals at the end of the meeting."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* During a session the word buttons come first: on a phone they are what the ah counter needs. */}
        <div className="flex flex-col gap-6">
          {state.active && counting}
          {speakers}
        </div>
        <CounterHistory />
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={confirming?.kind === "remove" ? `Remove ${confirming.name}?` : "Reset every count?"}
        description={
          confirming?.kind === "remove"
            ? `${confirming.name}'s filler-word counts are dropped with them and will not be in the session report.`
            : "Every speaker's filler-word counts go back to zero. The speakers stay."
        }
        confirmLabel={confirming?.kind === "remove" ? "Remove speaker" : "Reset counts"}
        onConfirm={confirmed}
      />
    </>
  );
}

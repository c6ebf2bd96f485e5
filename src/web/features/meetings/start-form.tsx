import { Play } from "lucide-react";
import { useState } from "react";
import { expectedTiming, sourceLine, typeChoiceMatters } from "@/domain/meetings/timing-rule";
import { SPEECH_TYPES } from "@/domain/tools/timer";
import { Button } from "@/web/components/ui/button";
import { InputField, SelectField } from "@/web/components/ui/field";
import { OptionList } from "@/web/components/ui/option-list";
import { serverMoment } from "@/web/lib/server-clock";
import type { ConsoleState } from "./api";
import { newActionId, type TimerAction } from "./offline-actions";
import { type SpeakerOption, speakerOptions } from "./speaker-options";
import { ThresholdList } from "./timer-marks";

const GUEST = "guest";

/** The timer's choices before Start: speaker, agenda item, and the speech type when nothing else decides. */
export function StartForm({
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
          <SpeakerGroup label="Speakers" options={speakers} />
          <SpeakerGroup label="Role holders" options={others} />
          <option value={GUEST}>A guest (type the name)</option>
        </SelectField>
        <SelectField label="Agenda item" value={itemId} onChange={(event) => setItemChoice(event.target.value)}>
          <option value="">No agenda item</option>
          <OptionList items={state.agenda} toValue={(each) => each.id} toLabel={(each) => each.title} />
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
            <OptionList items={SPEECH_TYPES} toValue={(type) => type.id} toLabel={(type) => type.name} />
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

function SpeakerGroup({ label, options }: { label: string; options: SpeakerOption[] }) {
  if (options.length === 0) return null;
  return (
    <optgroup label={label}>
      <OptionList items={options} toValue={(option) => option.value} toLabel={(option) => option.label} />
    </optgroup>
  );
}

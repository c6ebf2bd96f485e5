import type { AgendaType } from "../events/inputs";
import type { SpeechRange, SpeechThresholds } from "../events/speech-timing";
import { type SpeechTypeId, speechType } from "../tools/timer";
import { AGENDA_SPEECH_TYPES, graceThresholds, SPEECH_TYPE_RANGES } from "./verdict";

/**
 * The thresholds a speech the timer starts is timed against (docs/decisions/159): the speaker's speech details, else
 * the agenda item's speech type, else the type the timer chose, else a project speech; the grace is the club's. The
 * server applies it when the speech starts; the console shows it before Start.
 */

export type ThresholdSource =
  | { kind: "speaker"; range: SpeechRange }
  | { kind: "item" | "chosen" | "default"; typeId: SpeechTypeId };

export type ExpectedTiming = { thresholds: SpeechThresholds; source: ThresholdSource };

export function expectedTiming({
  speakerRange,
  agendaType,
  speechTypeId,
  graceSeconds,
}: {
  speakerRange: SpeechRange | null | undefined;
  agendaType: AgendaType | null | undefined;
  speechTypeId: string | null | undefined;
  graceSeconds: number | null | undefined;
}): ExpectedTiming {
  const itemType = agendaType ? AGENDA_SPEECH_TYPES[agendaType] : undefined;
  const chosen = speechType(speechTypeId)?.id;
  const source: ThresholdSource = speakerRange
    ? { kind: "speaker", range: speakerRange }
    : itemType
      ? { kind: "item", typeId: itemType }
      : chosen
        ? { kind: "chosen", typeId: chosen }
        : { kind: "default", typeId: "project-speech" };
  const range = source.kind === "speaker" ? source.range : SPEECH_TYPE_RANGES[source.typeId];
  return { thresholds: graceThresholds(range, graceSeconds ?? undefined), source };
}

/** Whether the timer's own choice of speech type would matter: neither the speaker nor the item decides. */
export const typeChoiceMatters = (source: ThresholdSource) => source.kind === "chosen" || source.kind === "default";

/** Where the thresholds come from, in words: "Pia's speech details (4–6 min)", "Table Topics (the agenda item)". */
export function sourceLine(source: ThresholdSource, speakerName: string): string {
  if (source.kind === "speaker") {
    return `${speakerName}'s speech details (${source.range.minMinutes}–${source.range.maxMinutes} min)`;
  }
  const name = speechType(source.typeId)?.name ?? source.typeId;
  const range = SPEECH_TYPE_RANGES[source.typeId];
  const minutes = `${range.minMinutes}–${range.maxMinutes} min`;
  if (source.kind === "item") return `${name}, ${minutes} (the agenda item)`;
  if (source.kind === "chosen") return `${name}, ${minutes}`;
  return `${name}, ${minutes} (the default)`;
}

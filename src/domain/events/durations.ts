import { z } from "zod";
import { plural } from "../plurals";

/**
 * The one rule for minutes a person types (docs/decisions/117), used by the agenda panel, the Create Event dialog
 * and the server alike: not a number → the default; otherwise rounded to whole minutes, at least 1, at most `max`.
 */
export function wholeMinutes(value: unknown, { fallback, max }: { fallback: number; max: number }): number {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(1, Math.round(number)));
}

/** An agenda item's duration: 10 minutes when not a number, minimum 1 (the spec), at most 10 hours. */
export const AGENDA_DURATION = { fallback: 10, max: 600 } as const;
/** An event's planned length: 2 hours when not a number, minimum 1 minute, at most a day. */
export const EVENT_LENGTH = { fallback: 120, max: 1440 } as const;

export const agendaDuration = (value: unknown) => wholeMinutes(value, AGENDA_DURATION);
export const eventLength = (value: unknown) => wholeMinutes(value, EVENT_LENGTH);

/** Accepts what a person typed (a number or its text) and answers the minutes the rule makes of it. */
export const agendaMinutesInput = z.unknown().optional().transform(agendaDuration);
export const eventMinutesInput = z.unknown().optional().transform(eventLength);

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (count: number, unit: string) => plural(count, { one: `# ${unit}`, other: `# ${unit}s` });
  if (hours === 0) return part(rest, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
}

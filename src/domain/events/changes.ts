import { lengthLabel } from "./durations";
import { EVENT_TYPE_LABELS, type EventType } from "./inputs";
import { placeOfZone, zonedTime } from "./time-zones";

/** What an event's change and cancellation e-mails compare and name (docs/decisions/141). */
export type EventVersion = {
  title: string;
  description: string | null;
  eventDate: Date;
  durationMinutes: number;
  timeZone: string | null;
  location: string | null;
  eventType: EventType;
  isPublic: boolean;
};

export const EVENT_CANCELLED_MESSAGE = "This event has been cancelled.";

/** "Dec 01, 2026 at 7:00 PM CET (Berlin)": the event's local time where it takes place, its zone named. */
export function eventLocalTime(event: Pick<EventVersion, "eventDate" | "timeZone">): string {
  const zone = event.timeZone ?? "UTC";
  const { day, time, zone: short } = zonedTime(event.eventDate, zone);
  return `${day} at ${time} ${short} (${placeOfZone(zone)})`;
}

const openTo = (isPublic: boolean) => (isPublic ? "Everyone" : "Club members only");
const orNone = (text: string | null) => text?.trim() || "none";

/**
 * What changed between two versions of an event, one line each, as the change e-mail lists them; none when nothing
 * a reader would notice changed (the same instant written in another zone with the same local time counts).
 */
export function eventChangeLines(before: EventVersion, after: EventVersion): string[] {
  const lines: string[] = [];
  if (before.title !== after.title) lines.push(`Title: ${after.title} (was ${before.title})`);
  const when = eventLocalTime(after);
  const was = eventLocalTime(before);
  if (before.eventDate.getTime() !== after.eventDate.getTime() || when !== was) {
    lines.push(`When: ${when} (was ${was})`);
  }
  if (before.durationMinutes !== after.durationMinutes) {
    lines.push(`Length: ${lengthLabel(after.durationMinutes)} (was ${lengthLabel(before.durationMinutes)})`);
  }
  if (orNone(before.location) !== orNone(after.location)) {
    lines.push(`Location: ${orNone(after.location)} (was ${orNone(before.location)})`);
  }
  if (before.eventType !== after.eventType) {
    lines.push(`Type: ${EVENT_TYPE_LABELS[after.eventType]} (was ${EVENT_TYPE_LABELS[before.eventType]})`);
  }
  if (before.isPublic !== after.isPublic)
    lines.push(`Open to: ${openTo(after.isPublic)} (was ${openTo(before.isPublic)})`);
  if ((before.description ?? "").trim() !== (after.description ?? "").trim()) {
    lines.push(`Description: ${orNone(after.description)}`);
  }
  return lines;
}

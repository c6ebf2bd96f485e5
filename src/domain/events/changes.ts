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
 * What changed between two versions of an event, one line each as the change e-mail lists them, the old value before
 * the new ("Length: 2 hours → 1 hour 30 minutes"); none when nothing a reader would notice changed (the same instant
 * written in another zone with the same local time counts).
 */
export function eventChangeLines(before: EventVersion, after: EventVersion): string[] {
  const lines: string[] = [];
  const changed = (what: string, was: string, now: string) => lines.push(`${what}: ${was} → ${now}`);
  if (before.title !== after.title) changed("Title", before.title, after.title);
  const when = eventLocalTime(after);
  const was = eventLocalTime(before);
  if (before.eventDate.getTime() !== after.eventDate.getTime() || when !== was) changed("When", was, when);
  if (before.durationMinutes !== after.durationMinutes) {
    changed("Length", lengthLabel(before.durationMinutes), lengthLabel(after.durationMinutes));
  }
  if (orNone(before.location) !== orNone(after.location)) {
    changed("Location", orNone(before.location), orNone(after.location));
  }
  if (before.eventType !== after.eventType) {
    changed("Type", EVENT_TYPE_LABELS[before.eventType], EVENT_TYPE_LABELS[after.eventType]);
  }
  if (before.isPublic !== after.isPublic) changed("Open to", openTo(before.isPublic), openTo(after.isPublic));
  if ((before.description ?? "").trim() !== (after.description ?? "").trim()) {
    changed("Description", orNone(before.description), orNone(after.description));
  }
  return lines;
}

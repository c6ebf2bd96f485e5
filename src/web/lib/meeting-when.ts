import { eventTimes, zonedTime } from "@/domain/events/time-zones";

/** "Nov 20, 2026, 7:00 PM EST": a meeting's start in the viewer's zone. */
export function meetingWhen(eventDate: string, timeZone: string | null): string {
  const { viewer } = eventTimes(eventDate, timeZone);
  return `${viewer.day}, ${viewer.time} ${viewer.zone}`;
}

/** "Nov 03, 2026" in the viewer's zone, or "Never". */
export const dayOrNever = (instant: string | null) => (instant ? zonedTime(instant).day : "Never");

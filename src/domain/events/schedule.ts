import { MINUTE } from "../time";
/**
 * Where an event stands in time (docs/decisions/115): it runs from its date for its planned length; it is listed
 * until it ends, marked "Now" while it runs, and once ended its attendance, roles and agenda no longer change.
 * A meeting its moderator ended in the console (`endedAt`, docs/decisions/164) has ended then, whatever its plan.
 */
export type EventStatus = "upcoming" | "running" | "ended";

type Timed = { eventDate: string | Date; durationMinutes: number; endedAt?: string | Date | null };

const startOf = (event: Timed) => new Date(event.eventDate).getTime();

/** When the event ends (ms since the epoch). */
export const eventEndTime = (event: Timed) => startOf(event) + event.durationMinutes * MINUTE;

export function eventStatus(event: Timed, now: number = Date.now()): EventStatus {
  if (event.endedAt || now >= eventEndTime(event)) return "ended";
  return now >= startOf(event) ? "running" : "upcoming";
}

/** The next moment the status changes (start or end), or undefined once ended. */
export function nextStatusChange(event: Timed, now: number = Date.now()): number | undefined {
  const status = eventStatus(event, now);
  if (status === "ended") return undefined;
  return status === "upcoming" ? startOf(event) : eventEndTime(event);
}

export const EVENT_ENDED_MESSAGE = "This event has ended.";

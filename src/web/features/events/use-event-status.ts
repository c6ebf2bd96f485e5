import { useEffect, useState } from "react";
import { type EventStatus, eventStatus, nextStatusChange } from "@/domain/events/schedule";

/** Longest single wait of a timer (setTimeout holds at most about 24.8 days). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Upcoming, running ("Now") or ended on this device's clock, changing by itself when the event starts and ends; ended
 * at once when its moderator ended the meeting in the console (`endedAt`, docs/decisions/164).
 */
export function useEventStatus(event: {
  eventDate: string;
  durationMinutes: number;
  endedAt?: string | null;
}): EventStatus {
  const [now, setNow] = useState(() => Date.now());
  const next = nextStatusChange(event, now);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 50, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [next]);
  return eventStatus(event, now);
}

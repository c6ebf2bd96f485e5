import { eventEndTime } from "../events/schedule";
import { HOUR } from "../time";

/**
 * When a meeting's console records (docs/decisions/159): from two hours before the meeting (setting up) until the
 * moderator ends it — or, when nobody does, six hours after its planned end, since meetings run over their plan.
 * A cancelled meeting records nothing.
 */
export const CONSOLE_OPENS_BEFORE_MS = 2 * HOUR;
export const CONSOLE_CLOSES_AFTER_MS = 6 * HOUR;

export type ConsoleWindowProblem = "not-yet" | "ended" | "cancelled";

export const CONSOLE_WINDOW_MESSAGES: Record<ConsoleWindowProblem, string> = {
  "not-yet": "The meeting's console opens two hours before the meeting.",
  ended: "This meeting has ended: its record no longer changes.",
  cancelled: "This meeting has been cancelled.",
};

export function consoleWindowProblem(
  meeting: { eventDate: Date | string; durationMinutes: number; cancelledAt: Date | string | null },
  endedAt: Date | string | null,
  now: number,
): ConsoleWindowProblem | undefined {
  if (meeting.cancelledAt) return "cancelled";
  if (endedAt || now > eventEndTime(meeting) + CONSOLE_CLOSES_AFTER_MS) return "ended";
  if (now < new Date(meeting.eventDate).getTime() - CONSOLE_OPENS_BEFORE_MS) return "not-yet";
  return undefined;
}

import { MINUTE } from "../time";
import { lengthLabel } from "./durations";
import { zonedTime } from "./time-zones";

/**
 * The meeting's timing plan (docs/decisions/142): each agenda item starts when the items before it are done, counted
 * from the meeting's start; the plan ends after the last item, and runs over when that is past the meeting's planned
 * length (`durationMinutes`).
 */

export type PlannedItem<T> = { item: T; start: Date; end: Date };

export type TimingPlan<T> = {
  items: PlannedItem<T>[];
  /** When the last item ends (the meeting's start when there are no items). */
  end: Date;
  /** Minutes the plan runs past the meeting's planned length; 0 when it fits. */
  overrunMinutes: number;
  plannedMinutes: number;
};

export function timingPlan<T extends { durationMinutes: number }>(
  meeting: { eventDate: Date | string; durationMinutes: number },
  items: readonly T[],
): TimingPlan<T> {
  let start = new Date(meeting.eventDate);
  const planned = items.map((item) => {
    const end = new Date(start.getTime() + item.durationMinutes * MINUTE);
    const row = { item, start, end };
    start = end;
    return row;
  });
  const totalMinutes = items.reduce((sum, item) => sum + item.durationMinutes, 0);
  return {
    items: planned,
    end: start,
    overrunMinutes: Math.max(0, totalMinutes - meeting.durationMinutes),
    plannedMinutes: meeting.durationMinutes,
  };
}

/**
 * The plan's end as a line, in the viewer's zone (or `timeZone`), named as event times are (docs/decisions/116):
 * "Ends 8:10 PM EST · 10 min over the planned 2 hours", "Ends 8:50 PM EST · within the planned 2 hours". When the
 * plan ends on a later day than the meeting starts, the day is named: "Ends 12:10 AM EST on Jan 15, 2027 · …".
 */
export function planEndLine(
  meeting: { eventDate: Date | string },
  plan: Pick<TimingPlan<unknown>, "end" | "overrunMinutes" | "plannedMinutes">,
  timeZone?: string,
): string {
  const end = zonedTime(plan.end, timeZone);
  const onDay = end.day === zonedTime(meeting.eventDate, timeZone).day ? "" : ` on ${end.day}`;
  const fit =
    plan.overrunMinutes > 0
      ? `${plan.overrunMinutes} min over the planned ${lengthLabel(plan.plannedMinutes)}`
      : `within the planned ${lengthLabel(plan.plannedMinutes)}`;
  return `Ends ${end.time} ${end.zone}${onDay} · ${fit}`;
}

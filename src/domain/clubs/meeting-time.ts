import { parseTime } from "../events/recurrence";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "19:30" (a time field's value) → "7:30 PM", as clubs show their meeting time. */
export function meetingTimeText(value: string): string {
  const time = parseTime(value);
  if (!time) return value;
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour}:${String(time.minute).padStart(2, "0")} ${time.hour < 12 ? "AM" : "PM"}`;
}

/** "7:30 PM" → "19:30" for a time field; "" when the text is not such a time. */
export function meetingTimeValue(text: string | null): string {
  const match = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([AP])\.?M\.?$/i.exec(text?.trim() ?? "");
  if (!match) return "";
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "P" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${match[2]}`;
}

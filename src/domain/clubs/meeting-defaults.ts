import { dayIn, formatDay, zonedInstant } from "../dates";
import { addDays, parseTime } from "../events/recurrence";
import { meetingTimeValue, WEEKDAYS } from "./meeting-time";

/** What a club's Settings say about its meetings, as the Create Event dialog starts from them (decision 175). */
export type ClubMeetingSettings = {
  timeZone: string | null;
  location: string | null;
  /** "Thursday", or null for no fixed day. */
  meetingDay: string | null;
  /** "7:00 PM", as clubs show it, or null. */
  meetingTime: string | null;
};

/**
 * The date (yyyy-MM-dd) and time (HH:mm) of the club's next meeting on its own wall clock: the next meeting day
 * (today too, when its meeting time is still ahead) at the meeting time. Only what the club has set: no zone, day or
 * time → that part is left out.
 */
export function nextMeeting(club: ClubMeetingSettings, now = new Date()): { date?: string; time?: string } {
  const time = meetingTimeValue(club.meetingTime) || undefined;
  const weekday = WEEKDAYS.indexOf(club.meetingDay as (typeof WEEKDAYS)[number]);
  if (!club.timeZone || weekday < 0) return { time };
  const today = dayIn(now, club.timeZone);
  const todayIndex = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7; // Monday 0
  let day = addDays(today, (weekday - todayIndex + 7) % 7);
  const clock = parseTime(time ?? "") ?? { hour: 23, minute: 59 };
  if (zonedInstant(day, clock, club.timeZone).getTime() <= now.getTime()) day = addDays(day, 7);
  return { date: formatDay(day), time };
}

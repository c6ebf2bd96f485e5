import { TZDate } from "@date-fns/tz";
import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { isTimeZone } from "../dates";
import { plural } from "../plurals";
import { DAY, MINUTE, SECOND } from "../time";
import { timeZoneRules } from "./time-zone-rules";

/**
 * A member's calendar feed (docs/decisions/225): their clubs' meetings and the meetings where they hold a role, each
 * in its own time zone (TZID with the zone's rules in the file), with stable UIDs and SEQUENCE / LAST-MODIFIED from
 * the meeting's last change, so a calendar application that subscribed keeps it up to date.
 */
export type FeedMeeting = {
  id: string;
  title: string;
  clubName: string | null;
  description: string | null;
  location: string | null;
  start: Date;
  minutes: number;
  /** Where it takes place; null or unknown: times in UTC. */
  timeZone: string | null;
  url: string;
  cancelled: boolean;
  createdAt: Date;
  /** When the meeting or the member's roles there last changed. */
  changedAt: Date;
  /** The names of the roles the member holds there, as the product names them. */
  roles: readonly string[];
};

export type Feed = { productName: string; memberName: string; meetings: readonly FeedMeeting[] };

/** "Timer — Berlin Demo Night"; without a role, the meeting's title. */
export function feedSummary(meeting: Pick<FeedMeeting, "title" | "roles">): string {
  return meeting.roles.length === 0 ? meeting.title : `${meeting.roles.join(" and ")} — ${meeting.title}`;
}

/** What the entry's notes say: the member's roles first, then the club, the meeting's description and its page. */
export function feedDescription(meeting: Pick<FeedMeeting, "roles" | "clubName" | "description" | "url">): string {
  const roles =
    meeting.roles.length === 0
      ? null
      : `${plural(meeting.roles.length, { one: "Your role", other: "Your roles" })}: ${meeting.roles.join(", ")}`;
  const club = meeting.clubName ? `Club: ${meeting.clubName}` : null;
  return [roles, club, meeting.description?.trim(), meeting.url].filter(Boolean).join("\n\n");
}

/** SEQUENCE: seconds from the meeting's creation to its last change, so every change counts up. */
export const feedSequence = (meeting: Pick<FeedMeeting, "createdAt" | "changedAt">) =>
  Math.max(0, Math.floor((meeting.changedAt.getTime() - meeting.createdAt.getTime()) / SECOND));

export function calendarFeed(feed: Feed, now = new Date()): string {
  const starts = feed.meetings.map((meeting) => meeting.start.getTime());
  const rulesFrom = new Date(Math.min(now.getTime(), ...starts) - DAY);
  const rulesTo = new Date(Math.max(now.getTime(), ...starts) + 2 * DAY);
  const calendar = ical({
    prodId: `//${escapeText(feed.productName, false)}//My meetings//EN`,
    name: `${feed.productName}: ${feed.memberName}'s meetings`,
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => timeZoneRules(zone, rulesFrom, rulesTo) },
  });
  for (const meeting of feed.meetings) {
    const zone = meeting.timeZone && isTimeZone(meeting.timeZone) ? meeting.timeZone : null;
    const at = (instant: Date) => (zone ? new TZDate(instant, zone) : instant);
    const end = new Date(meeting.start.getTime() + meeting.minutes * MINUTE);
    calendar.createEvent({
      id: `${meeting.id}@${new URL(meeting.url).host}`,
      stamp: now,
      created: meeting.createdAt,
      lastModified: meeting.changedAt,
      sequence: feedSequence(meeting),
      start: at(meeting.start),
      end: at(end),
      timezone: zone,
      summary: feedSummary(meeting),
      description: feedDescription(meeting),
      location: meeting.location?.trim() || null,
      url: meeting.url,
      status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // every content line ends with CRLF, the last one included (RFC 5545 §3.1)
  return `${calendar.toString()}\r\n`;
}

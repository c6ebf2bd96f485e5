/**
 * Event times in a time zone, with the zone's short name (docs/decisions/116): the viewer's own time first (the
 * spec's "MMM dd, yyyy" and "h:mm a"), and the time where the event takes place when that reads differently.
 */
import { DEFAULT_LOCALE, formatDate, isTimeZone, type ZonedTime, zonedTime, zoneName } from "../dates";

export type { ZonedTime };
export { zonedTime };

/**
 * The day with its weekday, "Wed, Dec 02, 2026" (docs/decisions/195): the spec's "MMM dd, yyyy" led by the weekday,
 * wherever events of a series are listed one under another — they share a title, and the day tells them apart.
 */
export function dayWithWeekday(instant: Date | string, timeZone?: string, locale = DEFAULT_LOCALE): string {
  return `${formatDate(instant, "weekday", { timeZone, locale })}, ${zonedTime(instant, timeZone, locale).day}`;
}

/** The day an event takes place, in its own zone (UTC when it has none): "Dec 03, 2026". */
export const eventDay = (event: { eventDate: Date | string; timeZone?: string | null }) =>
  zonedTime(event.eventDate, event.timeZone ?? "UTC").day;

/** "Europe/London" → "London", "America/Argentina/Buenos_Aires" → "Buenos Aires"; "UTC" stays "UTC". */
export function placeOfZone(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
}

export type EventTimes = {
  /** In the viewer's zone. */
  viewer: ZonedTime;
  /** Where the event takes place, when its wall clock or zone name differs from the viewer's; else undefined. */
  local?: ZonedTime & { place: string };
};

/** The event's time for a viewer, and its local time where it takes place when that reads differently. */
export function eventTimes(
  instant: Date | string,
  eventZone: string | null | undefined,
  viewerZone?: string,
): EventTimes {
  const viewer = zonedTime(instant, viewerZone);
  if (!eventZone || !isTimeZone(eventZone)) return { viewer };
  const local = zonedTime(instant, eventZone);
  const same = local.day === viewer.day && local.time === viewer.time && local.zone === viewer.zone;
  return same ? { viewer } : { viewer, local: { ...local, place: placeOfZone(eventZone) } };
}

/**
 * A zone named for people (docs/decisions/175): its generic long name and its place, "Central Time — Chicago",
 * "Coordinated Universal Time — UTC"; the zone's own name when the runtime does not know it.
 */
export function zoneLabel(timeZone: string, now = new Date()): string {
  const name = (style: "longGeneric" | "long") => zoneName(timeZone, style, { at: now });
  const generic = name("longGeneric");
  const long = generic && !generic.startsWith("GMT") ? generic : name("long");
  return long ? `${long} — ${placeOfZone(timeZone)}` : timeZone.replaceAll("_", " ");
}

export type ClubTimes = {
  /** Where the club meets (its event's zone, else the club's), with the place; the viewer's when neither is known. */
  club: ZonedTime & { place?: string };
  /** The viewer's own time, when it reads differently. */
  yours?: ZonedTime;
};

/** A club's event time as its page shows it: the club's time, named, and the viewer's beside it when different. */
export function clubTimes(instant: Date | string, clubZone: string | null | undefined, viewerZone?: string): ClubTimes {
  const { viewer, local } = eventTimes(instant, clubZone, viewerZone);
  if (local) return { club: local, yours: viewer };
  return { club: clubZone && isTimeZone(clubZone) ? { ...viewer, place: placeOfZone(clubZone) } : viewer };
}

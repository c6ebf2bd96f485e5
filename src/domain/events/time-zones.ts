/**
 * Event times in a time zone, with the zone's short name (docs/decisions/116): the viewer's own time first (the
 * spec's "MMM dd, yyyy" and "h:mm a"), and the time where the event takes place when that reads differently.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "2-digit",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "short",
    });
    formatters.set(key, found);
  }
  return found;
}

/** An instant as read on a wall clock in one zone (undefined: the zone of the runtime, i.e. the viewer's). */
export type ZonedTime = {
  /** "Mar 04, 2026" */
  day: string;
  /** "7:00 AM" */
  time: string;
  /** The zone's short name from Intl, e.g. "EST", "GMT", "GMT+1". */
  zone: string;
};

export function zonedTime(instant: Date | string, timeZone?: string): ZonedTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.month} ${parts.day}, ${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
    zone: parts.timeZoneName ?? "",
  };
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/**
 * The day with its weekday, "Wed, Dec 02, 2026" (docs/decisions/195): the spec's "MMM dd, yyyy" led by the weekday,
 * wherever events of a series are listed one under another — they share a title, and the day tells them apart.
 */
export function dayWithWeekday(instant: Date | string, timeZone?: string): string {
  const key = timeZone ?? "";
  let weekday = weekdays.get(key);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" });
    weekdays.set(key, weekday);
  }
  return `${weekday.format(new Date(instant))}, ${zonedTime(instant, timeZone).day}`;
}

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
  if (!eventZone || !isKnownZone(eventZone)) return { viewer };
  const local = zonedTime(instant, eventZone);
  const same = local.day === viewer.day && local.time === viewer.time && local.zone === viewer.zone;
  return same ? { viewer } : { viewer, local: { ...local, place: placeOfZone(eventZone) } };
}

function isKnownZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone named for people (docs/decisions/175): its generic long name and its place, "Central Time — Chicago",
 * "Coordinated Universal Time — UTC"; the zone's own name when the runtime does not know it.
 */
export function zoneLabel(timeZone: string, now = new Date()): string {
  const name = (style: "longGeneric" | "long") => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style })
        .formatToParts(now)
        .find((part) => part.type === "timeZoneName")?.value;
    } catch {
      return undefined;
    }
  };
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
  return { club: clubZone && isKnownZone(clubZone) ? { ...viewer, place: placeOfZone(clubZone) } : viewer };
}

import { tzOffset, tzScan } from "@date-fns/tz";
import { HOUR, MINUTE } from "../time";

/**
 * A VTIMEZONE block (RFC 5545 §3.6.5) for an IANA zone, with every change of its offset between `from` and `to` as
 * an observance of its own (docs/decisions/225): a calendar reading times given with `TZID=` knows the zone's rules
 * from the file itself, without a database of zones.
 */
export function timeZoneRules(zone: string, from: Date, to: Date): string {
  const first = tzOffset(zone, from);
  const observances = [
    observance("STANDARD", from, first, first),
    ...tzScan(zone, { start: from, end: to }).map((change) =>
      observance(
        change.change > 0 ? "DAYLIGHT" : "STANDARD",
        change.date,
        change.offset - change.change,
        change.offset,
      ),
    ),
  ];
  return ["BEGIN:VTIMEZONE", `TZID:${zone}`, ...observances.flat(), "END:VTIMEZONE"].join("\r\n");
}

function observance(kind: "STANDARD" | "DAYLIGHT", at: Date, offsetFrom: number, offsetTo: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallClock(at, offsetFrom)}`,
    `TZOFFSETFROM:${offsetText(offsetFrom)}`,
    `TZOFFSETTO:${offsetText(offsetTo)}`,
    `END:${kind}`,
  ];
}

/** The local time (before the change) as iCalendar writes it: 20261025T030000. */
function wallClock(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * MINUTE).toISOString();
  return local.slice(0, 19).replace(/[-:]/g, "");
}

/** +0100, -0330 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  const perHour = HOUR / MINUTE;
  return `${sign}${String(Math.floor(whole / perHour)).padStart(2, "0")}${String(whole % perHour).padStart(2, "0")}`;
}

import Papa from "papaparse";
import { dayKey, wallClockTime } from "../dates";
import { fileNamePart } from "../text";

/**
 * A club's lists as CSV files (docs/decisions/227): the roster and the role history. Opened in a spreadsheet, a cell
 * that starts with = + - @ (or a tab or carriage return) would be run as a formula: such a cell is written with a
 * leading apostrophe, which the spreadsheet shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A UTF-8 byte order mark first, so that spreadsheets read accented names right; our import skips it. */
const BYTE_ORDER_MARK = "\uFEFF";

export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const body = Papa.unparse([header as string[], ...(rows as string[][])], {
    escapeFormulae: FORMULA_START,
    newline: "\r\n",
  });
  return `${BYTE_ORDER_MARK}${body}\r\n`;
}

/** A file name from the club's name and the day: "harbour-speakers-roster-2026-11-27.csv". */
export function rosterFileName(
  clubName: string,
  list: "roster" | "role-history" | "attendance",
  now: Date,
  timeZone: string,
): string {
  return `${fileNamePart(clubName) || "club"}-${list}-${dayKey(now, timeZone)}.csv`;
}

/** A meeting's first cells in each list: its day and time in its own zone, and its title. */
const meetingCells = (entry: { eventDate: Date; timeZone: string; meeting: string }) => [
  dayKey(entry.eventDate, entry.timeZone),
  wallClockTime(entry.eventDate, entry.timeZone),
  entry.meeting,
];

export const ROSTER_HEADER = ["Name", "E-mail", "Joined", "Officer role"] as const;
export const ROLE_HISTORY_HEADER = ["Date", "Time", "Meeting", "Role", "Member"] as const;

export type RosterEntry = { name: string; email: string; joinedAt: Date; officerTitle: string | null };

export const rosterCsv = (entries: readonly RosterEntry[], timeZone: string) =>
  csvText(
    ROSTER_HEADER,
    entries.map((entry) => [entry.name, entry.email, dayKey(entry.joinedAt, timeZone), entry.officerTitle ?? ""]),
  );

export type RoleHistoryEntry = { eventDate: Date; timeZone: string; meeting: string; role: string; member: string };

/** Each role held at a meeting, on the meeting's day and time in its own zone. */
export const roleHistoryCsv = (entries: readonly RoleHistoryEntry[]) =>
  csvText(
    ROLE_HISTORY_HEADER,
    entries.map((entry) => [...meetingCells(entry), entry.role, entry.member]),
  );

/** The attendance file's columns (decision 232): one row per member or guest of each meeting. */
export const ATTENDANCE_HEADER = ["Date", "Time", "Meeting", "Name", "Member or guest", "Attended"] as const;

export type AttendanceEntry = {
  eventDate: Date;
  timeZone: string;
  meeting: string;
  name: string;
  guest: boolean;
  present: boolean;
};

/** Who was at each meeting and who was not: members "Yes"/"No", guests always "Yes". */
export const attendanceCsv = (entries: readonly AttendanceEntry[]) =>
  csvText(
    ATTENDANCE_HEADER,
    entries.map((entry) => [
      ...meetingCells(entry),
      entry.name,
      entry.guest ? "Guest" : "Member",
      entry.present ? "Yes" : "No",
    ]),
  );

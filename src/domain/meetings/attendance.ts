import { z } from "zod";
import { plural } from "../plurals";
import { emailField, textField } from "../text";

/**
 * Attendance at a club's meeting (docs/decisions/232): the Sergeant at Arms, the moderator or an officer checks
 * members in from the club's list and adds guests. A role holder is present unless marked absent; any other member
 * is present once checked in. Guests count as attendees; an officer may give a guest one of the meeting's roles.
 */

export const ATTENDANCE_LIMITS = { guestName: 80, heardFrom: 120, email: 254 } as const;

/** A member's mark at the meeting: checked in (true), marked absent (false), or none yet (undefined). */
export type AttendanceMark = boolean | undefined;

/** Whether a member was at the meeting: their mark if they have one, else whether they held a role there. */
export const isPresent = (holdsRole: boolean, mark: AttendanceMark): boolean => mark ?? holdsRole;

/**
 * A member's attendance rate in whole percent: the meetings they were at among the meetings held since they
 * joined; null before any meeting was held.
 */
export function attendanceRate(present: number, held: number): number | null {
  if (held <= 0) return null;
  return Math.round((Math.min(present, held) / held) * 100);
}

/** "3 of 4 (75%)", "No meetings yet". */
export const attendanceRateLabel = (present: number, held: number): string => {
  const rate = attendanceRate(present, held);
  return rate === null ? "No meetings yet" : `${present} of ${held} (${rate}%)`;
};

/** A meeting's attendance as the report says it: "6 attendees, including 1 guest". */
export function attendanceLine(attendees: number, guests: number): string {
  const people = plural(attendees, { one: "# attendee", other: "# attendees" });
  if (guests <= 0) return people;
  return `${people}, including ${plural(guests, { one: "# guest", other: "# guests" })}`;
}

/** Checking a member in (present: true) or marking them absent (present: false). */
export const checkInInput = z.strictObject({ present: z.boolean({ error: "present must be true or false." }) });

/** How a guest heard of the club: a few common answers, or the guest's own words. */
export const HEARD_FROM_CHOICES = [
  "A friend or colleague",
  "Web search",
  "Social media",
  "Meetup",
  "Walked by",
] as const;

/** A guest the check-in adds; the browser chooses the id so a repeated add adds one guest. */
export const guestInput = z.strictObject({
  name: textField("Guest name", ATTENDANCE_LIMITS.guestName).min(1, "Guest name is required."),
  email: z
    .union([z.literal(""), emailField(ATTENDANCE_LIMITS.email)])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  heardFrom: textField("How they heard of the club", ATTENDANCE_LIMITS.heardFrom)
    .optional()
    .transform((value) => value || null),
  consent: z.boolean({ error: "consent must be true or false." }).default(false),
});
export type GuestInput = z.input<typeof guestInput>;
export type GuestValues = z.output<typeof guestInput>;

/** An officer gives a guest a role (a key of the club's set), or takes it back (null). */
export const guestRoleInput = z.strictObject({
  roleType: z.string().min(1).max(60).nullable(),
});

/** The toasts and words of the check-in panel. */
export const ATTENDANCE_MESSAGES = {
  panelTitle: "Check-in",
  guestsTitle: "Guests",
  noMembers: "The club has no members to check in yet.",
  guestAdded: (name: string) => `${name} is checked in as a guest.`,
  guestHoldsOneRole: "A guest holds at most one role at a meeting.",
  consentLabel: "Agrees to be contacted by the club",
} as const;

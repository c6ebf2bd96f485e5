import { z } from "zod";
import { NUDGE_DAYS } from "../events/nudge";
import { parseTime } from "../events/recurrence";
import { REMINDER_DAYS } from "../events/reminders";
import { MEETING_LIMITS } from "../meetings/inputs";
import { errorMessage, type Message } from "../messages";
import { plural } from "../plurals";
import { textField } from "../text";
import { currentZoneName } from "../time-zone-names";
import { WEEKDAYS } from "./meeting-time";

export { meetingTimeText, meetingTimeValue, WEEKDAYS } from "./meeting-time";

export const CLUB_SETTINGS_LIMITS = { name: 100, description: 1000, location: 200, contactEmail: 254, websiteUrl: 500 };

export const CLUB_SETTINGS_MESSAGES = {
  saved: { title: "Settings saved", description: "The club's settings are saved." },
  saveFailed: errorMessage("Failed to save the club's settings. Please try again."),
} as const satisfies Record<string, Message | string>;

/** A zone's current name ("europe/berlin" → "Europe/Berlin", "Asia/Calcutta" → "Asia/Kolkata"; decision 175). */
export const canonicalTimeZone = (value: string) => currentZoneName(value) ?? value;

const REMINDER_DAYS_MESSAGE = "Reminder days must be a whole number from 0 to 14.";
const NUDGE_DAYS_MESSAGE = "Open-role request days must be a whole number from 0 to 14.";

/** A whole number within `range`; `message` for anything else. */
const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(range.min, message).max(range.max, message);

const optionalText = (label: string, max: number, multiLine = false) => textField(label, max, { multiLine });

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

const GRACE_MESSAGE = `Timing grace must be a whole number of seconds from 0 to ${MEETING_LIMITS.graceSecondsMax}.`;

/** What an officer may change of their club (Settings). Empty text clears a field. */
export const clubSettingsInput = z.strictObject({
  name: textField("Name", CLUB_SETTINGS_LIMITS.name).min(1, "Name is required."),
  description: optionalText("Description", CLUB_SETTINGS_LIMITS.description, true),
  location: optionalText("Location", CLUB_SETTINGS_LIMITS.location),
  meetingDay: z.enum([...WEEKDAYS, ""], "Meeting day must be a day of the week."),
  meetingTime: z
    .string()
    .refine((value) => value === "" || parseTime(value) !== undefined, "Meeting time must be a time such as 19:30."),
  timeZone: z
    .string()
    .max(100, "Time zone must be an IANA time zone such as Europe/Berlin.")
    .refine(
      (value) => currentZoneName(value) !== undefined,
      "Time zone must be an IANA time zone such as Europe/Berlin.",
    )
    .transform(canonicalTimeZone),
  contactEmail: optionalText("Contact e-mail", CLUB_SETTINGS_LIMITS.contactEmail).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Contact e-mail must be a valid e-mail address, such as team@example.com.",
  ),
  websiteUrl: optionalText("Website", CLUB_SETTINGS_LIMITS.websiteUrl).refine(
    (value) => value === "" || isWebAddress(value),
    "Website must be a web address starting with https:// or http://.",
  ),
  /** How many days before a meeting its role holders are reminded, 0 for never (docs/decisions/153); not given: unchanged. */
  reminderDays: wholeNumber(REMINDER_DAYS, REMINDER_DAYS_MESSAGE).optional(),
  /**
   * How many days before a meeting members without a recent role are asked to take its open roles, 0 for never
   * (docs/decisions/157); not given: unchanged.
   */
  nudgeDays: wholeNumber(NUDGE_DAYS, NUDGE_DAYS_MESSAGE).optional(),
  /**
   * The seconds either side of a speech's range that still count as within time at the club's meetings, 0 to 120
   * (docs/decisions/159); not given: unchanged.
   */
  graceSeconds: wholeNumber({ min: 0, max: MEETING_LIMITS.graceSecondsMax }, GRACE_MESSAGE).optional(),
  /** The club's default agenda template (one of its own), null for none; not given leaves it as it is. */
  defaultTemplateId: z.uuid("Default template must be one of the club's agenda templates.").nullable().optional(),
});

export type ClubSettingsInput = z.input<typeof clubSettingsInput>;
export type ClubSettings = z.output<typeof clubSettingsInput>;

/** The reminder and open-role settings an officer is about to save, to learn what saving sends (decision 177). */
export const settingMessagesQuery = z.strictObject({
  reminderDays: z.coerce
    .number(REMINDER_DAYS_MESSAGE)
    .pipe(wholeNumber(REMINDER_DAYS, REMINDER_DAYS_MESSAGE))
    .optional(),
  nudgeDays: z.coerce.number(NUDGE_DAYS_MESSAGE).pipe(wholeNumber(NUDGE_DAYS, NUDGE_DAYS_MESSAGE)).optional(),
});

/** The settings form's question before a save that sends e-mails at once. */
export function settingMessagesQuestion(counts: { reminders: number; nudges: number }): string {
  const parts = [
    counts.reminders > 0 && plural(counts.reminders, { one: "# role reminder", other: "# role reminders" }),
    counts.nudges > 0 && plural(counts.nudges, { one: "# open-role request", other: "# open-role requests" }),
  ].filter(Boolean);
  return `Saving sends ${parts.join(" and ")} by e-mail now, to members of the club's upcoming meetings. Save anyway?`;
}

import { runtimeTimeZone } from "@/domain/dates";
import { eventLength } from "@/domain/events/durations";
import { type EventRoles, firstBrokenAssignment, SPEC_EVENT_ROLES } from "@/domain/events/event-roles";
import { DEFAULT_EVENT_LENGTH, type EventType } from "@/domain/events/inputs";
import { type EventDateProblem, eventDateProblems, wallClockOf } from "@/domain/events/new-event-dates";
import type { RecurrencePattern } from "@/domain/events/recurrence";
import type { EventDetails } from "./event-keys";
import type { RoleDraft } from "./new-role-assignments";

/** What the Create Event dialog holds as the planner types: its fields, checked before anything is sent. */

export const EMPTY_EVENT = {
  title: "",
  eventType: "meeting" as EventType,
  date: "",
  time: "",
  length: String(DEFAULT_EVENT_LENGTH),
  location: "",
  description: "",
  clubId: "",
  isPublic: true,
  recurring: false,
  pattern: "weekly" as RecurrencePattern,
  endDate: "",
};
export type EventForm = typeof EMPTY_EVENT;

export type EventFormErrors = {
  title?: string;
  date?: string;
  time?: string;
  endDate?: string;
  access?: string;
  roles?: Record<number, string>;
};

/** Where the dialog shows each date problem (src/domain/events/new-event-dates.ts), and in which words. */
const DATE_PROBLEMS: Record<EventDateProblem, { field: "date" | "time" | "endDate"; text: string }> = {
  "date-missing": { field: "date", text: "Date is required" },
  "time-missing": { field: "time", text: "Time is required" },
  "end-in-the-past": { field: "endDate", text: "End Date cannot be in the past" },
  "end-before-date": { field: "endDate", text: "End Date must be on or after the event's date" },
  "not-ahead": { field: "date", text: "Choose a date and time in the future" },
};

/** The form filled with the event being edited, its date and time read where it takes place. */
export function formOf(event: EventDetails): EventForm {
  const { date, time } = wallClockOf(event.eventDate, event.timeZone ?? runtimeTimeZone());
  return {
    ...EMPTY_EVENT,
    title: event.title,
    eventType: event.eventType,
    date,
    time,
    length: String(event.durationMinutes),
    location: event.location ?? "",
    description: event.description ?? "",
    clubId: event.clubId ?? "",
    isPublic: event.isPublic,
  };
}

export function validate(
  form: EventForm,
  roles: RoleDraft[],
  options: {
    timeZone: string;
    unchangedStart?: { date: string; time: string };
    /** The roles the event offers: its club's (docs/decisions/223), else the specification's five. */
    eventRoles?: EventRoles;
  },
  now = new Date(),
): EventFormErrors {
  const errors: EventFormErrors = {};
  if (!form.title.trim()) errors.title = "Event Title is required";
  if (!form.isPublic && !form.clubId)
    errors.access = "Members only needs a club: choose the club whose members may come.";
  const endDate = form.recurring ? form.endDate : "";
  const kept = options.unchangedStart?.date === form.date && options.unchangedStart?.time === form.time;
  for (const problem of eventDateProblems({ ...form, timeZone: options.timeZone, endDate }, now)) {
    if (kept && problem === "not-ahead") continue; // a running event keeps its start while other details change
    const { field, text } = DATE_PROBLEMS[problem];
    errors[field] = text;
  }
  const filled = roles.filter((row) => row.member);
  const broken = firstBrokenAssignment(
    filled.map((row) => ({ userId: row.member?.id ?? "", roleType: row.roleType })),
    [],
    undefined,
    options.eventRoles ?? SPEC_EVENT_ROLES,
  );
  if (broken) {
    const row = filled[broken.index];
    if (row) errors.roles = { [row.key]: `${broken.refusal.title}: ${broken.refusal.description}` };
  }
  return errors;
}

/** The details a new event and an edited one both send, read where the event takes place. */
export function eventDetailsOf(form: EventForm, timeZone: string) {
  return {
    title: form.title,
    eventType: form.eventType,
    date: form.date,
    time: form.time,
    durationMinutes: eventLength(form.length),
    timeZone,
    location: form.location,
    description: form.description,
    isPublic: form.isPublic,
  };
}

import { z } from "zod";
import { isTimeZone } from "../dates";
import { textField } from "../text";
import { AGENDA_DURATION, agendaDuration, agendaMinutesInput, EVENT_LENGTH, eventMinutesInput } from "./durations";
import { ROLE_SLOT_MESSAGE } from "./messages";
import { parseDay, parseTime, RECURRENCE_PATTERNS } from "./recurrence";
import { roleKey } from "./roles";

/** Longest text accepted for each field of events and agendas; the server refuses longer input. */
export const EVENT_LIMITS = {
  title: 120,
  description: 2000,
  location: 200,
  agendaTitle: 120,
  agendaDescription: 500,
  agendaItems: 40,
  /** The most items a reorder may name (more than one event's agenda holds in practice). */
  agendaOrder: 500,
  roleRows: 40,
  memberSearch: 100,
} as const;

export const EVENT_TYPES = ["meeting", "contest", "training", "social", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  meeting: "Meeting",
  contest: "Contest",
  training: "Training",
  social: "Social",
  other: "Other",
};

export const AGENDA_TYPES = ["general", "pitch", "evaluation", "qa"] as const;
export type AgendaType = (typeof AGENDA_TYPES)[number];
export const AGENDA_TYPE_LABELS: Record<AgendaType, string> = {
  general: "General",
  pitch: "Pitch",
  evaluation: "Evaluation",
  qa: "Q&A",
};

/** What an agenda item's and an event's minutes fields start with. */
export const DEFAULT_DURATION = AGENDA_DURATION.fallback;
export const DEFAULT_EVENT_LENGTH = EVENT_LENGTH.fallback;

const text = (label: string, max: number) => textField(label, max);
const multiLineText = (label: string, max: number) => textField(label, max, { multiLine: true });

const day = (label: string) =>
  z
    .string()
    .refine((value) => value.trim() !== "", { message: `${label} is required`, abort: true })
    .refine((value) => parseDay(value) !== undefined, `${label} is not a valid date`);

/**
 * The role slot an agenda item belongs to (a prepared pitch → pitcher), or none: null. A key of the event's roles
 * (its club's role set, docs/decisions/223): the server checks it is one.
 */
export const roleSlotInput = z
  .string()
  .regex(/^[a-z0-9_]{1,48}$/, ROLE_SLOT_MESSAGE)
  .nullable();

export const agendaItemInput = z.strictObject({
  title: text("Title", EVENT_LIMITS.agendaTitle).min(1, "Title is required"),
  description: multiLineText("Description", EVENT_LIMITS.agendaDescription).default(""),
  /** Minutes as typed: the one duration rule (durations.ts) makes whole minutes of it, 10 when not a number. */
  durationMinutes: agendaMinutesInput,
  agendaType: z.enum(AGENDA_TYPES).default("general"),
  roleType: roleSlotInput.default(null),
});
export type AgendaItemInput = z.infer<typeof agendaItemInput>;

/** An edit of an agenda item: only the fields sent change (minutes follow the one duration rule). */
export const agendaItemChanges = z.strictObject({
  title: text("Title", EVENT_LIMITS.agendaTitle).min(1, "Title is required").optional(),
  description: multiLineText("Description", EVENT_LIMITS.agendaDescription).optional(),
  durationMinutes: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : agendaDuration(value))),
  agendaType: z.enum(AGENDA_TYPES).optional(),
  roleType: roleSlotInput.optional(),
});
export type AgendaItemChanges = z.infer<typeof agendaItemChanges>;

/** The agenda's new order: every item of the meeting, each once (docs/decisions/142). */
export const agendaOrderInput = z.strictObject({
  itemIds: z.array(z.uuid("itemIds must be agenda item ids")).max(EVENT_LIMITS.agendaOrder),
});

/** A row of the Create Event dialog's agenda: rows without a title are not saved. */
const agendaRow = agendaItemInput.extend({ title: text("Agenda item title", EVENT_LIMITS.agendaTitle) });

/** A row of the Create Event dialog's role assignments: rows without a member are not saved. */
const roleRow = z.strictObject({
  userId: z.string().max(200),
  roleType: roleKey.default("pitcher"),
});

const eventZone = z.string().max(100).refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/Berlin");

export const EVENT_ZONE_UNKNOWN = "timeZone is required when the event's club has no time zone.";

export const createEventInput = z.strictObject({
  title: text("Event Title", EVENT_LIMITS.title).min(1, "Event Title is required"),
  eventType: z.enum(EVENT_TYPES).default("meeting"),
  date: day("Date"),
  time: z.string().refine((value) => parseTime(value) !== undefined, "Time is required"),
  /** The planned length in minutes (2 hours when not given or not a number). */
  durationMinutes: eventMinutesInput,
  /**
   * The creator's IANA time zone (from the browser), used when the event has no club or its club has no zone: a
   * club's events take place in the club's zone (docs/decisions/175). Occurrences keep the zone's time of day.
   */
  timeZone: eventZone.optional(),
  location: text("Location", EVENT_LIMITS.location).default(""),
  description: multiLineText("Description", EVENT_LIMITS.description).default(""),
  clubId: z.uuid("Club must be a club of the community").nullable().default(null),
  /** "Open to everyone" (true) or "Members only" (false: the club's active members, docs/decisions/140). */
  isPublic: z.boolean().default(true),
  recurrence: z
    .strictObject({ pattern: z.enum(RECURRENCE_PATTERNS), endDate: day("End Date").nullable().default(null) })
    .nullable()
    .default(null),
  agenda: z.array(agendaRow).max(EVENT_LIMITS.agendaItems).default([]),
  roles: z.array(roleRow).max(EVENT_LIMITS.roleRows).default([]),
  /** The club's agenda template to start from (docs/decisions/143): not given → the club's default, null → none. */
  templateId: z.uuid("templateId must be an agenda template's id").nullable().optional(),
});
export type CreateEventInput = z.input<typeof createEventInput>;
export type CreateEventData = z.infer<typeof createEventInput>;

/** An edit of one event (the dialog in edit mode): the same fields and rules as creating one, without a series. */
export const editEventInput = createEventInput
  .pick({
    title: true,
    eventType: true,
    date: true,
    time: true,
    durationMinutes: true,
    location: true,
    description: true,
    isPublic: true,
  })
  .extend({ timeZone: eventZone });
export type EditEventInput = z.input<typeof editEventInput>;
export type EditEventData = z.infer<typeof editEventInput>;

export const CANCEL_REASON_MAX = 500;
export const cancelEventInput = z.strictObject({
  reason: multiLineText("Reason", CANCEL_REASON_MAX).default(""),
});

export const claimRoleInput = z.strictObject({ roleType: roleKey });

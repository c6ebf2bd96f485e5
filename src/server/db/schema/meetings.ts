import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGENDA_TYPES } from "../../../domain/events/inputs";
import { actorRef, memberRef } from "./auth";
import { at, createdAt, id, ownedBy, stamped } from "./columns";
import { events } from "./events";

export const meetingAgendas = pgTable(
  "meeting_agendas",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes").notNull().default(10),
    agendaType: text("agenda_type", { enum: AGENDA_TYPES }).notNull().default("general"),
    orderIndex: integer("order_index").notNull(),
    /** The role slot the item belongs to (a prepared pitch → pitcher), kept from its template or set by hand. */
    roleType: text("role_type"),
    /** When the item actually began at the meeting (docs/decisions/159); null until the moderator starts it. */
    startedAt: at("started_at"),
    createdAt: createdAt(),
  },
  (table) => [unique("meeting_agendas_event_order_unique").on(table.eventId, table.orderIndex)],
);

/**
 * The last change of each event's agenda (docs/decisions/163): who made it, what it was in words and when. One row
 * per event, written in the change's transaction; the agenda panel shows it as "Last changed by …".
 */
export const meetingAgendaChanges = pgTable("meeting_agenda_changes", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  changedBy: actorRef("changed_by"),
  /** What changed, e.g. `Deleted "Table Topics"`. */
  change: text("change").notNull(),
  changedAt: stamped("changed_at"),
});

export const meetingRoleAssignments = pgTable(
  "meeting_role_assignments",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    userId: memberRef(),
    roleType: text("role_type").notNull(),
    agendaItemId: uuid("agenda_item_id").references(() => meetingAgendas.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** A speaking role's speech details (docs/decisions/145, 223): all four set, or none; the server keeps them to speaking roles. */
    speechTitle: text("speech_title"),
    /** The project's title as shown; `speech_project_choice` names the holder's pathway project or goal, null for free text. */
    speechProject: text("speech_project"),
    speechProjectChoice: text("speech_project_choice"),
    speechMinMinutes: integer("speech_min_minutes"),
    speechMaxMinutes: integer("speech_max_minutes"),
    /** An evaluator's speaker: a pitcher's assignment at the same meeting, one evaluator each (docs/decisions/146). */
    evaluatesAssignmentId: uuid("evaluates_assignment_id").references((): AnyPgColumn => meetingRoleAssignments.id, {
      onDelete: "set null",
    }),
    /** When the holder answered their reminder with "I'll be there" (docs/decisions/153). */
    confirmedAt: at("confirmed_at"),
    /** The officer who gave the role outright from the planning grid (docs/decisions/234); null when taken. */
    assignedBy: actorRef("assigned_by"),
  },
  (table) => [
    unique("meeting_role_assignments_event_user_role_unique").on(table.eventId, table.userId, table.roleType),
    index("meeting_role_assignments_event_idx").on(table.eventId),
    /** A member's roles across meetings: the speaking record, the dashboard and the clubs' reports. */
    index("meeting_role_assignments_user_idx").on(table.userId),
    /** Deleting an agenda item sets its roles' item to null: found without reading every assignment. */
    index("meeting_role_assignments_agenda_item_idx")
      .on(table.agendaItemId)
      .where(sql`${table.agendaItemId} is not null`),
    uniqueIndex("meeting_role_assignments_evaluates_unique").on(table.evaluatesAssignmentId),
    check(
      "meeting_role_assignments_speech_complete",
      sql`(${table.speechTitle} is null) = (${table.speechProject} is null)
        and (${table.speechTitle} is null) = (${table.speechMinMinutes} is null)
        and (${table.speechTitle} is null) = (${table.speechMaxMinutes} is null)
        and (${table.speechProjectChoice} is null or ${table.speechTitle} is not null)`,
    ),
    check(
      "meeting_role_assignments_speech_text",
      sql`char_length(${table.speechTitle}) between 1 and 120 and char_length(${table.speechProject}) between 1 and 120`,
    ),
    check(
      "meeting_role_assignments_speech_range",
      sql`${table.speechMinMinutes} >= 1 and ${table.speechMaxMinutes} <= 60 and ${table.speechMinMinutes} < ${table.speechMaxMinutes}`,
    ),
    check(
      "meeting_role_assignments_evaluates_evaluator",
      sql`${table.evaluatesAssignmentId} is null or ${table.evaluatesAssignmentId} <> ${table.id}`,
    ),
  ],
);

/**
 * Roles given outright that their member declined by the e-mail's link (docs/decisions/234): the assignment is gone,
 * this row lets the same link pressed again answer as the first press did.
 */
export const declinedAssignments = pgTable(
  "declined_assignments",
  {
    assignmentId: uuid("assignment_id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    userId: memberRef(),
    roleType: text("role_type").notNull(),
    declinedAt: stamped("declined_at"),
  },
  (table) => [index("declined_assignments_event_idx").on(table.eventId)],
);

export const eventAttendees = pgTable(
  "event_attendees",
  {
    eventId: ownedBy("event_id", () => events.id),
    userId: memberRef(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    // what one member attends (the events list marks it): the primary key leads with the event
    index("event_attendees_user_idx").on(table.userId),
  ],
);

/**
 * Members waiting for a full role at a meeting (docs/decisions/154), first come first served: when a holder drops
 * the role, the first of them the role rules allow gets it in the same transaction.
 */
export const roleWaitlist = pgTable(
  "role_waitlist",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    roleType: text("role_type").notNull(),
    userId: memberRef(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("role_waitlist_event_role_user_unique").on(table.eventId, table.roleType, table.userId),
    index("role_waitlist_event_idx").on(table.eventId, table.roleType, table.createdAt),
  ],
);

export const ROLE_OFFER_KINDS = ["handover", "assignment"] as const;
export const ROLE_OFFER_STATES = ["pending", "accepted", "declined", "expired", "cancelled"] as const;

/**
 * A role offered to one member (docs/decisions/155): a holder hands their role over ("handover", with the
 * assignment), or an officer proposes an open role ("assignment"). The member accepts or declines; an unanswered
 * offer expires after 48 hours, at the latest 4 hours before the meeting.
 */
export const roleOffers = pgTable(
  "role_offers",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    roleType: text("role_type").notNull(),
    kind: text("kind", { enum: ROLE_OFFER_KINDS }).notNull(),
    /** The assignment handed over; null for an officer's proposal (and once a handed-over role is gone). */
    assignmentId: uuid("assignment_id").references(() => meetingRoleAssignments.id, { onDelete: "set null" }),
    fromUserId: memberRef("from_user_id"),
    toUserId: memberRef("to_user_id"),
    state: text("state", { enum: ROLE_OFFER_STATES }).notNull().default("pending"),
    expiresAt: at("expires_at").notNull(),
    remindedAt: at("reminded_at"),
    answeredAt: at("answered_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("role_offers_pending_handover_unique")
      .on(table.assignmentId)
      .where(sql`${table.state} = 'pending' and ${table.kind} = 'handover'`),
    uniqueIndex("role_offers_pending_proposal_unique")
      .on(table.eventId, table.roleType, table.toUserId)
      .where(sql`${table.state} = 'pending' and ${table.kind} = 'assignment'`),
    index("role_offers_to_user_idx").on(table.toUserId, table.state),
    index("role_offers_event_idx").on(table.eventId),
  ],
);

export const ROLE_GAP_KINDS = ["fell-open", "holder-away"] as const;

/**
 * A role gap its club's officers were told of (docs/decisions/169): a role that fell open inside the reminder window
 * with nobody waiting ("fell-open"), or a holder who will be away on the meeting's day ("holder-away"). One row per
 * assignment and kind, so each gap is mailed once; whether it still shows is worked out from the roles as they are.
 */
export const roleGaps = pgTable(
  "role_gaps",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    /** The assignment that ended or whose holder is away (no reference: a role given up no longer exists). */
    assignmentId: uuid("assignment_id").notNull(),
    kind: text("kind", { enum: ROLE_GAP_KINDS }).notNull(),
    roleType: text("role_type").notNull(),
    userId: actorRef("user_id"),
    toldAt: stamped("told_at"),
  },
  (table) => [
    unique("role_gaps_assignment_kind_unique").on(table.assignmentId, table.kind),
    index("role_gaps_event_idx").on(table.eventId),
  ],
);

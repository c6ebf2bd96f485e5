import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { actorRef, memberRef } from "./auth";
import { at, createdAt, ownedBy, stamped } from "./columns";
import { events } from "./events";

/**
 * A member's check-in at a club's meeting (docs/decisions/232): present or marked absent, by whom and when. A role
 * holder without a row is present; any other member without a row is not.
 */
export const meetingAttendance = pgTable(
  "meeting_attendance",
  {
    eventId: ownedBy("event_id", () => events.id),
    userId: memberRef(),
    present: boolean("present").notNull(),
    markedBy: actorRef("marked_by"),
    markedAt: stamped("marked_at"),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("meeting_attendance_user_idx").on(table.userId),
  ],
);

/**
 * A guest at a club's meeting (docs/decisions/232): their name, an optional address, how they heard of the club and
 * whether they agreed to be contacted. The id is chosen by the browser, so adding a guest twice adds one. A guest may
 * hold one of the meeting's roles (`role_type`, a key of the club's role set), given by an officer under the event's
 * lock and counted with the members' holders; `thanked_at` is when their thank-you mail was queued.
 */
export const meetingGuests = pgTable(
  "meeting_guests",
  {
    id: uuid("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    name: text("name").notNull(),
    email: text("email"),
    heardFrom: text("heard_from"),
    consent: boolean("consent").notNull().default(false),
    roleType: text("role_type"),
    addedBy: actorRef("added_by"),
    createdAt: createdAt(),
    thankedAt: at("thanked_at"),
  },
  (table) => [
    index("meeting_guests_event_idx").on(table.eventId),
    index("meeting_guests_email_idx").on(sql`lower(${table.email})`),
    check("meeting_guests_name_length", sql`char_length(${table.name}) between 1 and 80`),
  ],
);

import { index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ATTACHED_TOOLS } from "../../../domain/meetings/attach";
import { memberRef } from "./auth";
import { ownedBy, stamped } from "./columns";
import { events } from "./events";

/**
 * The standalone tools' entries a member attached to a meeting afterwards (docs/decisions/244), by the id the browser
 * gave each: an entry sent again answers as it did the first time and is written once. What was sent is kept to tell
 * a repeat from another attachment of the same entry.
 */
export const attachedToolEntries = pgTable(
  "attached_tool_entries",
  {
    attachedBy: memberRef("attached_by"),
    tool: text("tool", { enum: ATTACHED_TOOLS }).notNull(),
    entryId: text("entry_id").notNull(),
    /** An ah-counter session's counted speaker; "" for a timer log or an evaluation. */
    partId: text("part_id").notNull().default(""),
    eventId: ownedBy("event_id", () => events.id),
    speakerUserId: memberRef("speaker_user_id"),
    sent: jsonb("sent").notNull(),
    attachedAt: stamped("attached_at"),
  },
  (table) => [
    primaryKey({ columns: [table.attachedBy, table.tool, table.entryId, table.partId] }),
    index("attached_tool_entries_event_idx").on(table.eventId),
  ],
);

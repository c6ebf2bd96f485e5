import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { actorRef, memberRef, users } from "./auth";
import { clubs } from "./clubs";
import { at, createdAt, id, stamped } from "./columns";

/**
 * Keys that grant Leadership Central; only a hash of the key is kept. A key issued for a club makes its holder an
 * officer of that club (docs/decisions/139); without a club it grants Leadership Central network-wide.
 */
export const leadershipAccessKeys = pgTable(
  "leadership_access_keys",
  {
    id: id(),
    keyHash: text("key_hash").notNull().unique(),
    keyPrefix: text("key_prefix").notNull(),
    label: text("label"),
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    expiresAt: at("expires_at"),
    usedCount: integer("used_count").notNull().default(0),
    /** How many members may redeem the key; null: no limit (keys issued before limits existed). */
    maxUses: integer("max_uses"),
    createdBy: actorRef("created_by"),
    createdAt: createdAt(),
  },
  (table) => [index("leadership_access_keys_club_idx").on(table.clubId)],
);

/** A member's grant to Leadership Central, kept across sessions. */
export const leadershipAccess = pgTable("leadership_access", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessKeyId: uuid("access_key_id").references(() => leadershipAccessKeys.id, { onDelete: "set null" }),
  grantedAt: stamped("granted_at"),
});

export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    senderId: memberRef("sender_id"),
    /** The mail's subject line as the sender wrote it (docs/decisions/182); null for announcements sent before it. */
    subject: text("subject"),
    message: text("message").notNull(),
    /** The club it went to (docs/decisions/147); null: the whole network. */
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("announcements_club_idx").on(table.clubId)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    senderId: memberRef("sender_id"),
    email: text("email").notNull(),
    /** The club the invitee joins by accepting (docs/decisions/183); null: an invitation to the product only. */
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. Null for invitations sent before links. */
    tokenHash: text("token_hash").unique(),
    expiresAt: at("expires_at"),
    acceptedAt: at("accepted_at"),
    acceptedBy: actorRef("accepted_by"),
    createdAt: createdAt(),
  },
  (table) => [index("invitations_club_idx").on(table.clubId)],
);

import { boolean, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, createdAt, timestamps } from "./columns";

/** Members. Better Auth's `name` is stored as first_name and its `image` as profile_picture_url. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name"),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  profilePictureUrl: text("profile_picture_url"),
  ...timestamps(),
});

/** A member the row belongs to (`user_id` unless named): removed with them. */
export const memberRef = (name = "user_id") =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A member who did something to the row (created, sent, decided it): forgotten (null) when they are removed. */
export const actorRef = (name: string) => text(name).references(() => users.id, { onDelete: "set null" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: memberRef(),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: memberRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    ...timestamps(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: memberRef(),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { actorRef } from "./auth";
import { createdAt, id } from "./columns";

export const faqs = pgTable("faqs", {
  id: id(),
  question: text("question").notNull().unique(),
  answer: text("answer").notNull(),
  isFeatured: boolean("is_featured").notNull().default(false),
  orderIndex: integer("order_index").notNull().default(0),
});

export const contactSubmissions = pgTable("contact_submissions", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject"),
  message: text("message").notNull(),
  userId: actorRef("user_id"),
  createdAt: createdAt(),
});

import { boolean, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

export const faqs = pgTable("faqs", {
  id: uuid("id").primaryKey().defaultRandom(),
  question: text("question").notNull().unique(),
  answer: text("answer").notNull(),
  isFeatured: boolean("is_featured").notNull().default(false),
  orderIndex: integer("order_index").notNull().default(0),
});

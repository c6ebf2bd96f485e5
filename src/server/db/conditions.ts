import { and, type Column, eq, getTableColumns, type InferSelectModel, type SQL, type Table } from "drizzle-orm";

/**
 * The condition that a row of `table` holds each of `values` (`and(eq(table.column, value), …)`), e.g.
 * `columnsEqual(meetingVotes, { eventId, voterId, category })`: one vote of one voter in one category.
 */
export function columnsEqual<T extends Table>(table: T, values: Partial<InferSelectModel<T>>): SQL {
  const columns: Record<string, Column> = getTableColumns(table);
  const condition = and(...Object.entries(values).map(([name, value]) => eq(columns[name] as Column, value)));
  if (!condition) throw new Error("columnsEqual needs a value of at least one column");
  return condition;
}

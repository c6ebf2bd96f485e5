import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { memberships } from "../db/schema";

type Reader = Pick<Database, "select">;

/** The clubs the member belongs to (active memberships), as a subquery of club ids for `inArray`. */
export const clubIdsOfMember = (db: Reader, memberId: string) =>
  db
    .select({ clubId: memberships.clubId })
    .from(memberships)
    .where(and(eq(memberships.userId, memberId), eq(memberships.status, "active")));

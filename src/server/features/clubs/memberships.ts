import { sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { memberships } from "../../db/schema";

/** Makes the member an active member of the club (in a transaction or not); false when they already were. */
export async function activeMembership(db: Executor, userId: string, clubId: string) {
  const rows = await db
    .insert(memberships)
    .values({ userId, clubId, membershipType: "club_member", status: "active" })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.clubId],
      set: { status: "active" },
      setWhere: sql`${memberships.status} <> 'active'`,
    })
    .returning({ id: memberships.id });
  return rows.length > 0;
}

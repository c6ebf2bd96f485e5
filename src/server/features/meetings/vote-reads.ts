import { eq, inArray } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { Vote } from "../../../domain/meetings/votes";
import { meetingVotes, users } from "../../db/schema";
import type { Executor } from "../events/access";

/** Every vote cast at the meeting (each member's latest per category: the table keeps one). */
export async function meetingVoteRows(db: Executor, eventId: string): Promise<Vote[]> {
  const rows = await db
    .select({
      voterId: meetingVotes.voterId,
      category: meetingVotes.category,
      nomineeId: meetingVotes.nomineeId,
      at: meetingVotes.votedAt,
    })
    .from(meetingVotes)
    .where(eq(meetingVotes.eventId, eventId));
  return rows;
}

/** The names of the members voted for at the meeting, by id. */
export async function voterNames(db: Executor, eventId: string): Promise<Record<string, string>> {
  const nominees = db
    .select({ id: meetingVotes.nomineeId })
    .from(meetingVotes)
    .where(eq(meetingVotes.eventId, eventId));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, nominees));
  return Object.fromEntries(rows.map((row) => [row.id, displayName(row)]));
}

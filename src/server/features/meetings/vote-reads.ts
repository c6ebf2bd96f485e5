import { eq } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import type { TieDecision, Vote } from "../../../domain/meetings/votes";
import type { Executor } from "../../db/executor";
import { meetingVoteDecisions, meetingVotes, users } from "../../db/schema";
import { memberNames, nameColumns } from "../../reads/members";

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
  const nominees = await db
    .select({ id: meetingVotes.nomineeId })
    .from(meetingVotes)
    .where(eq(meetingVotes.eventId, eventId));
  return memberNames(
    db,
    nominees.map((row) => row.id),
  );
}

/** The ties the moderator decided at the meeting, each with the name of who decided (docs/decisions/190). */
export async function tieDecisions(db: Executor, eventId: string): Promise<TieDecision[]> {
  const rows = await db
    .select({
      category: meetingVoteDecisions.category,
      nomineeId: meetingVoteDecisions.nomineeId,
      ...nameColumns,
    })
    .from(meetingVoteDecisions)
    .leftJoin(users, eq(users.id, meetingVoteDecisions.decidedBy))
    .where(eq(meetingVoteDecisions.eventId, eventId));
  return rows.map((row) => ({
    category: row.category,
    nomineeId: row.nomineeId,
    // a decider whose account is gone: their office is still what decided
    decidedBy: row.email === null ? "the moderator" : displayName({ ...row, email: row.email }),
  }));
}

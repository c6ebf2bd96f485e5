import { and, eq, isNotNull, ne } from "drizzle-orm";
import {
  type NomineeSources,
  type VotingState,
  voteNominees,
  votingChangeProblem,
  votingState,
} from "../../../domain/meetings/nominees";
import {
  TIE_MESSAGES,
  tieDecisionProblem,
  VOTE_CATEGORIES,
  VOTE_CATEGORY_LABELS,
  VOTE_MESSAGES,
  type VoteCategory,
  voteProblem,
  voteResults,
} from "../../../domain/meetings/votes";
import type { Capabilities } from "../../authority";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import { type Executor, hasRows } from "../../db/executor";
import {
  eventAttendees,
  meetingAgendas,
  meetingRoleAssignments,
  meetingRuns,
  meetingTimings,
  meetingVoteDecisions,
  meetingVotes,
} from "../../db/schema";
import { refuse } from "../../http/errors";
import { memberNames } from "../../reads/members";
import { speechRoleKeysAt } from "../../reads/role-set";
import { consoleWriteAccess, type MeetingRun } from "./runs";
import { meetingVoteRows, tieDecisions, voterNames } from "./vote-reads";

/**
 * The meeting's votes (docs/decisions/158, 159): attendees and role holders vote once per category — a new vote
 * replaces their earlier one (the table's primary key is the rule, so votes sent at once leave one row) — until
 * the moderator closes voting; the moderator sees the results once closed, everyone once revealed.
 */

/** Who the meeting's nominees are drawn from: its role holders, its attendees and its Table Topics speakers. */
async function nomineeSources(db: Executor, eventId: string): Promise<NomineeSources> {
  const [holders, attendees, timed] = await Promise.all([
    db
      .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, eventId))
      .orderBy(meetingRoleAssignments.createdAt, meetingRoleAssignments.id),
    db
      .select({ userId: eventAttendees.userId })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, eventId))
      .orderBy(eventAttendees.createdAt),
    db
      .select({ userId: meetingTimings.speakerUserId })
      .from(meetingTimings)
      .innerJoin(meetingAgendas, eq(meetingAgendas.id, meetingTimings.agendaItemId))
      .where(
        and(
          eq(meetingTimings.eventId, eventId),
          eq(meetingAgendas.agendaType, "qa"),
          isNotNull(meetingTimings.speakerUserId),
        ),
      )
      .orderBy(meetingTimings.startedAt),
  ]);
  // the club's roles by what they do: evaluated speeches, evaluators, table-topics speakers (docs/decisions/223)
  const keys = await speechRoleKeysAt(db, eventId);
  const holding = (roles: string[]) => holders.filter((row) => roles.includes(row.roleType)).map((row) => row.userId);
  const unevaluated = keys.speaking.filter((key) => !keys.evaluated.includes(key));
  return {
    pitchers: holding(keys.evaluated),
    evaluators: holding(keys.evaluating),
    tableTopicsSpeakers: [...timed.flatMap((row) => (row.userId ? [row.userId] : [])), ...holding(unevaluated)],
    present: [...holders.map((row) => row.userId), ...attendees.map((row) => row.userId)],
  };
}

/** Whether the meeting's first speech has begun (a speech was timed): voting opens then (docs/decisions/165). */
async function votingOpened(db: Executor, eventId: string): Promise<boolean> {
  return hasRows(db, meetingTimings, eq(meetingTimings.eventId, eventId));
}

const votingNotOpen = () => refuse("VOTING_NOT_OPEN");

/** The refusal of a vote the domain's rule found a problem with (voteProblem's words). */
function voteRefusal(problem: string, category: VoteCategory) {
  if (problem === VOTE_MESSAGES.closed) return refuse("VOTING_CLOSED");
  if (problem === VOTE_MESSAGES.unknownCategory) return refuse("VOTE_CATEGORY_NOT_FOUND", "vote");
  if (problem === VOTE_MESSAGES.ownVote) return refuse("OWN_VOTE");
  return refuse("NOT_A_NOMINEE", { label: VOTE_CATEGORY_LABELS[category] });
}

/** The member's vote in `category`: replaces their earlier one. */
export async function castVote(
  db: Database,
  eventId: string,
  voterId: string,
  category: VoteCategory,
  nomineeId: string,
) {
  return db.transaction(async (tx) => {
    const { run } = await consoleWriteAccess(tx, eventId, voterId, "vote");
    if (!(await votingOpened(tx, eventId))) throw votingNotOpen();
    const nominees = voteNominees(await nomineeSources(tx, eventId));
    const problem = voteProblem({ voterId, category, nomineeId }, { closed: Boolean(run.votingClosedAt), nominees });
    if (problem) throw voteRefusal(problem, category);
    const now = new Date();
    // the same vote again changes nothing and answers as casting it did (docs/decisions/172)
    const [cast] = await tx
      .insert(meetingVotes)
      .values({ eventId, voterId, category, nomineeId, votedAt: now })
      .onConflictDoUpdate({
        target: [meetingVotes.eventId, meetingVotes.voterId, meetingVotes.category],
        set: { nomineeId, votedAt: now },
        setWhere: ne(meetingVotes.nomineeId, nomineeId),
      })
      .returning({ votedAt: meetingVotes.votedAt });
    const [kept] = cast
      ? [cast]
      : await tx
          .select({ votedAt: meetingVotes.votedAt })
          .from(meetingVotes)
          .where(columnsEqual(meetingVotes, { eventId, voterId, category }));
    const votedAt = kept?.votedAt ?? now;
    const names = await memberNames(tx, [nomineeId]);
    return { category, nomineeId, nomineeName: names[nomineeId] ?? "Former member", votedAt: votedAt.toISOString() };
  });
}

/**
 * The moderator sets the vote's state: closed (no more votes), revealed (the results shown to everyone and on the
 * display; only once closed) or open again (the vote goes on; the results are hidden until it closes again).
 */
export async function changeVoting(db: Database, eventId: string, userId: string, next: VotingState) {
  return db.transaction(async (tx) => {
    const { run } = await consoleWriteAccess(tx, eventId, userId, "moderate");
    if (!(await votingOpened(tx, eventId))) throw votingNotOpen();
    const problem = votingChangeProblem(votingState(run), next);
    if (problem) throw refuse("VOTING_OPEN", "reveal");
    const now = new Date();
    const closedAt = next === "open" ? null : (run.votingClosedAt ?? now);
    const revealedAt = next === "revealed" ? (run.resultsRevealedAt ?? now) : null;
    // votes cast again may change who is tied: a tie decided before is decided again if it still is one
    if (next === "open") await tx.delete(meetingVoteDecisions).where(eq(meetingVoteDecisions.eventId, eventId));
    const [changed] = await tx
      .update(meetingRuns)
      .set({ votingClosedAt: closedAt, resultsRevealedAt: revealedAt, updatedAt: now })
      .where(eq(meetingRuns.eventId, eventId))
      .returning();
    const state = changed ?? run;
    return {
      state: votingState(state),
      votingClosedAt: state.votingClosedAt?.toISOString() ?? null,
      resultsRevealedAt: state.resultsRevealedAt?.toISOString() ?? null,
    };
  });
}

/**
 * The moderator (or an officer, or an admin) decides a tie (docs/decisions/190): once voting is closed, in a category
 * where several share the most votes, one of them is chosen the winner. It is recorded with who chose and when; the
 * same choice again changes nothing, another choice between the same tied nominees replaces it.
 */
export async function decideTie(
  db: Database,
  eventId: string,
  userId: string,
  category: VoteCategory,
  nomineeId: string,
) {
  return db.transaction(async (tx) => {
    const { run } = await consoleWriteAccess(tx, eventId, userId, "moderate");
    const [votes, names, decisions] = await Promise.all([
      meetingVoteRows(tx, eventId),
      voterNames(tx, eventId),
      tieDecisions(tx, eventId),
    ]);
    const result = voteResults(votes, names, run.votingClosedAt, decisions).find((row) => row.category === category);
    const problem = result && tieDecisionProblem(result, nomineeId, { closed: run.votingClosedAt !== null });
    if (!result || problem === TIE_MESSAGES.votingOpen) {
      throw refuse("VOTING_OPEN", "tie");
    }
    if (problem === TIE_MESSAGES.notTied) {
      throw refuse("NOT_TIED");
    }
    if (problem) throw refuse("NO_TIE", { label: result.label });
    const now = new Date();
    await tx
      .insert(meetingVoteDecisions)
      .values({ eventId, category, nomineeId, decidedBy: userId, decidedAt: now })
      .onConflictDoUpdate({
        target: [meetingVoteDecisions.eventId, meetingVoteDecisions.category],
        set: { nomineeId, decidedBy: userId, decidedAt: now },
        // the same choice again is no new decision (docs/decisions/172)
        setWhere: ne(meetingVoteDecisions.nomineeId, nomineeId),
      });
    const [kept] = await tx
      .select({ decidedAt: meetingVoteDecisions.decidedAt })
      .from(meetingVoteDecisions)
      .where(and(eq(meetingVoteDecisions.eventId, eventId), eq(meetingVoteDecisions.category, category)));
    const decided = voteResults(votes, names, run.votingClosedAt, await tieDecisions(tx, eventId)).find(
      (row) => row.category === category,
    );
    return {
      category,
      nomineeId,
      nomineeName: names[nomineeId] ?? "Former member",
      decidedBy: decided?.decidedBy ?? null,
      decidedAt: (kept?.decidedAt ?? now).toISOString(),
    };
  });
}

/**
 * The console's votes: each category's label and nominees (never the viewer), the viewer's own choice, and the
 * results — to the moderator once voting closed, to everyone once revealed.
 */
export async function consoleVotes(
  db: Executor,
  eventId: string,
  viewerId: string,
  run: Pick<MeetingRun, "votingClosedAt" | "resultsRevealedAt">,
  capabilities: Pick<Capabilities, "moderate">,
) {
  const [sources, votes, opened, decisions] = await Promise.all([
    nomineeSources(db, eventId),
    meetingVoteRows(db, eventId),
    votingOpened(db, eventId),
    tieDecisions(db, eventId),
  ]);
  const nominees = voteNominees(sources, viewerId);
  const everyone = voteNominees(sources);
  const names = await memberNames(db, [
    ...VOTE_CATEGORIES.flatMap((category) => everyone[category]),
    ...votes.map((vote) => vote.nomineeId),
  ]);
  const state = votingState(run);
  const shown = state === "revealed" || (state === "closed" && capabilities.moderate);
  const results = shown ? voteResults(votes, names, run.votingClosedAt, decisions) : null;
  return {
    state,
    /** Whether the first speech has begun: before it, nobody votes and the moderator has nothing to close. */
    opened,
    categories: VOTE_CATEGORIES.map((category) => ({
      category,
      label: VOTE_CATEGORY_LABELS[category],
      nominees: nominees[category].map((id) => ({ id, name: names[id] ?? "Former member" })),
      mine: votes.find((vote) => vote.voterId === viewerId && vote.category === category)?.nomineeId ?? null,
      result: results?.find((result) => result.category === category) ?? null,
    })),
  };
}

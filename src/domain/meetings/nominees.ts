import { z } from "zod";
import { VOTE_CATEGORIES, type VoteCategory } from "./votes";

/**
 * Who may be voted for at a meeting, and the vote's states (docs/decisions/159). Best Speaker: the meeting's
 * speakers (its pitchers); Best Evaluator: its evaluators; Best Table Topics Speaker: the members timed during a
 * Table Topics item — or, before anyone was, every attendee and role holder. Never oneself.
 */
export type NomineeSources = {
  pitchers: readonly string[];
  evaluators: readonly string[];
  /** Members timed during a Table Topics item (agenda type "qa"). */
  tableTopicsSpeakers: readonly string[];
  /** The meeting's attendees and role holders. */
  present: readonly string[];
};

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** Each category's nominees (each listed once, in the order given); `voterId` is left out of every list. */
export function voteNominees(sources: NomineeSources, voterId?: string): Record<VoteCategory, string[]> {
  const tableTopics = sources.tableTopicsSpeakers.length > 0 ? sources.tableTopicsSpeakers : sources.present;
  const lists: Record<VoteCategory, readonly string[]> = {
    "best-speaker": sources.pitchers,
    "best-evaluator": sources.evaluators,
    "best-table-topics": tableTopics,
  };
  return Object.fromEntries(
    VOTE_CATEGORIES.map((category) => [category, distinct(lists[category]).filter((id) => id !== voterId)]),
  ) as Record<VoteCategory, string[]>;
}

/** The moderator opens (or reopens), closes the vote, and reveals its results once it is closed. */
export const VOTING_STATES = ["open", "closed", "revealed"] as const;
export type VotingState = (typeof VOTING_STATES)[number];

export const votingStateInput = z.strictObject({
  state: z.enum(VOTING_STATES, { error: "The vote is open, closed or revealed." }),
});

export const voteInput = z.strictObject({
  nomineeId: z.string({ error: "Choose whom you vote for." }).min(1, "Choose whom you vote for.").max(100),
});

export const VOTING_MESSAGES = {
  /** Before the meeting's first speech (docs/decisions/165): nothing to vote on yet, nothing to close or reveal. */
  notOpen: "Voting opens when the first speech begins.",
  revealNeedsClose: "Close voting before revealing the results.",
  saveFailed: { title: "Vote Not Saved", description: "Your vote could not be saved. Please try again." },
  changeFailed: { title: "Voting Not Changed", description: "The vote could not be changed. Please try again." },
  saved: (label: string, name: string) => ({ title: "Vote Saved", description: `${label}: you voted for ${name}.` }),
  closed: { title: "Voting Closed", description: "No more votes are taken. Reveal the results when you are ready." },
  reopened: { title: "Voting Reopened", description: "Members can vote and change their votes again." },
  revealed: { title: "Results Revealed", description: "The winners are shown to everyone and on the display." },
  /** The moderator decided a tie (docs/decisions/190). */
  tieDecided: (label: string, name: string) => ({
    title: "Tie Decided",
    description: `${label}: ${name} wins. The results and the report say the tie was decided.`,
  }),
  tieFailed: { title: "Tie Not Decided", description: "The tie could not be decided. Please try again." },
} as const;

/** What the vote is now: open, closed, or closed with its results revealed. */
export function votingState(run: { votingClosedAt: unknown; resultsRevealedAt: unknown }): VotingState {
  if (!run.votingClosedAt) return "open";
  return run.resultsRevealedAt ? "revealed" : "closed";
}

/** Why the moderator cannot move the vote to `next`, or undefined when they can (reveal needs it closed). */
export function votingChangeProblem(current: VotingState, next: VotingState): string | undefined {
  return next === "revealed" && current === "open" ? VOTING_MESSAGES.revealNeedsClose : undefined;
}

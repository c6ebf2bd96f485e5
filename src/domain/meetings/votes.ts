import { alphabetical } from "../member-names";
import { plural } from "../plurals";
/**
 * The meeting's votes (docs/decisions/158): Best Speaker, Best Evaluator and Best Table Topics Speaker, one vote per
 * member per category — a changed vote replaces the earlier one — counted into results and winners.
 */

export const VOTE_CATEGORIES = ["best-speaker", "best-evaluator", "best-table-topics"] as const;
export type VoteCategory = (typeof VOTE_CATEGORIES)[number];

export const VOTE_CATEGORY_LABELS: Readonly<Record<VoteCategory, string>> = {
  "best-speaker": "Best Speaker",
  "best-evaluator": "Best Evaluator",
  "best-table-topics": "Best Table Topics Speaker",
};

export type Vote = { voterId: string; category: VoteCategory; nomineeId: string; at: Date | string };

export const isVoteCategory = (value: unknown): value is VoteCategory =>
  typeof value === "string" && (VOTE_CATEGORIES as readonly string[]).includes(value);

export const VOTE_MESSAGES = {
  unknownCategory: "Votes are for Best Speaker, Best Evaluator or Best Table Topics Speaker.",
  ownVote: "You cannot vote for yourself.",
  notANominee: (label: string) => `That member cannot be voted ${label} at this meeting.`,
  closed: "Voting is closed.",
} as const;

/**
 * Why a vote cannot count, or undefined when it can. `nominees`, when given, lists who may be voted for in each
 * category (the meeting's speakers for Best Speaker, say); a category it leaves out takes anyone.
 */
export function voteProblem(
  vote: { voterId: string; category: string; nomineeId: string },
  options: { closed?: boolean; nominees?: Partial<Record<VoteCategory, readonly string[]>> } = {},
): string | undefined {
  if (options.closed) return VOTE_MESSAGES.closed;
  if (!isVoteCategory(vote.category)) return VOTE_MESSAGES.unknownCategory;
  if (vote.voterId === vote.nomineeId) return VOTE_MESSAGES.ownVote;
  const nominees = options.nominees?.[vote.category];
  if (nominees && !nominees.includes(vote.nomineeId)) {
    return VOTE_MESSAGES.notANominee(VOTE_CATEGORY_LABELS[vote.category]);
  }
  return undefined;
}

/**
 * The votes that count: each member's last vote in each category (by `at`; of two at the same moment, the later in
 * the list). Votes for oneself, of unknown categories, or cast after `closedAt` do not count.
 */
export function countedVotes(votes: readonly Vote[], closedAt?: Date | string | null): Vote[] {
  const closed = closedAt ? new Date(closedAt).getTime() : Number.POSITIVE_INFINITY;
  const last = new Map<string, { vote: Vote; at: number }>();
  for (const vote of votes) {
    const at = new Date(vote.at).getTime();
    if (Number.isNaN(at) || at > closed || !isVoteCategory(vote.category) || vote.voterId === vote.nomineeId) continue;
    const key = `${vote.category}\u0000${vote.voterId}`;
    const known = last.get(key);
    if (!known || at >= known.at) last.set(key, { vote, at });
  }
  return [...last.values()].map(({ vote }) => vote);
}

export type Tally = { nomineeId: string; name: string; votes: number };

export type CategoryResult = {
  category: VoteCategory;
  label: string;
  /** Most votes first; equal votes by name. */
  tallies: Tally[];
  /** Everyone with the most votes (one, several when tied, none without votes); a decided tie: the one chosen. */
  winners: Tally[];
  /** Several share the most votes and nobody has decided between them. */
  tie: boolean;
  /** Everyone with the most votes, whether or not a tie between them was decided. */
  tied: Tally[];
  /** Who decided a tie between `tied` (their name), or null. */
  decidedBy: string | null;
  totalVotes: number;
};

/**
 * The moderator's choice between nominees tied for the most votes in a category (docs/decisions/190), with the name
 * of who chose. It counts only while its nominee is among those tied: votes that change the result undo it.
 */
export type TieDecision = { category: VoteCategory; nomineeId: string; decidedBy: string };

const byVotesThenName = (a: Tally, b: Tally) =>
  b.votes - a.votes || alphabetical(a.name, b.name) || a.nomineeId.localeCompare(b.nomineeId);

/**
 * Results of every category, in the order of VOTE_CATEGORIES. `names` gives each nominee's name; `decisions` the ties
 * the moderator decided.
 */
export function voteResults(
  votes: readonly Vote[],
  names: Readonly<Record<string, string>>,
  closedAt?: Date | string | null,
  decisions: readonly TieDecision[] = [],
): CategoryResult[] {
  const counted = countedVotes(votes, closedAt);
  return VOTE_CATEGORIES.map((category) => {
    const counts = new Map<string, number>();
    for (const vote of counted) {
      if (vote.category === category) counts.set(vote.nomineeId, (counts.get(vote.nomineeId) ?? 0) + 1);
    }
    const tallies = [...counts]
      .map(([nomineeId, count]) => ({ nomineeId, name: names[nomineeId] ?? "Former member", votes: count }))
      .sort(byVotesThenName);
    const top = tallies[0]?.votes ?? 0;
    const tied = tallies.filter((tally) => tally.votes === top && top > 0);
    const totalVotes = tallies.reduce((sum, tally) => sum + tally.votes, 0);
    const decision = decisions.find((each) => each.category === category);
    const chosen = tied.length > 1 ? tied.find((tally) => tally.nomineeId === decision?.nomineeId) : undefined;
    return {
      category,
      label: VOTE_CATEGORY_LABELS[category],
      tallies,
      winners: chosen ? [chosen] : tied,
      tie: tied.length > 1 && !chosen,
      tied,
      decidedBy: chosen && decision ? decision.decidedBy : null,
      totalVotes,
    };
  });
}

export const TIE_MESSAGES = {
  votingOpen: "Close voting before deciding a tie.",
  noTie: (label: string) => `There is no tie to decide for ${label}.`,
  notTied: "Only a nominee tied for the most votes can be chosen.",
} as const;

/**
 * Why the moderator cannot choose `nomineeId` as the winner of this category now, or undefined when they can: only
 * once voting is closed, only where several share the most votes, and only one of them. A decided tie may be decided
 * again (the latest choice counts).
 */
export function tieDecisionProblem(
  result: Pick<CategoryResult, "label" | "tied">,
  nomineeId: string,
  { closed }: { closed: boolean },
): string | undefined {
  if (!closed) return TIE_MESSAGES.votingOpen;
  if (result.tied.length < 2) return TIE_MESSAGES.noTie(result.label);
  if (!result.tied.some((tally) => tally.nomineeId === nomineeId)) return TIE_MESSAGES.notTied;
  return undefined;
}

const votesText = (count: number) => plural(count, { one: "# vote", other: "# votes" });

/**
 * Who won a category, without its label — for a card that names the category itself (the meeting display):
 * "Pia Lind (4 votes)", "Pia Lind (2 votes, a tie decided by Mo Park)", "a tie between Ann Bo and Kim Li (2 votes each)",
 * "no votes".
 */
export function winnerOutcome(result: Pick<CategoryResult, "winners" | "tie" | "decidedBy">): string {
  const [first] = result.winners;
  if (!first) return "no votes";
  if (result.decidedBy !== null)
    return `${first.name} (${votesText(first.votes)}, a tie decided by ${result.decidedBy})`;
  if (!result.tie) return `${first.name} (${votesText(first.votes)})`;
  const names = result.winners.map((winner) => winner.name);
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `a tie between ${list} (${votesText(first.votes)} each)`;
}

/** "Best Speaker: Pia Lind (4 votes)", "Best Evaluator: a tie between Ann Bo and Kim Li (2 votes each)", "…: no votes". */
export function winnerLine(result: CategoryResult): string {
  return `${result.label}: ${winnerOutcome(result)}`;
}

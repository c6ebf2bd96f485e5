import { describe, expect, test } from "vitest";
import {
  countedVotes,
  tieDecisionProblem,
  VOTE_CATEGORIES,
  VOTE_CATEGORY_LABELS,
  VOTE_MESSAGES,
  type Vote,
  type VoteCategory,
  voteProblem,
  voteResults,
  winnerLine,
  winnerOutcome,
} from "./votes";

const names = { pia: "Pia Lind", ann: "Ann Bo", kim: "kim Li", tom: "Tom Ek" };
const vote = (voterId: string, nomineeId: string, minute: number, category: VoteCategory = "best-speaker"): Vote => ({
  voterId,
  category,
  nomineeId,
  at: new Date(Date.UTC(2026, 11, 3, 20, minute)),
});
const speaker = (votes: Vote[], closedAt?: Date) => {
  const result = voteResults(votes, names, closedAt).find((row) => row.category === "best-speaker");
  if (!result) throw new Error("no Best Speaker result");
  return result;
};

describe("the categories", () => {
  test("three, with the product's labels", () => {
    expect(VOTE_CATEGORIES.map((category) => VOTE_CATEGORY_LABELS[category])).toEqual([
      "Best Speaker",
      "Best Evaluator",
      "Best Table Topics Speaker",
    ]);
  });
});

describe("which vote may count", () => {
  test("a vote for someone else in a known category is fine", () => {
    expect(voteProblem({ voterId: "ann", category: "best-speaker", nomineeId: "pia" })).toBeUndefined();
  });

  test("nobody votes for themselves", () => {
    expect(voteProblem({ voterId: "pia", category: "best-evaluator", nomineeId: "pia" })).toBe(
      "You cannot vote for yourself.",
    );
  });

  test("an unknown category, a closed vote and a member who is not a nominee are refused in words", () => {
    expect(voteProblem({ voterId: "ann", category: "best-hat", nomineeId: "pia" })).toBe(VOTE_MESSAGES.unknownCategory);
    expect(voteProblem({ voterId: "ann", category: "best-speaker", nomineeId: "pia" }, { closed: true })).toBe(
      "Voting is closed.",
    );
    const nominees = { "best-speaker": ["pia", "kim"] };
    expect(voteProblem({ voterId: "ann", category: "best-speaker", nomineeId: "tom" }, { nominees })).toBe(
      "That member cannot be voted Best Speaker at this meeting.",
    );
    expect(voteProblem({ voterId: "ann", category: "best-speaker", nomineeId: "kim" }, { nominees })).toBeUndefined();
    expect(voteProblem({ voterId: "ann", category: "best-evaluator", nomineeId: "tom" }, { nominees })).toBeUndefined();
  });
});

describe("counting", () => {
  test("one vote per member per category: the last one counts", () => {
    const counted = countedVotes([vote("ann", "pia", 1), vote("ann", "kim", 3), vote("ann", "tom", 2)]);
    expect(counted).toEqual([vote("ann", "kim", 3)]);
  });

  test("a member votes once in each category", () => {
    const counted = countedVotes([vote("ann", "pia", 1), vote("ann", "kim", 1, "best-evaluator")]);
    expect(counted).toHaveLength(2);
  });

  test("of two votes at the same moment, the later in the list counts; text times are read too", () => {
    expect(countedVotes([vote("ann", "pia", 1), vote("ann", "kim", 1)])).toEqual([vote("ann", "kim", 1)]);
    const asText = { ...vote("ann", "tom", 5), at: "2026-12-03T20:05:00Z" };
    expect(countedVotes([asText, vote("ann", "pia", 4)])).toEqual([asText]);
  });

  test("a vote for oneself, of an unknown category, without a time or after voting closed does not count", () => {
    const closedAt = new Date(Date.UTC(2026, 11, 3, 20, 10));
    const counted = countedVotes(
      [
        vote("pia", "pia", 1),
        { ...vote("ann", "pia", 1), category: "best-hat" as VoteCategory },
        { ...vote("kim", "pia", 1), at: "not a time" },
        vote("tom", "pia", 10),
        vote("tom", "kim", 11),
      ],
      closedAt,
    );
    expect(counted).toEqual([vote("tom", "pia", 10)]);
  });
});

describe("results and winners", () => {
  test("most votes first, equal votes by name regardless of case; one winner", () => {
    const result = speaker([
      vote("ann", "pia", 1),
      vote("kim", "pia", 1),
      vote("tom", "kim", 1),
      vote("pia", "ann", 1),
    ]);
    expect(result.tallies).toEqual([
      { nomineeId: "pia", name: "Pia Lind", votes: 2 },
      { nomineeId: "ann", name: "Ann Bo", votes: 1 },
      { nomineeId: "kim", name: "kim Li", votes: 1 },
    ]);
    expect(result.winners.map((winner) => winner.nomineeId)).toEqual(["pia"]);
    expect(result.tie).toBe(false);
    expect(result.totalVotes).toBe(4);
    expect(winnerLine(result)).toBe("Best Speaker: Pia Lind (2 votes)");
  });

  test("a changed vote moves the result", () => {
    const result = speaker([
      vote("ann", "pia", 1),
      vote("kim", "pia", 1),
      vote("ann", "kim", 2),
      vote("tom", "kim", 3),
    ]);
    expect(result.winners.map((winner) => winner.nomineeId)).toEqual(["kim"]);
    expect(result.totalVotes).toBe(3);
  });

  test("all tied at the top win, and the line says it is a tie", () => {
    const two = speaker([vote("ann", "pia", 1), vote("tom", "kim", 1)]);
    expect(two.winners.map((winner) => winner.nomineeId)).toEqual(["kim", "pia"]);
    expect(two.tie).toBe(true);
    expect(winnerLine(two)).toBe("Best Speaker: a tie between kim Li and Pia Lind (1 vote each)");
    const three = speaker([vote("ann", "pia", 1), vote("tom", "kim", 1), vote("pia", "tom", 1)]);
    expect(winnerLine(three)).toBe("Best Speaker: a tie between kim Li, Pia Lind and Tom Ek (1 vote each)");
  });

  test("the outcome alone, for a card that names its category itself", () => {
    expect(winnerOutcome(speaker([vote("ann", "pia", 1), vote("kim", "pia", 2)]))).toBe("Pia Lind (2 votes)");
    expect(winnerOutcome(speaker([vote("ann", "pia", 1), vote("tom", "kim", 1)]))).toBe(
      "a tie between kim Li and Pia Lind (1 vote each)",
    );
    expect(winnerOutcome(speaker([]))).toBe("no votes");
  });

  test("a category without votes has no winner; every category is listed in order", () => {
    const results = voteResults([vote("ann", "pia", 1)], names);
    expect(results.map((result) => result.category)).toEqual([...VOTE_CATEGORIES]);
    const evaluator = results[1];
    expect(evaluator).toMatchObject({ tallies: [], winners: [], tie: false, totalVotes: 0 });
    if (evaluator) expect(winnerLine(evaluator)).toBe("Best Evaluator: no votes");
  });

  test("a nominee without a known name is still counted", () => {
    expect(speaker([vote("ann", "gone", 1)]).tallies).toEqual([{ nomineeId: "gone", name: "Former member", votes: 1 }]);
  });

  test("votes after voting closed do not change the result", () => {
    const closedAt = new Date(Date.UTC(2026, 11, 3, 20, 5));
    const result = speaker([vote("ann", "pia", 1), vote("ann", "kim", 6)], closedAt);
    expect(result.winners.map((winner) => winner.nomineeId)).toEqual(["pia"]);
  });
});

describe("a tie decided by the moderator", () => {
  const tied = [vote("ann", "pia", 1), vote("tom", "kim", 1)];
  const decided = (nomineeId: string) => [{ category: "best-speaker" as const, nomineeId, decidedBy: "Mo Park" }];
  const decidedSpeaker = (votes: Vote[], decisions: ReturnType<typeof decided>) => {
    const result = voteResults(votes, names, undefined, decisions).find((row) => row.category === "best-speaker");
    if (!result) throw new Error("no Best Speaker result");
    return result;
  };

  test("names one winner among the tied, says who decided, and keeps who was tied", () => {
    const result = decidedSpeaker(tied, decided("pia"));
    expect(result.winners.map((winner) => winner.nomineeId)).toEqual(["pia"]);
    expect(result.tie).toBe(false);
    expect(result.tied.map((tally) => tally.nomineeId)).toEqual(["kim", "pia"]);
    expect(result.decidedBy).toBe("Mo Park");
    expect(winnerLine(result)).toBe("Best Speaker: Pia Lind (1 vote, a tie decided by Mo Park)");
  });

  test("counts for nothing when its choice is not among the tied (the votes changed), or there is no tie", () => {
    const undecided = decidedSpeaker(tied, decided("tom"));
    expect([undecided.tie, undecided.decidedBy, undecided.winners.length]).toEqual([true, null, 2]);
    const clear = decidedSpeaker([...tied, vote("pia", "kim", 2)], decided("pia"));
    expect(clear.winners.map((winner) => winner.nomineeId)).toEqual(["kim"]);
    expect(clear.decidedBy).toBeNull();
  });

  test("is refused in words without a tie, for a nominee not tied, or while voting is open", () => {
    const result = speaker(tied);
    expect(tieDecisionProblem(result, "pia", { closed: true })).toBeUndefined();
    expect(tieDecisionProblem(result, "tom", { closed: true })).toBe(
      "Only a nominee tied for the most votes can be chosen.",
    );
    expect(tieDecisionProblem(result, "pia", { closed: false })).toBe("Close voting before deciding a tie.");
    expect(tieDecisionProblem(speaker([vote("ann", "pia", 1)]), "pia", { closed: true })).toBe(
      "There is no tie to decide for Best Speaker.",
    );
    // a decided tie may be decided again, between the same tied nominees
    expect(tieDecisionProblem(decidedSpeaker(tied, decided("pia")), "kim", { closed: true })).toBeUndefined();
  });
});

import { describe, expect, test } from "vitest";
import {
  VOTING_MESSAGES,
  voteInput,
  voteNominees,
  votingChangeProblem,
  votingState,
  votingStateInput,
} from "./nominees";

const sources = {
  pitchers: ["pia", "tom"],
  evaluators: ["eva"],
  tableTopicsSpeakers: [] as string[],
  present: ["pia", "tom", "eva", "max", "mo"],
};

describe("who may be voted for", () => {
  test("speakers for Best Speaker, evaluators for Best Evaluator", () => {
    const nominees = voteNominees(sources);
    expect(nominees["best-speaker"]).toEqual(["pia", "tom"]);
    expect(nominees["best-evaluator"]).toEqual(["eva"]);
  });

  test("Best Table Topics: those timed during Table Topics, else everyone present", () => {
    expect(voteNominees(sources)["best-table-topics"]).toEqual(["pia", "tom", "eva", "max", "mo"]);
    const timed = voteNominees({ ...sources, tableTopicsSpeakers: ["max", "mo", "max"] });
    expect(timed["best-table-topics"]).toEqual(["max", "mo"]);
  });

  test("never oneself", () => {
    const nominees = voteNominees(sources, "pia");
    expect(nominees["best-speaker"]).toEqual(["tom"]);
    expect(nominees["best-table-topics"]).not.toContain("pia");
    expect(voteNominees(sources, "eva")["best-evaluator"]).toEqual([]);
  });
});

describe("the vote's states", () => {
  test("open until closed; revealed once its results are shown", () => {
    expect(votingState({ votingClosedAt: null, resultsRevealedAt: null })).toBe("open");
    expect(votingState({ votingClosedAt: new Date(), resultsRevealedAt: null })).toBe("closed");
    expect(votingState({ votingClosedAt: new Date(), resultsRevealedAt: new Date() })).toBe("revealed");
  });

  test("results are revealed only after voting closed; any other move is allowed", () => {
    expect(votingChangeProblem("open", "revealed")).toBe(VOTING_MESSAGES.revealNeedsClose);
    expect(votingChangeProblem("closed", "revealed")).toBeUndefined();
    expect(votingChangeProblem("revealed", "open")).toBeUndefined();
    expect(votingChangeProblem("open", "closed")).toBeUndefined();
  });

  test("inputs", () => {
    expect(votingStateInput.safeParse({ state: "closed" }).success).toBe(true);
    expect(votingStateInput.safeParse({ state: "paused" }).error?.issues[0]?.message).toBe(
      "The vote is open, closed or revealed.",
    );
    expect(voteInput.safeParse({ nomineeId: "" }).error?.issues[0]?.message).toBe("Choose whom you vote for.");
    expect(voteInput.safeParse({}).error?.issues[0]?.message).toBe("Choose whom you vote for.");
  });
});

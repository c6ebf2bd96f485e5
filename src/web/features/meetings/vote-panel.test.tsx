// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AL, aConsole, EVA, EVENT_ID, expectToast, MO, PIA, renderPanel } from "./test/render-panel";
import { VotePanel } from "./vote-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const result = (name: string, id: string, votes: number) => ({
  category: "best-speaker" as const,
  label: "Best Speaker",
  tallies: [{ nomineeId: id, name, votes }],
  winners: [{ nomineeId: id, name, votes }],
  tie: false,
  tied: [{ nomineeId: id, name, votes }],
  decidedBy: null,
  totalVotes: votes,
});

type Console = ReturnType<typeof aConsole>;

/** The console with its Best Speaker category changed by `change` (and the vote's state by `votes`). */
function withBestSpeaker(
  state: Console,
  change: Partial<Console["votes"]["categories"][number]>,
  votes: Partial<Console["votes"]> = {},
): Console {
  const [speaker, ...others] = state.votes.categories;
  if (!speaker) throw new Error("categories missing");
  return { ...state, votes: { ...state.votes, ...votes, categories: [{ ...speaker, ...change }, ...others] } };
}

describe("the vote panel", () => {
  it("a card per category, its nominees as radio buttons; a choice is saved as it is made", async () => {
    let mine: string | null = null;
    const { user, sent } = renderPanel(
      VotePanel,
      () => withBestSpeaker(aConsole({ capabilities: { vote: true } }), { mine }),
      (request) => {
        mine = (request.body as { nomineeId: string }).nomineeId;
        return { status: 200, body: { category: "best-speaker", nomineeId: PIA, nomineeName: "Pia Lind" } };
      },
    );
    const speaker = screen.getByRole("group", { name: "Best Speaker" });
    expect(screen.getByRole("group", { name: "Best Evaluator" })).toBeTruthy();
    const topics = screen.getByRole("group", { name: "Best Table Topics Speaker" });
    expect(
      within(topics)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Pia Lind", "Mo Park"]);
    await user.click(within(speaker).getByRole("radio", { name: "Pia Lind" }));
    expect(within(speaker).getByRole<HTMLInputElement>("radio", { name: "Pia Lind" }).checked).toBe(true);
    await expectToast("Vote Saved", "Best Speaker: you voted for Pia Lind.");
    expect(within(speaker).getByRole<HTMLInputElement>("radio", { name: "Pia Lind" }).checked).toBe(true);
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/api/meetings/00000000-0000-4000-8000-000000000017/votes/best-speaker",
        body: { nomineeId: PIA },
      },
    ]);
    expect(screen.queryByRole("button", { name: "Close voting" })).toBeNull();
  });

  it("shows the member's vote, and a refused vote in the server's words", async () => {
    const state = aConsole({ capabilities: { vote: true } });
    const [speaker, evaluator, topics] = state.votes.categories;
    if (!speaker || !evaluator || !topics) throw new Error("categories missing");
    const { user } = renderPanel(
      VotePanel,
      () => ({ ...state, votes: { ...state.votes, categories: [speaker, evaluator, { ...topics, mine: MO }] } }),
      () => ({
        status: 409,
        body: { error: { code: "VOTING_CLOSED", message: "Voting is closed.", title: "Voting Closed" } },
      }),
    );
    const group = screen.getByRole("group", { name: "Best Table Topics Speaker" });
    expect(within(group).getByRole<HTMLInputElement>("radio", { name: "Mo Park" }).checked).toBe(true);
    await user.click(within(group).getByRole("radio", { name: "Pia Lind" }));
    await expectToast("Voting Closed", "Voting is closed.");
    await waitFor(() =>
      expect(within(group).getByRole<HTMLInputElement>("radio", { name: "Mo Park" }).checked).toBe(true),
    );
  });

  it("says when voting is closed, and shows the results once revealed", () => {
    const state = aConsole({ capabilities: { vote: true } });
    renderPanel(VotePanel, () =>
      withBestSpeaker(state, { mine: PIA, result: result("Pia Lind", PIA, 3) }, { state: "revealed", opened: true }),
    );
    expect(screen.getByText("Voting is closed.", { selector: "p" })).toBeTruthy();
    for (const radio of screen.getAllByRole<HTMLInputElement>("radio")) expect(radio.disabled).toBe(true);
    const results = screen.getByRole("region", { name: "Best Speaker results" });
    expect(within(results).getByText("Best Speaker: Pia Lind (3 votes)")).toBeTruthy();
  });

  it("the moderator closes voting, reveals the results and reopens it", async () => {
    let votes: "open" | "closed" = "open";
    const { user, sent } = renderPanel(
      VotePanel,
      () =>
        withBestSpeaker(
          aConsole({ viewerId: MO, capabilities: { moderate: true, vote: true } }),
          { result: votes === "closed" ? result("Eva Berg", EVA, 2) : null },
          { state: votes, opened: true },
        ),
      (request) => {
        votes = (request.body as { state: "open" | "closed" }).state;
        return { status: 200, body: { state: votes } };
      },
    );
    await user.click(screen.getByRole("button", { name: "Close voting" }));
    await expectToast("Voting Closed", "No more votes are taken. Reveal the results when you are ready.");
    await screen.findByRole("button", { name: "Reveal results" });
    expect(screen.getByText("Only you see these until you reveal them.")).toBeTruthy();
    expect(screen.getByText("Best Speaker: Eva Berg (2 votes)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reopen voting" }));
    await screen.findByRole("button", { name: "Close voting" });
    expect(sent.map((request) => request.body)).toEqual([{ state: "closed" }, { state: "open" }]);
  });

  it("the moderator decides a tie between those with the most votes; the result then names the one chosen", async () => {
    let decidedFor: string | null = null;
    const tally = (nomineeId: string, name: string) => ({ nomineeId, name, votes: 1 });
    const tied = [tally(MO, "Mo Park"), tally(PIA, "Pia Lind")];
    const { user, sent } = renderPanel(
      VotePanel,
      () => {
        const chosen = tied.find((each) => each.nomineeId === decidedFor);
        const decided = {
          ...result("Mo Park", MO, 1),
          tallies: tied,
          winners: chosen ? [chosen] : tied,
          tie: !chosen,
          tied,
          decidedBy: chosen ? "Al Ng" : null,
        };
        return withBestSpeaker(
          aConsole({ viewerId: AL, capabilities: { moderate: true, vote: true } }),
          { result: decided },
          { state: "closed", opened: true },
        );
      },
      (request) => {
        decidedFor = (request.body as { nomineeId: string }).nomineeId;
        return { status: 200, body: { category: "best-speaker", nomineeId: decidedFor, decidedBy: "Al Ng" } };
      },
    );
    const tie = screen.getByRole("region", { name: "Decide the tie" });
    expect(tie.textContent).toContain("Mo Park and Pia Lind have 1 vote each.");
    expect(screen.getByText("Best Speaker: a tie between Mo Park and Pia Lind (1 vote each)")).toBeTruthy();
    await user.click(within(tie).getByRole("button", { name: "Pia Lind wins" }));
    await expectToast(
      "Tie Decided",
      "Best Speaker: Pia Lind wins. The results and the report say the tie was decided.",
    );
    expect(sent).toEqual([
      { method: "POST", path: `/api/meetings/${EVENT_ID}/votes/best-speaker/decision`, body: { nomineeId: PIA } },
    ]);
    const decided = await screen.findByRole("region", { name: "Tie decided" });
    expect(within(decided).getByRole("button", { name: "Pia Lind wins" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Best Speaker: Pia Lind (1 vote, a tie decided by Al Ng)")).toBeTruthy();
  });

  it("shows no tie choice to those who do not moderate", () => {
    const tied = [
      { nomineeId: MO, name: "Mo Park", votes: 1 },
      { nomineeId: PIA, name: "Pia Lind", votes: 1 },
    ];
    renderPanel(VotePanel, () =>
      withBestSpeaker(
        aConsole({ capabilities: { vote: true } }),
        { result: { ...result("Mo Park", MO, 1), winners: tied, tie: true, tied } },
        { state: "revealed", opened: true },
      ),
    );
    expect(screen.queryByRole("region", { name: "Decide the tie" })).toBeNull();
    expect(screen.queryByRole("button", { name: /wins$/ })).toBeNull();
  });

  it("tells a member who neither attends nor holds a role how to vote", () => {
    renderPanel(VotePanel, () => aConsole());
    expect(screen.getByText(/Mark on the meeting's page that you attend to vote too\./)).toBeTruthy();
    for (const radio of screen.getAllByRole<HTMLInputElement>("radio")) expect(radio.disabled).toBe(true);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FillerPanel } from "./filler-panel";
import { aConsole, expectToast, PIA, renderPanel, type Sent } from "./test/render-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wordButton = (word: string) => screen.getByRole("button", { name: new RegExp(`^${word} \\d+$`) });
const countOf = (word: string) => Number(wordButton(word).textContent?.match(/(\d+)$/)?.[1]);

type TapBody = { actionId: string; speakerUserId?: string; speakerName?: string; word: string; delta: 1 | -1 };

/** A fake server that counts taps as the real one does: each actionId once, never below zero. */
function countingServer(options: { failFirstTry?: boolean } = {}) {
  const counts = new Map<string, { speakerUserId: string | null; speakerName: string; count: number }>();
  const seen = new Set<string>();
  const tried = new Set<string>();
  const keyOf = (tap: TapBody) =>
    tap.speakerUserId ? `user:${tap.speakerUserId}` : `name:${(tap.speakerName ?? "").trim().toLowerCase()}`;
  const state = () =>
    aConsole({
      capabilities: { count: true, shareDisplay: true },
      fillers: [...counts].map(([key, row]) => {
        const [speakerKey = "", word = ""] = key.split("|");
        return { speakerKey, word: word as "Um", ...row };
      }),
    });
  const server = (request: Sent) => {
    const tap = request.body as TapBody;
    if (options.failFirstTry && !tried.has(tap.actionId)) {
      tried.add(tap.actionId);
      throw new TypeError("Failed to fetch");
    }
    const key = `${keyOf(tap)}|${tap.word}`;
    const row = counts.get(key) ?? {
      speakerUserId: tap.speakerUserId ?? null,
      speakerName: tap.speakerName ?? "Pia Lind",
      count: 0,
    };
    if (!seen.has(tap.actionId)) {
      seen.add(tap.actionId);
      counts.set(key, { ...row, count: Math.max(0, row.count + tap.delta) });
    }
    return { status: 200, body: { speakerKey: keyOf(tap), word: tap.word, count: counts.get(key)?.count ?? 0 } };
  };
  return { state, server };
}

describe("the ah counter's panel", () => {
  it("counts a speaker's words as tapped, saves each tap with its own id, undoes, and totals per speaker", async () => {
    const fake = countingServer();
    const { user, sent } = renderPanel(FillerPanel, fake.state, fake.server);
    expect(wordButton("Um").hasAttribute("disabled")).toBe(true);
    await user.selectOptions(screen.getByLabelText("Counting for"), "Pia Lind");
    await user.click(wordButton("Um"));
    expect(countOf("Um")).toBe(1);
    await user.click(wordButton("Um"));
    await user.click(wordButton("Like"));
    await waitFor(() => expect(sent).toHaveLength(3));
    const bodies = sent.map((request) => request.body as TapBody);
    expect(bodies.map(({ speakerUserId, word, delta }) => ({ speakerUserId, word, delta }))).toEqual([
      { speakerUserId: PIA, word: "Um", delta: 1 },
      { speakerUserId: PIA, word: "Um", delta: 1 },
      { speakerUserId: PIA, word: "Like", delta: 1 },
    ]);
    expect(new Set(bodies.map((body) => body.actionId)).size).toBe(3);
    expect(sent[0]?.path).toBe("/api/meetings/00000000-0000-4000-8000-000000000017/fillers");
    await waitFor(() => expect(screen.getByText("Pia Lind: 3 filler words so far")).toBeTruthy());
    expect(countOf("Um")).toBe(2);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(countOf("Like")).toBe(0);
    await waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ word: "Like", delta: -1 }));
    const totals = screen.getByRole("list", { name: "Filler words per speaker" });
    await waitFor(() => expect(within(totals).getByText("2")).toBeTruthy());
  });

  it("counts for a guest by name", async () => {
    const fake = countingServer();
    const { user, sent } = renderPanel(FillerPanel, fake.state, fake.server);
    await user.type(screen.getByLabelText("Guest's name"), "Guest Gail{Enter}");
    expect(screen.getByLabelText<HTMLSelectElement>("Counting for").selectedOptions[0]?.textContent).toBe(
      "Guest Gail (guest)",
    );
    await user.click(wordButton("So"));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ speakerName: "Guest Gail", word: "So", delta: 1 }));
    await waitFor(() => expect(screen.getByText("Guest Gail: 1 filler words so far")).toBeTruthy());
  });

  it("sends a tap that did not get through again with the same id: it counts once", async () => {
    const fake = countingServer({ failFirstTry: true });
    const { user, sent } = renderPanel(FillerPanel, fake.state, fake.server);
    await user.selectOptions(screen.getByLabelText("Counting for"), "Pia Lind");
    await user.click(wordButton("Ah"));
    expect(countOf("Ah")).toBe(1);
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 4000 });
    const [first, retry] = sent.map((request) => request.body as TapBody);
    expect(retry?.actionId).toBe(first?.actionId);
    await waitFor(() => expect(fake.state().fillers).toEqual([expect.objectContaining({ word: "Ah", count: 1 })]));
    expect(countOf("Ah")).toBe(1);
  });

  it("a refused tap is taken back and the refusal shown", async () => {
    const { user } = renderPanel(
      FillerPanel,
      () => aConsole({ capabilities: { count: true } }),
      () => ({
        status: 409,
        body: {
          error: {
            code: "MEETING_ENDED",
            message: "This meeting has ended: its record no longer changes.",
            title: "Meeting Closed",
          },
        },
      }),
    );
    await user.selectOptions(screen.getByLabelText("Counting for"), "Mo Park");
    await user.click(wordButton("Well"));
    await expectToast("Meeting Closed", "This meeting has ended: its record no longer changes.");
    expect(countOf("Well")).toBe(0);
  });

  it("shows only the totals to whoever runs another part, and says where the counts are to anyone else", () => {
    renderPanel(FillerPanel, () =>
      aConsole({
        capabilities: { time: true, shareDisplay: true },
        fillers: [{ speakerKey: `user:${PIA}`, speakerUserId: PIA, speakerName: "Pia Lind", word: "Um", count: 4 }],
      }),
    );
    expect(screen.queryByRole("list", { name: "Filler words" })).toBeNull();
    const totals = screen.getByRole("list", { name: "Filler words per speaker" });
    expect(within(totals).getByRole("listitem").textContent).toBe("Pia Lind4");
    cleanup();
    renderPanel(FillerPanel, () => aConsole());
    expect(
      screen.getByText("The counts are shown to those running the meeting, and in the meeting's report."),
    ).toBeTruthy();
  });
});

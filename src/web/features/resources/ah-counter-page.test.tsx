// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/domain/tools/records";
import { CURRENT_COUNTER_KEY } from "./ah-counter/use-counter";
import { Component as AhCounterPage } from "./ah-counter-page";
import { expectToast, exportsAndClearsHistory, renderTool, store, stored } from "./test/render-tool";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wordButton = (word: string) => screen.getByRole("button", { name: new RegExp(`^${word} \\d+$`) });
const countOf = (word: string) => Number(wordButton(word).textContent?.match(/(\d+)$/)?.[1]);

describe("the ah counter", () => {
  it("needs a speaker name, adds speakers with Enter, and needs a speaker to start", async () => {
    const { user } = renderTool(AhCounterPage);
    await user.click(screen.getByRole("button", { name: "Start Session" }));
    await expectToast("No Speakers Added", "Please add at least one speaker to start counting.");

    await user.type(screen.getByLabelText("Speaker name"), "   {Enter}");
    await expectToast("Speaker Name Required", "Please enter the speaker's name to add them.");

    await user.type(screen.getByLabelText("Speaker name"), "Maya{Enter}");
    await expectToast("Speaker Added", "Maya was added to the list.");
    expect(within(screen.getByRole("list", { name: "Speakers" })).getByText("Maya")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Speaker name").value).toBe("");
  });

  it("counts taps and keys 1–8 for the tracked speaker, undoes, resets, and ends the session", async () => {
    const { user } = renderTool(AhCounterPage);
    await user.type(screen.getByLabelText("Speaker name"), "Maya{Enter}");
    await user.type(screen.getByLabelText("Speaker name"), "Leo{Enter}");
    await user.click(screen.getByRole("button", { name: "Start Session" }));
    await expectToast("Session Started", "Now counting filler words for 2 speaker(s)");

    await user.click(wordButton("Um"));
    await user.click(wordButton("Um"));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard("8");
    expect(countOf("Um")).toBe(2);
    expect(countOf("Actually")).toBe(1);

    // Digits typed into the name field are the name, not taps.
    await user.type(screen.getByLabelText("Speaker name"), "7");
    expect(countOf("You know")).toBe(0);
    await user.clear(screen.getByLabelText("Speaker name"));

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(countOf("Actually")).toBe(0);

    await user.selectOptions(screen.getByLabelText("Counting for"), "Leo");
    await user.click(wordButton("Like"));
    expect(countOf("Like")).toBe(1);

    // Reset asks first: Cancel keeps the counts, Reset counts drops them
    await user.click(screen.getByRole("button", { name: "Reset" }));
    const asked = await screen.findByRole("alertdialog", { name: "Reset every count?" });
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    expect(countOf("Like")).toBe(1);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await user.click(screen.getByRole("button", { name: "Reset counts" }));
    await expectToast("Counts Reset", "Every speaker's filler-word counts are back to zero.");
    expect(countOf("Like")).toBe(0);

    await user.click(wordButton("So"));
    await user.selectOptions(screen.getByLabelText("Counting for"), "Maya");
    await user.click(wordButton("Well"));
    await user.click(wordButton("Well"));
    await user.click(screen.getByRole("button", { name: "End Session" }));
    await expectToast("Session Completed", "Recorded 3 total filler words across all speakers");

    const [session] = stored(STORAGE_KEYS.ahCounter);
    expect(session.speakers.map((s: { name: string; totalCount: number }) => [s.name, s.totalCount])).toEqual([
      ["Maya", 2],
      ["Leo", 1],
    ]);
    expect(session.speakers[0].fillerWords).toEqual({
      Um: 0,
      Uh: 0,
      Ah: 0,
      So: 0,
      Well: 2,
      Like: 0,
      "You know": 0,
      Actually: 0,
    });
    expect(screen.queryByRole("list", { name: "Speakers" })).toBeNull();
    expect(screen.getByRole("button", { name: "Start Session" })).toBeTruthy();
  });

  it("asks before removing a speaker who has counts; one without counts goes at once", async () => {
    const { user } = renderTool(AhCounterPage);
    await user.type(screen.getByLabelText("Speaker name"), "Maya{Enter}");
    await user.type(screen.getByLabelText("Speaker name"), "Leo{Enter}");
    await user.click(screen.getByRole("button", { name: "Start Session" }));
    await user.click(wordButton("Um"));
    const speakers = () => within(screen.getByRole("list", { name: "Speakers" }));

    await user.click(screen.getByRole("button", { name: "Remove Maya" }));
    const asked = await screen.findByRole("alertdialog", { name: "Remove Maya?" });
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    expect(speakers().getByText("Maya")).toBeTruthy();
    expect(countOf("Um")).toBe(1);

    await user.click(screen.getByRole("button", { name: "Remove Maya" }));
    await user.click(screen.getByRole("button", { name: "Remove speaker" }));
    expect(speakers().queryByText("Maya")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remove Leo" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("list", { name: "Speakers" })).toBeNull();
  });

  it("keeps the session in progress across a reload", async () => {
    const { user } = renderTool(AhCounterPage);
    await user.type(screen.getByLabelText("Speaker name"), "Maya{Enter}");
    await user.click(screen.getByRole("button", { name: "Start Session" }));
    await user.click(wordButton("Uh"));
    cleanup();
    renderTool(AhCounterPage);
    expect(countOf("Uh")).toBe(1);
    expect(within(screen.getByRole("list", { name: "Speakers" })).getByText("Maya")).toBeTruthy();
  });

  it("exports (No Data when empty, else Report Exported) and clears the history", () =>
    exportsAndClearsHistory(AhCounterPage, {
      key: STORAGE_KEYS.ahCounter,
      record: {
        id: "s1",
        timestamp: "2026-03-01T19:00:00.000Z",
        speakers: [{ id: "a", name: "Maya", fillerWords: { Um: 2 }, totalCount: 2 }],
      },
      noData: "No sessions recorded to export.",
      exported: "Ah counter report has been downloaded.",
      file: /^ah-counter-report-\d{4}-\d{2}-\d{2}\.txt$/,
      line: "   Maya: 2 filler words\n      Um 2",
      cleared: "All session records have been removed.",
    }));

  it("ignores corrupt or foreign stored values", () => {
    store(STORAGE_KEYS.ahCounter, [{ id: 1, speakers: "many" }]);
    store(CURRENT_COUNTER_KEY, "nonsense");
    renderTool(AhCounterPage);
    expect(screen.getByText("No sessions yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Session" })).toBeTruthy();
  });
});

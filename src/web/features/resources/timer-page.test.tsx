// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/domain/tools/records";
import { storedSpeech } from "@/domain/tools/records.test-support";
import { catchDownloads, clearHistory, expectToast, renderTool, store, stored } from "./test/render-tool";
import { CURRENT_TIMER_KEY } from "./timer/use-timer";
import { Component as TimerPage } from "./timer-page";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the timer", () => {
  it("asks for a speech type and a speaker before starting, and starts with both", async () => {
    const { user } = renderTool(TimerPage);
    await user.click(screen.getByRole("button", { name: "Start" }));
    await expectToast("Missing Information", "Please select a speech type and enter speaker name.");

    await user.selectOptions(screen.getByLabelText("Speech Type"), "table-topics");
    await user.type(screen.getByLabelText("Speaker Name"), "   ");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();

    await user.type(screen.getByLabelText("Speaker Name"), "Leo");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(stored(CURRENT_TIMER_KEY).watch.runningSince).toEqual(expect.any(Number));
  });

  it("Space starts and pauses, but types a space in the speaker field", async () => {
    store(CURRENT_TIMER_KEY, { typeId: "evaluation", speaker: "Ana", watch: { bankedMs: 0, runningSince: null } });
    const { user } = renderTool(TimerPage);
    await user.click(screen.getByLabelText("Speaker Name"));
    await user.keyboard(" B");
    expect(screen.getByLabelText<HTMLInputElement>("Speaker Name").value).toBe("Ana B");
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();
  });

  it("past the overtime mark says Overtime, as the meeting's display does, counted from the red mark", () => {
    // Table Topics: red at 2:00, overtime after 2:30; 2:38 on the clock
    store(CURRENT_TIMER_KEY, {
      typeId: "table-topics",
      speaker: "Maya",
      watch: { bankedMs: 158_200, runningSince: null },
    });
    renderTool(TimerPage);
    expect(screen.getByRole("timer").textContent).toContain("2:38");
    expect(screen.getByText("Overtime +0:38")).toBeTruthy();
    expect(document.querySelector("[data-stage]")?.getAttribute("data-stage")).toBe("overtime");
    expect(screen.getAllByText("Overtime", { exact: true })).not.toHaveLength(0);
    expect(screen.queryByText("Red light")).toBeNull();
  });

  it("Stop & Log records the speech, resets the clock and clears the speaker: Speech Recorded", async () => {
    store(CURRENT_TIMER_KEY, {
      typeId: "ice-breaker",
      speaker: "Maya",
      watch: { bankedMs: 312_400, runningSince: null },
    });
    const { user } = renderTool(TimerPage);
    expect(screen.getByRole("timer").textContent).toContain("5:12");
    expect(screen.getAllByText("Red light")).not.toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Stop & Log" }));
    await expectToast("Speech Recorded", "Maya's Ice Breaker (5:12) was added to the speech history.");
    expect(stored(STORAGE_KEYS.timer)).toEqual([
      {
        id: expect.any(String),
        speakerName: "Maya",
        speechType: "Ice Breaker",
        duration: 312,
        finalStage: "red",
        timestamp: expect.any(String),
      },
    ]);
    expect(screen.getByRole("timer").textContent).toContain("0:00");
    expect(screen.getByLabelText<HTMLInputElement>("Speaker Name").value).toBe("");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Stop & Log" }).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>("Speech Type").value).toBe("ice-breaker");
  });

  it("says No Data when exporting an empty history", async () => {
    const { user } = renderTool(TimerPage);
    await user.click(screen.getByRole("button", { name: "Export" }));
    await expectToast("No Data", "No speeches recorded to export.");
  });

  it("exports the history as a plain-text report: Report Exported", async () => {
    store(STORAGE_KEYS.timer, [storedSpeech]);
    const files = catchDownloads();
    const { user } = renderTool(TimerPage);
    await user.click(screen.getByRole("button", { name: "Export" }));
    await expectToast("Report Exported", "Timer report has been downloaded.");
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^timer-report-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await files[0]?.text).toContain("1. Maya (Ice Breaker)\n   Duration: 5:12\n   Final light: Red");
  });

  it("clears the history after confirming: History Cleared", async () => {
    store(STORAGE_KEYS.timer, [storedSpeech]);
    const { user } = renderTool(TimerPage);
    expect(screen.getByText("Maya")).toBeTruthy();
    await clearHistory(user);
    await expectToast("History Cleared", "All speech records have been removed.");
    expect(localStorage.getItem(STORAGE_KEYS.timer)).toBeNull();
    expect(screen.getByText("No speeches yet")).toBeTruthy();
  });

  it("ignores corrupt or foreign stored values and still works", async () => {
    store(STORAGE_KEYS.timer, "{not json");
    store(CURRENT_TIMER_KEY, { hello: "world" });
    const { user } = renderTool(TimerPage);
    expect(screen.getByText("No speeches yet")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toContain("0:00");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await expectToast("No Data", "No speeches recorded to export.");
  });

  it("opens with a speaker's marks from the address, and keeps a speech in progress", async () => {
    const address = "/?green=300&yellow=360&red=420&speaker=Pia&title=Why%20Bridges%20Sing";
    const { user } = renderTool(TimerPage, address);
    const select = screen.getByLabelText("Speech Type") as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("Why Bridges Sing (5:00–7:00)");
    expect((screen.getByLabelText("Speaker Name") as HTMLInputElement).value).toBe("Pia");
    expect(screen.getByText("Minimum time 5:00: the speech qualifies from there.")).toBeTruthy();
    const tiles = screen.getByRole("list", { name: "Why Bridges Sing timing" });
    expect(tiles.textContent).toContain("from 6:00");
    expect(tiles.textContent).toContain("from 7:00");
    expect(tiles.textContent).toContain("after 7:30");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeTruthy();
    cleanup();

    // a speech being timed is not replaced by another link's marks
    store(CURRENT_TIMER_KEY, { typeId: "table-topics", speaker: "Leo", watch: { bankedMs: 5000, runningSince: null } });
    renderTool(TimerPage, address);
    expect((screen.getByLabelText("Speaker Name") as HTMLInputElement).value).toBe("Leo");
    expect((screen.getByLabelText("Speech Type") as HTMLSelectElement).value).toBe("table-topics");
  });

  it("without marks in the address offers only its speech types", () => {
    renderTool(TimerPage, "/?green=400&yellow=360&red=420");
    const options = [...(screen.getByLabelText("Speech Type") as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(options).toEqual(["", "ice-breaker", "project-speech", "table-topics", "evaluation"]);
  });
});

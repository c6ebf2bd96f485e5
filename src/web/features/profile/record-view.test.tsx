// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RecordFilter } from "@/domain/record/record-views";
import type { RecordEvaluation, RecordSpeech, SpeakingRecord } from "@/domain/record/speaking-record";
import { RecordView } from "./record-view";

afterEach(cleanup);

const NOW = new Date("2026-11-20T12:00:00Z");
const harbour = { clubId: "club-harbour", club: "Harbour Speakers", timeZone: "Europe/Berlin" };
const river = { clubId: "club-river", club: "River Voices", timeZone: "America/New_York" };

const speech = (
  eventId: string,
  at: string,
  club: typeof harbour,
  title: string,
  durationSeconds: number,
  fillers: number,
  verdict: RecordSpeech["verdict"],
): RecordSpeech => ({
  eventId,
  title: `Meeting ${eventId}`,
  ...club,
  at,
  speechTitle: title,
  project: "Ice Breaker",
  range: { min: 4, max: 6 },
  durationSeconds,
  verdict,
  fillers,
});

const evaluation = (eventId: string, at: string, clarity: number, interest: number): RecordEvaluation => ({
  eventId,
  title: `Meeting ${eventId}`,
  ...harbour,
  at,
  evaluator: "Eva",
  scores: { clarity, interest },
  opening: "Strong start.",
  improvement: "Slow down.",
  closing: "Well done.",
});

// three speeches: 12 fillers in 6:00 (2.0/min), 3 in 5:00 (0.6/min, the best), 5 in 5:00 (1.0/min, the latest)
const RECORD: SpeakingRecord = {
  roles: [{ eventId: "m3", title: "Meeting m3", ...river, at: "2026-11-10T23:00:00Z", role: "Pitcher" }],
  speeches: [
    speech("m3", "2026-11-10T23:00:00Z", river, "Rivers", 300, 5, "within"),
    speech("m2", "2026-06-01T18:00:00Z", harbour, "Bridges", 300, 3, "within"),
    speech("m1", "2025-09-01T18:00:00Z", harbour, "Ferries", 360, 12, "over"),
  ],
  evaluations: [evaluation("m2", "2026-06-01T18:00:00Z", 5, 5), evaluation("m1", "2025-09-01T18:00:00Z", 3, 4)],
  awards: [{ eventId: "m2", title: "Meeting m2", ...harbour, at: "2026-06-01T18:00:00Z", category: "best-speaker" }],
};

function show(record: SpeakingRecord, filter: RecordFilter = { period: "all" }, onFilter = vi.fn()) {
  render(
    <MemoryRouter>
      <RecordView
        record={record}
        filter={filter}
        now={NOW}
        onFilter={onFilter}
        chart={(view) => <div data-testid={`chart-${view.id}`} />}
      />
    </MemoryRouter>,
  );
  return onFilter;
}

const trend = (name: string | RegExp) => screen.getByRole("region", { name });

describe("my speaking record's page", () => {
  it("tells each trend in words, with its best and latest point", () => {
    show(RECORD);
    expect(within(trend("Filler words per minute")).getByText(/^Filler words per minute: 3 points/).textContent).toBe(
      "Filler words per minute: 3 points from Sep 1, 2025 to Nov 10, 2026. Latest 1.0 on Nov 10, 2026 (Meeting m3). Best 0.6 on Jun 1, 2026 (Meeting m2).",
    );
    expect(within(trend("Speeches within time")).getByText(/^Speeches within time:/).textContent).toContain(
      "3 points from Sep 1, 2025 to Nov 10, 2026. Latest 67% on Nov 10, 2026 (Meeting m3), also the best.",
    );
    expect(within(trend(/^Evaluation scores/)).getByText(/^Evaluation scores/, { selector: "p" }).textContent).toBe(
      "Evaluation scores — Average of all criteria: 2 points from Sep 1, 2025 to Jun 1, 2026. Latest 5.0 on Jun 1, 2026 (Meeting m2), also the best.",
    );
    expect(screen.getAllByTestId(/^chart-/)).toHaveLength(3);
  });

  it("shows a trend as a table by keyboard, marking best and latest, with the speeches' own numbers", async () => {
    const user = userEvent.setup();
    show(RECORD);
    const card = trend("Filler words per minute");
    const toggle = within(card).getByRole("button", { name: "Show as a table" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const table = within(card).getByRole("table", { name: "Filler words per minute, as a table" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Sep 1, 2025", "Meeting m1Ferries", "2.0", ""],
      ["Jun 1, 2026", "Meeting m2Bridges", "0.6", "Best"],
      ["Nov 10, 2026", "Meeting m3Rivers", "1.0", "Latest"],
    ]);
    // the speeches' list (a table on wide screens) says the same per minute
    const speeches = screen.getByRole("table", { name: "Your speeches" });
    const perMinute = within(speeches)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    expect(perMinute).toEqual(["1.0", "0.6", "2.0"]);
  });

  it("shows one criterion's scores when chosen", async () => {
    const user = userEvent.setup();
    show(RECORD);
    const card = trend(/^Evaluation scores/);
    await user.selectOptions(within(card).getByLabelText("Criterion"), "interest");
    expect(within(trend(/^Evaluation scores/)).getByRole("heading").textContent).toBe("Evaluation scores — Interest");
    await user.click(within(trend(/^Evaluation scores/)).getByRole("button", { name: "Show as a table" }));
    const values = within(trend(/^Evaluation scores/))
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(2)
          .map((cell) => cell.textContent),
      );
    expect(values).toEqual([
      ["4.0", ""],
      ["5.0", "Best, latest"],
    ]);
  });

  it("filters by club and period: the figures and lists follow, the choice goes to the address", async () => {
    const user = userEvent.setup();
    const onFilter = show(RECORD, { clubId: "club-harbour", period: "12m" });
    expect(screen.getByText("Showing Harbour Speakers · Last 12 months")).toBeTruthy();
    const figures = screen.getByRole("region", { name: "Your figures" });
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect([figure("Meetings"), figure("Speeches"), figure("Within time"), figure("Votes won")]).toEqual([
      "1",
      "1",
      "100%",
      "1",
    ]);
    expect(screen.getByRole("heading", { name: "Roles held (0)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/profile/record.csv?club=club-harbour&period=12m",
    );
    await user.selectOptions(screen.getByLabelText("Club"), "club-river");
    expect(onFilter).toHaveBeenCalledWith({ clubId: "club-river", period: "12m" });
    await user.selectOptions(screen.getByLabelText("Period"), "all");
    expect(onFilter).toHaveBeenLastCalledWith({ clubId: "club-harbour", period: "all" });
  });

  it("greets a member with no meeting yet", () => {
    show({ roles: [], speeches: [], evaluations: [], awards: [] });
    expect(screen.getByRole("heading", { name: "No meetings yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a club" })).toBeTruthy();
    expect(screen.queryByLabelText("Club")).toBeNull();
  });
});

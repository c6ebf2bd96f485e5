// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SpeakingRecord } from "@/domain/record/speaking-record";
import { scheduleOnly } from "@/domain/record/visibility";
import { ApiError } from "@/web/lib/api";
import type { MemberRecordAnswer } from "./api";
import { MemberRecord, SCHEDULE_ONLY_LINE } from "./member-record-page";

vi.mock("./record-chart", () => ({ TrendChart: () => <div data-testid="chart" /> }));

afterEach(cleanup);

const NOW = new Date("2026-11-20T12:00:00Z");
const harbour = { clubId: "club-harbour", club: "Harbour Speakers", timeZone: "Europe/Berlin" };
const RECORD: SpeakingRecord = {
  roles: [{ eventId: "m2", title: "Meeting m2", ...harbour, at: "2026-06-01T18:00:00Z", role: "Timer" }],
  speeches: [
    {
      eventId: "m1",
      title: "Meeting m1",
      ...harbour,
      at: "2026-05-01T18:00:00Z",
      speechTitle: "Bridges",
      project: "Ice Breaker",
      range: { min: 4, max: 6 },
      durationSeconds: 300,
      verdict: "within",
      fillers: 3,
    },
  ],
  evaluations: [
    {
      eventId: "m1",
      title: "Meeting m1",
      ...harbour,
      at: "2026-05-01T18:00:00Z",
      evaluator: "Eva",
      scores: { clarity: 5 },
      opening: "Strong start.",
      improvement: "Slow down.",
      closing: "Well done.",
    },
  ],
  awards: [{ eventId: "m1", title: "Meeting m1", ...harbour, at: "2026-05-01T18:00:00Z", category: "best-speaker" }],
};

const member = { id: "member-ada", name: "Ada Lovelace" };

function show(record: { data?: MemberRecordAnswer; error: unknown; isError: boolean }) {
  render(
    <MemoryRouter>
      <MemberRecord record={record} filter={{ period: "all" }} onFilter={vi.fn()} now={NOW} />
    </MemoryRouter>,
  );
}

const answered = (data: MemberRecordAnswer) => ({ data, error: null, isError: false });
const refused = (status: number, code: "RECORD_HIDDEN" | "MEMBER_NOT_FOUND", message: string) => ({
  error: new ApiError(status, code, message),
  isError: true,
});

describe("another member's speaking record", () => {
  it("shows a visible record whole, named for its member, without the exports", () => {
    show(answered({ member, hidden: false, detail: "full", record: RECORD }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Speaking record of Ada Lovelace");
    expect(screen.getByRole("region", { name: "Figures of Ada Lovelace" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Speeches (1)" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Speeches of Ada Lovelace" })).getByText("Bridges")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Evaluations received (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Votes won (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Trends" })).toBeTruthy();
    expect(screen.getAllByTestId("chart")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: "Download CSV" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Printable page" })).toBeNull();
    expect(screen.queryByText(SCHEDULE_ONLY_LINE)).toBeNull();
  });

  it("shows an officer a hidden record's roles and speech dates only, saying why", () => {
    const data = { member, hidden: true, detail: "schedule", record: scheduleOnly(RECORD, null) } as const;
    show(answered(data));
    expect(screen.getByRole("note").textContent).toBe(SCHEDULE_ONLY_LINE);
    expect(SCHEDULE_ONLY_LINE).toContain("keeps their speaking record private");
    const speeches = screen.getByRole("table", { name: "Speeches of Ada Lovelace" });
    expect(
      within(speeches)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Meeting"]);
    expect(screen.getByRole("heading", { name: "Speech dates (1)" })).toBeTruthy();
    expect(
      within(screen.getByRole("table", { name: "Meeting roles Ada Lovelace held" })).getByText("Timer"),
    ).toBeTruthy();
    expect(screen.queryByText("Bridges")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Trends" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Evaluations received/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Votes won/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Figures of Ada Lovelace" })).toBeNull();
  });

  it("tells a fellow member the record is private in the server's words", () => {
    const message = "This member has hidden their speaking record. Only they and their clubs' officers can see it.";
    show(refused(403, "RECORD_HIDDEN", message));
    expect(screen.getByRole("heading", { name: "This record is private" })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says there is no such member when the server knows none", () => {
    show(refused(404, "MEMBER_NOT_FOUND", "There is no such member in your clubs."));
    expect(screen.getByRole("heading", { name: "Member not found" })).toBeTruthy();
    expect(screen.getByText("There is no such member in your clubs.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Speaking record");
  });
});

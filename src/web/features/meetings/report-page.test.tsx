// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timingPlan } from "@/domain/events/timing-plan";
import { meetingReport } from "@/domain/meetings/report";
import { timeBudget } from "@/domain/meetings/time-budget";
import { voteResults } from "@/domain/meetings/votes";
import { paths } from "@/domain/paths";
import { Component as ReportPage } from "./report-page";

const EVENT_ID = "6f1c2a52-5f0e-4d8e-9a57-1f7f3f4f9b10";
const meeting = {
  title: "Club Night #212",
  eventDate: "2026-12-03T18:00:00Z",
  durationMinutes: 60,
  timeZone: "Europe/Berlin",
};
const report = meetingReport({
  meeting: { ...meeting, clubName: "Harbour Speakers", place: "Pier 3, Harbour Road" },
  roles: [
    { roleType: "moderator", name: "Mo Park" },
    { roleType: "pitcher", name: "Pia" },
    { roleType: "timer", name: "Tim Ode" },
  ],
  budget: timeBudget(
    timingPlan(meeting, [
      { id: "a", title: "Opening", durationMinutes: 10 },
      { id: "b", title: "Table Topics", durationMinutes: 20 },
    ]),
    [{ itemId: "a", startedAt: "2026-12-03T18:02:00Z" }],
    "2026-12-03T18:40:00Z",
    "2026-12-03T18:40:00Z",
  ),
  speeches: [
    {
      speakerName: "Pia",
      title: "Bridges",
      durationSeconds: 389,
      verdict: "within",
      thresholds: { green: 300, red: 420 },
    },
    {
      speakerName: "Guest Gail",
      title: null,
      durationSeconds: 171,
      verdict: "over",
      thresholds: { green: 60, red: 120 },
    },
  ],
  fillers: [{ speakerName: "Pia", fillerWords: { Um: 3, Ah: 1 } }],
  evaluations: [{ evaluatorName: "Eve", speakerName: "Pia" }],
  votes: voteResults(
    [
      { voterId: "ann", category: "best-speaker", nomineeId: "pia", at: "2026-12-03T18:30:00Z" },
      { voterId: "tim", category: "best-speaker", nomineeId: "pia", at: "2026-12-03T18:30:00Z" },
    ],
    { pia: "Pia" },
  ),
  attendance: 12,
});

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[paths.meetingReport(EVENT_ID)]}>
        <Routes>
          <Route path={paths.meetingReport(":eventId")} element={<ReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

beforeEach(() => {
  // the live stream is not opened here
  vi.stubGlobal("EventSource", undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the report page", () => {
  it("lays out the report as a sheet and prints it", async () => {
    const fetch = answer(200, {
      meeting: {
        id: EVENT_ID,
        title: meeting.title,
        clubId: null,
        eventDate: meeting.eventDate,
        timeZone: "Europe/Berlin",
      },
      endedAt: "2026-12-03T18:40:00.000Z",
      report,
    });
    vi.stubGlobal("fetch", fetch);
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Club Night #212" })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/meetings/${EVENT_ID}/report`);
    expect(screen.getByText("Dec 03, 2026 · 7:00 PM GMT+1")).toBeTruthy();
    expect(screen.getByText("12 attendees")).toBeTruthy();

    const agenda = within(screen.getByRole("table", { name: "Agenda items, planned and actual start" }));
    const [, opening, topics] = agenda.getAllByRole("row");
    expect(
      within(opening as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["7:00 PM", "7:02 PM", "Opening", "2 min late"]);
    expect(within(topics as HTMLElement).getByText("Not held")).toBeTruthy();

    const speeches = within(screen.getByRole("table", { name: "Timed speeches with their verdicts" }));
    expect(speeches.getByText("Within time")).toBeTruthy();
    expect(speeches.getByText("Over time")).toBeTruthy();
    expect(speeches.getByText("5:00–7:00")).toBeTruthy();
    expect(screen.getByText("Um 3, Ah 1")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Who evaluated whom" })).getByText("Eve")).toBeTruthy();
    expect(screen.getByText("Pia (2 votes)")).toBeTruthy();
    expect(screen.getAllByText("No votes")).toHaveLength(2);

    const print = vi.fn();
    vi.stubGlobal("print", print);
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to the event" }).getAttribute("href")).toBe(paths.event(EVENT_ID));
    expect(document.querySelector("style")?.textContent).toContain("@page { size: auto;");
  });

  it("names the club, the place and who held which role; a tie the moderator decided says so", async () => {
    const decided = {
      ...report,
      votes: [
        {
          label: "Best Speaker",
          winners: ["Pia"],
          votes: 1,
          tie: false,
          decidedBy: "Mo Park",
          line: "Best Speaker: Pia (1 vote, a tie decided by Mo Park)",
        },
      ],
    };
    const meetingAnswer = { id: EVENT_ID, title: meeting.title, clubId: "club-1", eventDate: meeting.eventDate };
    vi.stubGlobal(
      "fetch",
      answer(200, {
        meeting: { ...meetingAnswer, timeZone: "Europe/Berlin" },
        endedAt: meeting.eventDate,
        report: decided,
      }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Club Night #212" })).toBeTruthy();
    const facts = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(facts("Club:")).toBe("Harbour Speakers");
    expect(facts("Place:")).toBe("Pier 3, Harbour Road");
    const roles = within(screen.getByRole("region", { name: "Roles" }));
    expect(roles.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ["Pitcher", "Pia"],
      ["Moderator", "Mo Park"],
      ["Timer", "Tim Ode"],
    ]);
    expect(screen.getByText("Pia (1 vote) — a tie decided by Mo Park")).toBeTruthy();
  });

  it("before the end, says the report appears when the moderator ends the meeting", async () => {
    vi.stubGlobal(
      "fetch",
      answer(409, {
        error: { code: "MEETING_NOT_ENDED", message: "The report appears when the moderator ends the meeting." },
      }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "No report yet" })).toBeTruthy();
    expect(screen.getByText("The report appears when the moderator ends the meeting.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Print" })).toBeNull();
  });

  it("tells a member who may not read it why, in the server's words", async () => {
    const message = "Only the meeting's attendees and role holders, and its club's officers, can read its report.";
    vi.stubGlobal("fetch", answer(403, { error: { code: "NOT_ALLOWED_IN_MEETING", message } }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Not allowed" })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});

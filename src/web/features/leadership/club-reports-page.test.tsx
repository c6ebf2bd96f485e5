// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { aQuietMember } from "../../../../test/support/speaking-activity";
import { AttendanceRates, GuestsWhoJoined, SpeakingActivityReport } from "./club-reports-page";

afterEach(cleanup);

describe("the Reports page's attendance", () => {
  it("shows each member's attendance rate, and a member with no meeting held since joining", () => {
    render(
      <MemoryRouter>
        <AttendanceRates
          members={[
            { memberId: "a", name: "Ada Lovelace", held: 4, present: 3, rate: 75 },
            { memberId: "b", name: "first.last.1795703684586@example.com", held: 0, present: 0, rate: null },
          ]}
        />
      </MemoryRouter>,
    );
    const list = within(screen.getByRole("list", { name: "Attendance rate of each member" }));
    const [ada, newcomer] = list.getAllByRole("listitem");
    expect(ada?.textContent).toBe("Member:Ada LovelaceAttended:3 of 4 (75%)");
    expect(newcomer?.textContent).toBe("Member:first.last.1795703684586@example.comAttended:No meetings yet");
    // each name leads to the member's speaking record
    expect(list.getByRole("link", { name: "Ada Lovelace, speaking record" }).getAttribute("href")).toBe(
      "/dashboard/members/a/record",
    );
  });

  it("names the guests who later joined with the meeting they came to", () => {
    render(
      <GuestsWhoJoined
        guests={[
          {
            name: "Gina Guest",
            meeting: "Weekly meeting",
            eventDate: "2026-11-03T00:00:00.000Z",
            timeZone: "UTC",
            joinedAt: "2026-11-20T12:00:00.000Z",
          },
        ]}
      />,
    );
    const [gina] = within(screen.getByRole("list", { name: "Guests who later joined" })).getAllByRole("listitem");
    expect(gina?.textContent).toContain("Name:Gina Guest");
    expect(gina?.textContent).toContain("Guest at:Weekly meeting, Nov 03, 2026");
  });

  it("says when no guest has joined", () => {
    render(<GuestsWhoJoined guests={[]} />);
    expect(screen.getByText("No guest has joined the club yet.")).toBeTruthy();
  });
});

describe("the Reports page's speaking activity (decision 241)", () => {
  const quarter = { start: "2026-09-30T22:00:00.000Z", end: "2026-12-31T23:00:00.000Z", timeZone: "Europe/Berlin" };
  const row = {
    speeches: 1,
    roles: 2,
    lastSpeech: "2026-10-08T12:00:00.000Z",
    lastRole: "2026-11-05T12:00:00.000Z",
  };

  it("shows each member's quarter and last dates; a hidden record is marked and keeps its timing to itself", () => {
    render(
      <MemoryRouter>
        <SpeakingActivityReport
          speaking={{
            quarter,
            members: [
              { ...row, memberId: "a", name: "Ada Lovelace", hidden: false, withinTime: { within: 1, timed: 2 } },
              { ...row, memberId: "b", name: "first.last.hidden@example.com", hidden: true, withinTime: null },
              aQuietMember("c", "Cy"),
            ],
          }}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Speaking activity of each member, Oct 1, 2026 – Dec 31, 2026" });
    const [ada, hidden, cy] = within(list).getAllByRole("listitem");
    // each name leads to the member's record as the reader may see it (decision 243)
    expect(within(list).getByRole("link", { name: "Ada Lovelace, speaking record" }).getAttribute("href")).toBe(
      "/dashboard/members/a/record",
    );
    expect(within(list).getByRole("link", { name: "first.last.hidden@example.com, speaking record" })).toBeTruthy();
    expect(ada?.textContent).toBe(
      "Member:Ada LovelaceSpeeches:1Roles:2Last speech:Oct 08, 2026Last role:Nov 05, 2026Within time:1 of 2 timed speeches",
    );
    expect(hidden?.textContent).toBe(
      "Member:first.last.hidden@example.comRecord hiddenSpeeches:1Roles:2Last speech:Oct 08, 2026Last role:Nov 05, 2026Within time:Hidden by the member",
    );
    expect(cy?.textContent).toBe(
      "Member:CySpeeches:0Roles:0Last speech:NeverLast role:NeverWithin time:No timed speeches",
    );
  });

  it("says when the club has no members", () => {
    render(
      <MemoryRouter>
        <SpeakingActivityReport speaking={{ quarter, members: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText("No members yet.")).toBeTruthy();
  });
});

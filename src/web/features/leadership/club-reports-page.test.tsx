// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AttendanceRates, GuestsWhoJoined } from "./club-reports-page";

afterEach(cleanup);

describe("the Reports page's attendance", () => {
  it("shows each member's attendance rate, and a member with no meeting held since joining", () => {
    render(
      <AttendanceRates
        members={[
          { memberId: "a", name: "Ada Lovelace", held: 4, present: 3, rate: 75 },
          { memberId: "b", name: "first.last.1795703684586@example.com", held: 0, present: 0, rate: null },
        ]}
      />,
    );
    const [ada, newcomer] = within(screen.getByRole("list", { name: "Attendance rate of each member" })).getAllByRole(
      "listitem",
    );
    expect(ada?.textContent).toBe("Member:Ada LovelaceAttended:3 of 4 (75%)");
    expect(newcomer?.textContent).toBe("Member:first.last.1795703684586@example.comAttended:No meetings yet");
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

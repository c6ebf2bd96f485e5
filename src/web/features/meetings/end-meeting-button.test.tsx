// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/domain/paths";
import { expectToast, letToastsGoAfterAll } from "@/web/test/toasts";
import type { ConsoleState } from "./api";
import { EndMeetingButton } from "./end-meeting-button";

const EVENT_ID = "6f1c2a52-5f0e-4d8e-9a57-1f7f3f4f9b10";

letToastsGoAfterAll();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stateOf = (values: { moderate: boolean; endedAt?: string | null }) =>
  ({
    meeting: { id: EVENT_ID, title: "Club Night", cancelled: false },
    run: { endedAt: values.endedAt ?? null, votingClosedAt: null, resultsRevealedAt: null },
    viewer: { id: "me", roles: [], capabilities: { moderate: values.moderate } },
  }) as unknown as ConsoleState;

function renderButton(state: ConsoleState) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EndMeetingButton state={state} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const answer = (status: number, body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("End meeting", () => {
  it("asks first, then ends the meeting and says who gets the report", async () => {
    const fetch = answer(200, {
      meeting: { id: EVENT_ID },
      endedAt: "2026-12-03T18:40:00.000Z",
      report: {},
      notified: 6,
    });
    vi.stubGlobal("fetch", fetch);
    const user = renderButton(stateOf({ moderate: true }));
    await user.click(screen.getByRole("button", { name: "End meeting" }));
    const dialog = await screen.findByRole("alertdialog", { name: "End the meeting?" });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "End meeting" }));
    await expectToast("Meeting ended", "The report is ready and on its way to 6 people.");
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/meetings/${EVENT_ID}/end`);
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal(
      "fetch",
      answer(409, {
        error: {
          code: "MEETING_ENDED",
          message: "This meeting has ended: its record no longer changes.",
          title: "Meeting Closed",
        },
      }),
    );
    const user = renderButton(stateOf({ moderate: true }));
    await user.click(screen.getByRole("button", { name: "End meeting" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "End meeting" }));
    await expectToast("Meeting Closed", "This meeting has ended: its record no longer changes.");
  });

  it("is not offered to those who may not moderate; once ended, it links to the report", () => {
    renderButton(stateOf({ moderate: false }));
    expect(screen.queryByRole("button", { name: "End meeting" })).toBeNull();
    cleanup();
    renderButton(stateOf({ moderate: false, endedAt: "2026-12-03T18:40:00.000Z" }));
    expect(screen.getByRole("link", { name: "Meeting report" }).getAttribute("href")).toBe(
      paths.meetingReport(EVENT_ID),
    );
  });
});

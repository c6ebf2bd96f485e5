// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MeetingPanels } from "./event-card";

const EVENT_ID = "6f1c2a52-5f0e-4d8e-9a57-1f7f3f4f9b10";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panels of one event against a server that knows it: no agenda items, no role holders, no speakers. */
function renderPanels(eventType: string) {
  vi.stubGlobal("EventSource", undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), "http://localhost").pathname;
      if (path.endsWith("/agenda")) return Response.json({ items: [], canEditAgenda: false, lastChange: null });
      if (path.endsWith("/roles")) return Response.json({ assignments: [], waitlist: [], gaps: [] });
      if (path.endsWith("/speakers")) return Response.json({ speakers: [], evaluators: [], canPair: false });
      if (path.endsWith("/offers")) return Response.json({ offers: [] });
      if (path.startsWith("/api/auth")) return Response.json(null);
      return Response.json({ id: EVENT_ID, title: "Night", eventType, clubId: null });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MeetingPanels eventId={EVENT_ID} eventType={eventType} ended={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("an event's panels", () => {
  it("a meeting shows its agenda, meeting roles and speakers", async () => {
    renderPanels("meeting");
    expect(await screen.findByRole("region", { name: "Meeting Agenda" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Meeting Roles" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Speakers" })).toBeTruthy();
  });

  it("a social event shows its agenda only: it has no meeting roles, so no roles or speakers", async () => {
    renderPanels("social");
    expect(await screen.findByRole("region", { name: "Meeting Agenda" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Meeting Roles" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Speakers" })).toBeNull();
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.endsWith("/roles") || url.endsWith("/speakers"))).toBe(false);
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AgendaItem, EventDetails, MeetingRoles, MeetingSpeakers } from "./api";
import { eventKeys } from "./api";
import { MeetingPanels, meetingPanelOrder } from "./event-card";

const EVENT_ID = "00000000-0000-4000-8000-0000000000e1";
const MIA = { id: "user-mia", email: "mia@example.com", name: "Mia", emailVerified: true, createdAt: "" };
let signedIn: typeof MIA | null = MIA;

vi.mock("@/web/lib/session", () => ({
  useSession: () => ({ member: signedIn, loading: false }),
}));

/** A meeting with a 13-item agenda; Mia takes the Timer role when `miaTimes`. */
function renderPanels({ miaTimes }: { miaTimes: boolean }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const eventDate = new Date(Date.now() + 86_400_000).toISOString();
  client.setQueryData(eventKeys.event(EVENT_ID), {
    id: EVENT_ID,
    title: "Harbour Speakers Weekly Meeting",
    eventDate,
    durationMinutes: 90,
    timeZone: "Europe/London",
    clubId: null,
    canTakeRoles: true,
    canEditAgenda: false,
    canRemoveHolders: false,
    canManage: false,
    canHandOver: false,
  } as unknown as EventDetails);
  const items = Array.from({ length: 13 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    title: `Item ${index + 1}`,
    description: null,
    durationMinutes: 5,
    agendaType: "general",
    roleType: null,
    orderIndex: index,
  })) as unknown as AgendaItem[];
  client.setQueryData(eventKeys.agenda(EVENT_ID), { items, lastChange: null });
  client.setQueryData(eventKeys.roles(EVENT_ID), {
    assignments: miaTimes
      ? [{ id: "a-mia", roleType: "timer", userId: MIA.id, holder: "Mia", confirmed: false }]
      : [{ id: "a-tim", roleType: "timer", userId: "user-tim", holder: "Tim", confirmed: false }],
    waitlist: [],
    gaps: [],
  } as unknown as MeetingRoles);
  client.setQueryData(eventKeys.speakers(EVENT_ID), {
    speakers: [],
    evaluators: [],
    canManage: false,
  } as unknown as MeetingSpeakers);
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <MeetingPanels eventId={EVENT_ID} eventType="meeting" ended={false} headingLevel={2} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The panels' headings in the page's order (which is also the order on a phone). */
const panelOrder = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  signedIn = MIA;
  vi.stubGlobal("EventSource", undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ error: { code: "NOT_HERE", message: "not in this test" } }, { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a meeting's panels", () => {
  it("show a member who holds a role their roles before a 13-item agenda", () => {
    renderPanels({ miaTimes: true });
    expect(panelOrder()).toEqual(["Meeting Roles", "Meeting Agenda", "Speakers"]);
    expect(screen.getAllByRole("listitem").some((item) => item.textContent?.includes("(you)"))).toBe(true);
  });

  it("show anyone else the agenda first", () => {
    renderPanels({ miaTimes: false });
    expect(panelOrder()).toEqual(["Meeting Agenda", "Meeting Roles", "Speakers"]);
  });

  it("show a visitor the agenda first", () => {
    signedIn = null;
    renderPanels({ miaTimes: true });
    expect(panelOrder()).toEqual(["Meeting Agenda", "Meeting Roles", "Speakers"]);
  });

  it("decide the order from whether the viewer holds a role", () => {
    expect(meetingPanelOrder(true)).toEqual(["roles", "agenda", "speakers"]);
    expect(meetingPanelOrder(false)).toEqual(["agenda", "roles", "speakers"]);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINUTE } from "@/domain/time";
import { queryClient } from "@/web/lib/query-client";
import type { DisplayState } from "./api";
import { DISPLAY_MESSAGES, Component as DisplayPage } from "./display-page";

const EVENT_ID = "5b0c7a52-8d1e-4f6a-9b3c-2d4e6f8a0b1c";

/** A stand-in for the browser's EventSource: the test sends its events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = "") {
    if (type === "ready") this.readyState = FakeEventSource.OPEN;
    if (type === "error" && this.readyState === FakeEventSource.OPEN) this.readyState = FakeEventSource.CONNECTING;
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
    });
  }
}

const stream = () => {
  const last = FakeEventSource.opened.at(-1);
  if (!last) throw new Error("no stream opened");
  return last;
};

function aState(change: Partial<DisplayState> = {}): DisplayState {
  const now = Date.now();
  return {
    meeting: {
      id: EVENT_ID,
      title: "Harbour Speakers Night",
      eventDate: new Date(now - 20 * MINUTE).toISOString(),
      timeZone: null,
    },
    serverNow: new Date(now).toISOString(),
    current: { title: "Prepared pitch", plannedStart: new Date(now - 10 * MINUTE).toISOString() },
    next: { title: "Table Topics", plannedStart: new Date(now + 5 * MINUTE).toISOString() },
    budget: "2 min behind plan",
    timing: {
      id: "t1",
      speakerName: "Pia Lind",
      speechTitle: "Why Bridges Sing",
      thresholds: { green: 300, yellow: 360, red: 420, overtime: 450 },
      runningSince: new Date(now - (6 * 60 + 10) * 1000).toISOString(),
      bankedMs: 0,
      stoppedAt: null,
      durationSeconds: null,
      verdict: null,
    },
    results: null,
    ended: false,
    ...change,
  };
}

let answers: Response[] = [];
/** The display's readings come from `answers`; the server's clock answers at once with the time. */
const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
  String(input).includes("/api/clock")
    ? Response.json({ serverNow: new Date().toISOString() })
    : (answers.shift() ?? Response.json(aState())),
);
const displayReads = () => fetchMock.mock.calls.filter(([input]) => String(input).includes("/display")).length;

function openDisplay(token = "the-token") {
  render(
    <MemoryRouter initialEntries={[`/meetings/${EVENT_ID}/display?token=${token}`]}>
      <Routes>
        <Route path="/meetings/:eventId/display" element={<DisplayPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  FakeEventSource.opened = [];
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the meeting display", () => {
  it("shows the speaker, the light and the clock from the first reading, then opens the live stream", async () => {
    openDisplay();
    expect(await screen.findByText("Pia Lind")).toBeTruthy();
    expect(screen.getByText("“Why Bridges Sing”")).toBeTruthy();
    expect(screen.getAllByText("Yellow light")).not.toHaveLength(0);
    expect(screen.getByRole("timer").textContent).toMatch(/^Elapsed time 6:1\d$/);
    expect(screen.getByRole("heading", { level: 1, name: "Harbour Speakers Night" })).toBeTruthy();
    expect(screen.getByText("Now: Prepared pitch")).toBeTruthy();
    expect(screen.getByText("Table Topics")).toBeTruthy();
    expect(screen.getByText("2 min behind plan")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/meetings/${EVENT_ID}/display?token=the-token`),
      expect.anything(),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(stream().url).toBe(`/api/meetings/${EVENT_ID}/display/stream?token=the-token`);

    // a state from the stream: the speech stopped within its time
    const stopped = aState();
    stream().emit(
      "state",
      JSON.stringify({
        ...stopped,
        serverNow: new Date(Date.now() + 1000).toISOString(),
        timing: {
          ...stopped.timing,
          runningSince: null,
          stoppedAt: stopped.serverNow,
          durationSeconds: 389,
          verdict: "within",
        },
      }),
    );
    expect(await screen.findByText("Stopped · Within time")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Elapsed time 6:29");
  });

  it("asks the server's clock until it is in step with it", async () => {
    openDisplay();
    await screen.findByText("Pia Lind");
    await waitFor(() => expect(screen.getByRole("main").dataset.clock).toBe("in-step"));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("/api/clock"), expect.anything());
  });

  it("counts overtime from the maximum: 2:18 of a 2:00 speech with 15 seconds' grace is +0:18", async () => {
    const now = Date.now();
    answers = [
      Response.json(
        aState({
          timing: {
            ...(aState().timing as NonNullable<DisplayState["timing"]>),
            thresholds: { green: 60, yellow: 90, red: 120, overtime: 135 },
            runningSince: new Date(now - 138_400).toISOString(),
          },
        }),
      ),
    ];
    openDisplay();
    expect(await screen.findByText("Overtime +0:18")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Elapsed time 2:18");
    expect(screen.getAllByText("Overtime")).not.toHaveLength(0);
  });

  it("says so when the connection drops, and reads the state again once it is back", async () => {
    openDisplay();
    await screen.findByText("Pia Lind");
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    stream().emit("ready");
    expect(screen.queryByRole("alert")).toBeNull();

    stream().emit("error");
    expect(screen.getByRole("alert").textContent).toContain(DISPLAY_MESSAGES.lost);
    expect(screen.getByText("Pia Lind")).toBeTruthy(); // the last state stays on the screen

    answers.push(
      Response.json(
        aState({ timing: null, current: { title: "Table Topics", plannedStart: new Date().toISOString() } }),
      ),
    );
    stream().emit("ready");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await waitFor(() => expect(screen.queryByText("Pia Lind")).toBeNull());
    expect(screen.getAllByText("No light")).not.toHaveLength(0);
    expect(displayReads()).toBe(2);
  });

  it("says when the link is not valid, and when it was renewed", async () => {
    answers.push(
      Response.json(
        { error: { code: "DISPLAY_NOT_FOUND", message: "There is no such meeting display." } },
        { status: 404 },
      ),
    );
    openDisplay("wrong");
    expect(await screen.findByRole("heading", { name: DISPLAY_MESSAGES.invalid })).toBeTruthy();
    expect(FakeEventSource.opened).toHaveLength(0);
    cleanup();
    queryClient.clear();

    openDisplay();
    await screen.findByText("Pia Lind");
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    stream().emit("revoked");
    expect(screen.getByRole("heading", { name: DISPLAY_MESSAGES.renewed })).toBeTruthy();
  });

  it("shows the winner of a tie the moderator decided, and that it was decided", async () => {
    const results = [
      {
        label: "Best Speaker",
        outcome: "Pia Lind (1 vote, a tie decided by Mo Park)",
        winners: ["Pia Lind"],
        decidedBy: "Mo Park",
      },
    ];
    answers.push(Response.json(aState({ timing: null, results })));
    openDisplay();
    expect(await screen.findByText(/Pia Lind \(1 vote, a tie decided by Mo Park\)/)).toBeTruthy();
  });

  it("shows the winners once revealed, each card naming its category once, and that the meeting has ended", async () => {
    const results = [
      { label: "Best Speaker", outcome: "Pia Lind (3 votes)", winners: ["Pia Lind"], decidedBy: null },
      {
        label: "Best Evaluator",
        outcome: "a tie between Ann Bo and Kim Li (1 vote each)",
        winners: ["Ann Bo", "Kim Li"],
        decidedBy: null,
      },
    ];
    answers.push(Response.json(aState({ timing: null, results, ended: true })));
    openDisplay();
    expect(await screen.findByRole("heading", { name: DISPLAY_MESSAGES.ended })).toBeTruthy();
    expect(screen.getByText("Harbour Speakers Night")).toBeTruthy();
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Best Speaker", "Best Evaluator"]);
    expect(screen.getAllByRole("definition").map((card) => card.textContent)).toEqual([
      "Pia Lind (3 votes)",
      "a tie between Ann Bo and Kim Li (1 vote each)",
    ]);
    expect(screen.queryByText(/Best Speaker:/)).toBeNull();
  });
});

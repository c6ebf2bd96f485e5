// @vitest-environment happy-dom
import { notifyManager } from "@tanstack/react-query";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsoleState } from "./api";
import { consoleBudget } from "./console-budget";
import { applyActions, type TimerAction } from "./offline-actions";
import { aConsole, renderPanel, type Sent } from "./test/render-panel";
import { TimerPanel } from "./timer-panel";

/**
 * The timer panel as the console runs it, against a fake server: each Start, Pause, Resume and Stop is one change
 * on the screen (the server's answer and the console's new read never show the state before it), and the panel
 * says it is offline as soon as the browser says so.
 */

beforeAll(() => {
  // as the app sets it (src/web/lib/query-client.ts)
  notifyManager.setScheduler(queueMicrotask);
});

let viewer = 0;
beforeEach(() => {
  localStorage.clear();
  viewer += 1; // a queue of its own per test (the queues live as long as the page)
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SPEECH = "00000000-0000-4000-8000-000000000301";

/** A fake server that keeps the meeting's speeches and applies each timer action it is sent, when `release` says. */
function meetingServer(timings: ConsoleState["timings"]) {
  const viewerId = `timer-${viewer}`;
  let known = timings;
  const waiting: Array<() => void> = [];
  const state = () => ({ ...aConsole({ viewerId, capabilities: { time: true } }), timings: known });
  const server = (request: Sent) =>
    new Promise<{ status: number; body: unknown }>((resolve) => {
      waiting.push(() => {
        const { kind, at } = request.path.endsWith("/timings")
          ? { kind: "start", at: (request.body as { at: string }).at }
          : { kind: request.path.split("/").at(-1), at: (request.body as { at: string }).at };
        if (kind !== "start") {
          const timingId = request.path.split("/").at(-2) as string;
          const action = { kind, id: (request.body as { actionId: string }).actionId, timingId, at } as TimerAction;
          known = applyActions(known, [action]);
        }
        resolve({ status: 200, body: {} });
      });
    });
  /** The server answers the oldest request it holds. */
  const release = async () => {
    await act(async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
  return { state, server, release };
}

/** What each commit of the panel showed: the timer's buttons. */
let shown: string[] = [];
const recordCommit = () => {
  const region = document.querySelector('[aria-labelledby="console-timer"]');
  const buttons = region ? [...region.querySelectorAll("button")].map((button) => button.textContent) : [];
  shown.push(buttons.join(","));
};

function WatchedTimer({ state }: { state: ConsoleState }) {
  return (
    <Profiler id="timer" onRender={recordCommit}>
      <TimerPanel eventId={state.meeting.id} state={state} budget={consoleBudget(state, Date.now())} canTime />
    </Profiler>
  );
}

function renderTimer(timings: ConsoleState["timings"]) {
  const fake = meetingServer(timings);
  shown = [];
  const rendered = renderPanel(WatchedTimer, fake.state, fake.server);
  return { ...rendered, ...fake, shown };
}

const running = (): ConsoleState["timings"][number] => ({
  id: SPEECH,
  speakerName: "Pia Lind",
  speechTitle: "Bridges",
  thresholds: { green: 240, yellow: 300, red: 360, overtime: 390 },
  runningSince: new Date(Date.now() - 200_000).toISOString(),
  bankedMs: 0,
  stoppedAt: null,
  durationSeconds: null,
  verdict: null,
  agendaItemId: null,
  speakerUserId: "user-pia",
  startedAt: new Date(Date.now() - 200_000).toISOString(),
});

describe("the console's timer changes once per action", () => {
  it("Stop shows the next speaker's form at once, and the server's answer never brings the stopped speech back", async () => {
    const { user, shown, release } = renderTimer([running()]);
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();
    // the timer chooses the next speaker while the server has not answered yet
    await user.selectOptions(screen.getByLabelText("Speaker"), "Eva Berg (Evaluator)");
    const fromStop = shown.length;

    await release();
    await waitFor(() => expect(screen.queryByText("Saved")).toBeTruthy());
    expect(screen.getByLabelText<HTMLSelectElement>("Speaker").value).toBe("member:user-eva");
    expect(shown.slice(fromStop).filter((buttons) => buttons.split(",").includes("Stop"))).toEqual([]);
  });

  it("Pause and Resume each show once: the answer does not flash the clock back", async () => {
    const { user, shown, release } = renderTimer([running()]);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    const fromPause = shown.length;
    await release();
    await waitFor(() => expect(screen.queryByText("Saved")).toBeTruthy());
    expect(shown.slice(fromPause).filter((buttons) => buttons.split(",").includes("Pause"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Resume" }));
    const fromResume = shown.length;
    await release();
    await waitFor(() => expect(screen.queryByText("Saved")).toBeTruthy());
    expect(shown.slice(fromResume).filter((buttons) => buttons.split(",").includes("Resume"))).toEqual([]);
  });
});

describe("the console's timer and the network", () => {
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? "online" : "offline"));
    });
  };
  afterEach(() => vi.restoreAllMocks());

  it("says it is offline as soon as the browser knows, before any button is pressed", () => {
    renderTimer([]);
    const status = () => within(screen.getByRole("region", { name: "Timer" })).getByRole("status").textContent;
    expect(status()).toBe("Saved");
    setOnline(false);
    expect(status()).toBe("Offline");
    setOnline(true);
    expect(status()).toBe("Saved");
  });
});

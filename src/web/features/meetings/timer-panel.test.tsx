// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINUTE } from "@/domain/time";
import type { ConsoleState } from "./api";
import { applyActions, type TimerAction } from "./offline-actions";
import { consoleState, ITEM_IDS, MEETING_START, minutesIn } from "./test/console-state";
import { TimerView } from "./timer-panel";

const NOW = MEETING_START + 20 * MINUTE;
const TOPICS = ITEM_IDS[2];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type HarnessProps = { state: ConsoleState; canTime: boolean; currentItemId?: string; sent: TimerAction[] };

/** The timer view with its actions applied on the spot, as the panel does before the server has them. */
function Harness({ state, canTime, currentItemId, sent }: HarnessProps) {
  const [actions, setActions] = useState<TimerAction[]>([]);
  return (
    <TimerView
      state={state}
      timings={applyActions(state.timings, actions)}
      currentItemId={currentItemId}
      canTime={canTime}
      status={{ waiting: actions.length, offline: actions.length > 0, sending: false }}
      onAction={(action) => {
        sent.push(action);
        setActions((known) => [...known, action]);
      }}
    />
  );
}

function renderTimer(state: ConsoleState, { canTime = true, currentItemId = TOPICS as string | undefined } = {}) {
  const sent: TimerAction[] = [];
  render(<Harness state={state} canTime={canTime} currentItemId={currentItemId} sent={sent} />);
  return { sent, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const timedAgainst = () => screen.getByText("Timed against:").parentElement?.textContent;
const light = () => document.querySelector("[data-stage]")?.getAttribute("data-stage");
const clock = () => screen.getByRole("timer").textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the timer panel", () => {
  it("shows the thresholds the server will apply: the speaker's details, the item's type, the chosen type", async () => {
    const { user } = renderTimer(consoleState());
    // the item follows the meeting: Table Topics is being run
    expect(screen.getByLabelText<HTMLSelectElement>("Agenda item").value).toBe(TOPICS);
    expect(timedAgainst()).toBe("Timed against: Table Topics, 1–2 min (the agenda item)");
    expect(screen.queryByLabelText("Speech type")).toBeNull();
    const marks = screen.getByRole("list", { name: "When each light comes on" });
    expect(
      within(marks)
        .getAllByRole("listitem")
        .map((mark) => mark.textContent),
    ).toEqual(["Greenfrom 1:00", "Yellowfrom 1:30", "Redfrom 2:00", "Overtimeafter 2:30"]);

    await user.selectOptions(screen.getByLabelText("Speaker"), "Pia — “Bridges”");
    expect(timedAgainst()).toBe("Timed against: Pia's speech details (4–6 min)");

    await user.selectOptions(screen.getByLabelText("Speaker"), "Mo (Moderator)");
    await user.selectOptions(screen.getByLabelText("Agenda item"), "No agenda item");
    expect(timedAgainst()).toBe("Timed against: Project Speech, 5–7 min");
    await user.selectOptions(screen.getByLabelText("Speech type"), "Evaluation");
    expect(timedAgainst()).toBe("Timed against: Evaluation, 2–3 min");
  });

  it("asks for a speaker, or a guest's name, before it starts", async () => {
    const { user, sent } = renderTimer(consoleState());
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByText("Choose a speaker or give a name.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Speaker"), "A guest (type the name)");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByText("Give the guest's name.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("times a guest's Table Topics through every light, pauses, stops with the duration and the verdict", async () => {
    const { user, sent } = renderTimer(consoleState({ startedAt: [minutesIn(0), minutesIn(8), minutesIn(16)] }));
    await user.selectOptions(screen.getByLabelText("Speaker"), "A guest (type the name)");
    await user.type(screen.getByLabelText("Guest's name"), "Gail");
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(sent[0]).toEqual({
      kind: "start",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      at: new Date(NOW).toISOString(),
      speakerName: "Gail",
      speakerUserId: undefined,
      speechTitle: undefined,
      agendaItemId: TOPICS,
      speechTypeId: undefined,
      thresholds: { green: 60, yellow: 90, red: 120, overtime: 150 },
    });
    // the speech being timed, and its line in the list
    expect(screen.getAllByText("Gail")).toHaveLength(2);
    expect([light(), clock()]).toEqual(["none", "Elapsed time 0:00"]);
    await wait(60_000);
    expect([light(), clock()]).toEqual(["green", "Elapsed time 1:00"]);
    await wait(30_000);
    expect(light()).toBe("yellow");
    await wait(30_000);
    expect(light()).toBe("red");
    await wait(31_000);
    expect([light(), clock()]).toEqual(["overtime", "Elapsed time 2:31"]);
    // counted from the maximum (2:00), not from the end of the grace (2:30)
    expect(screen.getByText("Overtime +0:31")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByText("Paused")).toBeTruthy();
    await wait(20_000);
    expect(clock()).toBe("Elapsed time 2:31");
    await user.click(screen.getByRole("button", { name: "Resume" }));
    await wait(4_000);
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(sent.map((action) => action.kind)).toEqual(["start", "pause", "resume", "stop"]);
    expect(new Set(sent.map((action) => action.id)).size).toBe(4);

    const last = screen.getByRole("region", { name: "Last speech" });
    expect(within(last).getByText("Gail")).toBeTruthy();
    expect(within(last).getByText("2:35")).toBeTruthy();
    expect(within(last).getByText("Over time")).toBeTruthy();
    const speeches = screen.getByRole("list", { name: "Timed speeches" });
    expect(within(speeches).getByRole("listitem").textContent).toBe("GailTable TopicsDuration 2:35Over time");
    expect(screen.getByRole("status").textContent).toBe("Offline — 4 actions waiting");
    // ready for the next speaker
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();
  });

  it("shows those who do not time the speech being timed, without buttons", () => {
    renderTimer(
      consoleState({
        timings: [
          {
            id: "00000000-0000-4000-8000-000000000301",
            speakerName: "Pia",
            speechTitle: "Bridges",
            thresholds: { green: 240, yellow: 300, red: 360, overtime: 390 },
            runningSince: new Date(NOW - 301_000).toISOString(),
            bankedMs: 0,
            stoppedAt: null,
            durationSeconds: null,
            verdict: null,
            agendaItemId: ITEM_IDS[1],
            speakerUserId: "user-pia",
            startedAt: new Date(NOW - 301_000).toISOString(),
          },
        ],
      }),
      { canTime: false },
    );
    expect(screen.getByRole("heading", { name: "Speech timing" })).toBeTruthy();
    expect([light(), clock()]).toEqual(["yellow", "Elapsed time 5:01"]);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

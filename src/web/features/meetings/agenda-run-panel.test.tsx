// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { zonedTime } from "@/domain/events/time-zones";
import { MINUTE } from "@/domain/time";
import { AgendaRun } from "./agenda-run-panel";
import { consoleBudget, nextItem, nowStatus } from "./console-budget";
import { consoleState, MEETING_START, minutesIn } from "./test/console-state";

afterEach(cleanup);

const time = (minutes: number) => zonedTime(new Date(MEETING_START + minutes * MINUTE)).time;

function renderAgenda(startedAt: Array<string | null>, nowMinutes: number, moderate = true) {
  const state = consoleState({ startedAt });
  const budget = consoleBudget(state, MEETING_START + nowMinutes * MINUTE);
  const onStart = vi.fn();
  render(<AgendaRun budget={budget} moderate={moderate} onStart={onStart} busy={false} />);
  return { onStart, state, budget, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole("listitem");

describe("the agenda as it runs", () => {
  it("before the start: every item upcoming at its planned time; the moderator starts the meeting", async () => {
    const { onStart, user, state, budget } = renderAgenda([null, null, null], -5);
    expect(nowStatus(state, budget)).toBe("Not started");
    expect(rows().map((row) => within(row).getByText(/Upcoming|Now|Done|Skipped/).textContent)).toEqual([
      "Upcoming",
      "Upcoming",
      "Upcoming",
    ]);
    expect(within(rows()[1] as HTMLElement).getByText(time(10))).toBeTruthy();
    expect(screen.getByText(`${time(-5)} · before the planned start`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start meeting" }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ title: "Opening" }));
    // the first item is what Start meeting starts; the others can be started by hand
    expect(screen.queryByRole("button", { name: "Start this item: Opening" })).toBeNull();
    expect(screen.getByRole("button", { name: "Start this item: Table Topics" })).toBeTruthy();
  });

  it("running: done, now and upcoming with the actual starts; Next item starts the next one", async () => {
    const { onStart, user, state, budget } = renderAgenda([minutesIn(2), minutesIn(14), null], 16);
    expect(nowStatus(state, budget)).toBe("Running: Prepared pitch");
    const [opening, pitch, topics] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(opening).getByText("Done")).toBeTruthy();
    expect(within(opening).getByText(/Started/).textContent).toBe(`Started ${time(2)} · 2 min late`);
    expect(within(pitch).getByText("Now")).toBeTruthy();
    expect(pitch.getAttribute("aria-current")).toBe("step");
    expect(within(pitch).getByText(time(14))).toBeTruthy();
    expect(within(topics).getByText("Upcoming")).toBeTruthy();
    expect(screen.getByText(`${time(16)} · by the plan: Prepared pitch`)).toBeTruthy();
    expect(screen.getByText("Table Topics", { selector: "span" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next item" }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ title: "Table Topics" }));
  });

  it("an item passed over is skipped; the last item has no next", () => {
    const { state, budget } = renderAgenda([minutesIn(0), null, minutesIn(9)], 12);
    expect(nowStatus(state, budget)).toBe("Running: Table Topics");
    expect(nextItem(budget)).toBeUndefined();
    expect(within(rows()[1] as HTMLElement).getByText("Skipped")).toBeTruthy();
    expect(screen.getByText("This is the last item.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start this item: Prepared pitch" })).toBeTruthy();
  });

  it("without the moderator's part, no buttons", () => {
    renderAgenda([minutesIn(0), null, null], 3, false);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(within(rows()[0] as HTMLElement).getByText("Now")).toBeTruthy();
  });

  it("once ended, nothing is current and what was never started is skipped", () => {
    const state = consoleState({ startedAt: [minutesIn(0), minutesIn(10), null], endedAt: minutesIn(20) });
    const budget = consoleBudget(state, MEETING_START + 30 * MINUTE);
    expect(nowStatus(state, budget)).toBe("Ended");
    expect(budget.items.map((row) => row.status)).toEqual(["done", "done", "skipped"]);
  });
});

describe("who speaks now and next (decision 230)", () => {
  it("each row names its slot's holders; everyone sees Now and Next with the names", () => {
    const state = consoleState({ startedAt: [minutesIn(2), minutesIn(14), null] });
    const [, pitch, topics] = state.agenda;
    if (!pitch || !topics) throw new Error("three items");
    pitch.slot = {
      roleType: "pitcher",
      roleName: "Pitcher",
      holders: [
        {
          userId: "user-pia",
          name: "Pia",
          roleType: "pitcher",
          speech: { title: "Why Bridges Sing", minMinutes: 5, maxMinutes: 7 },
          evaluator: "Eva",
        },
      ],
    };
    topics.slot = { roleType: "table_topics_speaker", roleName: "Table Topics Speaker", holders: [] };
    render(
      <AgendaRun
        budget={consoleBudget(state, MEETING_START + 16 * MINUTE)}
        moderate={false}
        onStart={vi.fn()}
        busy={false}
      />,
    );
    expect(screen.getByText(/^Now:/).parentElement?.textContent).toBe(
      "Now: Prepared pitch · Pitcher: Pia — “Why Bridges Sing”, 5–7 min, evaluator Eva",
    );
    expect(screen.getByText(/^Next:/).parentElement?.textContent).toBe(
      "Next: Table Topics · Table Topics Speaker: Open",
    );
    const [, pitchRow, topicsRow] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(pitchRow.textContent).toContain("Role slot: PitcherPia — “Why Bridges Sing”, 5–7 min, evaluator Eva");
    expect(topicsRow.textContent).toContain("Table Topics SpeakerOpen");
  });
});

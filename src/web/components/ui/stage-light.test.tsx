// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STAGES } from "@/domain/meetings/verdict";
import { NO_CUES, STAGE_CUES_KEY, StageCueToggles, useStageCues } from "./stage-cues";
import { StageLight } from "./stage-light";

/** The system's motion preference as the page reads it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes("prefers-reduced-motion: reduce"),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function Toggles() {
  const [cues, change] = useStageCues();
  return <StageCueToggles cues={cues} onChange={change} />;
}

const light = () => document.querySelector("[data-stage]") as HTMLElement;
const border = () => document.querySelector("[data-cue]");

beforeEach(() => {
  localStorage.clear();
  prefersReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the stage light", () => {
  it("says each stage in words and draws its own shape", () => {
    const expected = {
      none: ["No light", "none"],
      green: ["Green light", "circle"],
      yellow: ["Yellow light", "triangle"],
      red: ["Red light", "square"],
      overtime: ["Overtime", "octagon"],
    } as const;
    for (const stage of STAGES) {
      const { unmount } = render(<StageLight stage={stage} elapsed="6:05" />);
      const [words, shape] = expected[stage];
      expect(screen.getAllByText(words)).not.toHaveLength(0);
      expect(light().querySelector("svg")?.getAttribute("data-shape")).toBe(shape);
      expect(screen.getByRole("timer").textContent).toBe("Elapsed time 6:05");
      unmount();
    }
  });

  it("uses black, white and yellow in high contrast, where the shapes and words carry the stage", () => {
    const classes = STAGES.map((stage) => {
      const { unmount } = render(<StageLight stage={stage} elapsed="1:00" cues={{ ...NO_CUES, highContrast: true }} />);
      const className = light().className;
      expect(light().dataset.highContrast).toBe("true");
      expect(className).toMatch(/bg-(black|white|yellow-300)/);
      expect(className).not.toMatch(/bg-(green|red|slate)-/);
      unmount();
      return className;
    });
    expect(classes[0]).not.toEqual(classes[3]);
  });

  it("flashes its border at red and overtime only, and only while the speech runs", () => {
    const flashing = { ...NO_CUES, flash: true };
    const { rerender } = render(<StageLight stage="yellow" elapsed="5:00" cues={flashing} />);
    expect(border()).toBeNull();
    rerender(<StageLight stage="red" elapsed="6:00" cues={flashing} />);
    expect(border()?.getAttribute("data-cue")).toBe("flashing-border");
    expect(border()?.className).toContain("animate-stage-flash");
    rerender(<StageLight stage="overtime" elapsed="6:31" cues={flashing} active={false} />);
    expect(border()).toBeNull();
    rerender(<StageLight stage="red" elapsed="6:00" cues={NO_CUES} />);
    expect(border()).toBeNull();
  });

  it("never flashes for a viewer who asked for less motion: a steady thick border instead", () => {
    prefersReducedMotion(true);
    render(<StageLight stage="overtime" elapsed="7:31" cues={{ ...NO_CUES, flash: true }} size="full-screen" />);
    expect(border()?.getAttribute("data-cue")).toBe("steady-border");
    expect(border()?.className).not.toContain("animate-stage-flash");
    expect(border()?.className).toContain("border-[40px]");
  });

  it("announces a change of stage politely, not every second", () => {
    const { container, rerender } = render(<StageLight stage="green" elapsed="5:00" />);
    const live = container.querySelector("[aria-live=polite]") as HTMLElement;
    expect(live.textContent).toBe("Green light");
    rerender(<StageLight stage="green" elapsed="5:01" />);
    expect(live.textContent).toBe("Green light");
    rerender(<StageLight stage="yellow" elapsed="6:00" />);
    expect(live.textContent).toBe("Yellow light");
  });
});

describe("the viewer's cues", () => {
  it("are stored in this browser and switched with pressed buttons", async () => {
    const user = userEvent.setup();
    render(<Toggles />);
    const flash = screen.getByRole("button", { name: "Flashing border" });
    expect(flash.getAttribute("aria-pressed")).toBe("false");
    await user.click(flash);
    expect(flash.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "High contrast" }));
    expect(JSON.parse(localStorage.getItem(STAGE_CUES_KEY) ?? "null")).toEqual({
      flash: true,
      sound: false,
      highContrast: true,
    });
  });

  it("ignore a corrupt stored value", () => {
    localStorage.setItem(STAGE_CUES_KEY, "{not json");
    const { result } = renderHook(() => useStageCues());
    expect(result.current[0]).toEqual(NO_CUES);
    act(() => result.current[1]({ sound: true }));
    expect(result.current[0]).toEqual({ ...NO_CUES, sound: true });
  });
});

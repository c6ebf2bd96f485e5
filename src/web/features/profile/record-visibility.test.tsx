// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECORD_VISIBILITY_MESSAGES } from "@/domain/record/visibility";
import { notify, notifyFailure } from "@/web/lib/toast";
import { RecordVisibility } from "./record-visibility";

const state = { hidden: false, fails: false };
const mutate = vi.fn(
  (hidden: boolean, options: { onSuccess: (saved: { hidden: boolean }) => void; onError: (error: Error) => void }) =>
    state.fails ? options.onError(new Error("refused")) : options.onSuccess({ hidden }),
);
vi.mock("./api", () => ({
  useRecordVisibility: () => ({ data: { hidden: state.hidden }, isError: false }),
  useSaveRecordVisibility: () => ({ mutate, isPending: false }),
}));
vi.mock("@/web/lib/toast", () => ({ notify: vi.fn(), notifyFailure: vi.fn() }));

beforeEach(() => {
  state.hidden = false;
  state.fails = false;
  vi.clearAllMocks();
});
afterEach(cleanup);

describe("hiding the speaking record (decision 241)", () => {
  it("a switch, off by default; turning it on saves hidden and says what officers still see", async () => {
    const user = userEvent.setup();
    render(<RecordVisibility />);
    const toggle = screen.getByRole("switch", { name: RECORD_VISIBILITY_MESSAGES.label });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute("aria-describedby")).toBe("record-hidden-hint");
    await user.click(toggle);
    expect(mutate.mock.calls[0]?.[0]).toBe(true);
    expect(notify).toHaveBeenCalledWith(RECORD_VISIBILITY_MESSAGES.hidden);
  });

  it("turning it off shows the record again; a failure says it was not saved", async () => {
    state.hidden = true;
    const user = userEvent.setup();
    render(<RecordVisibility />);
    await user.click(screen.getByRole("switch", { name: RECORD_VISIBILITY_MESSAGES.label }));
    expect(mutate.mock.calls[0]?.[0]).toBe(false);
    expect(notify).toHaveBeenCalledWith(RECORD_VISIBILITY_MESSAGES.shown);
    state.fails = true;
    await user.click(screen.getByRole("switch", { name: RECORD_VISIBILITY_MESSAGES.label }));
    expect(notifyFailure).toHaveBeenCalledWith(RECORD_VISIBILITY_MESSAGES.failed, expect.any(Error));
  });
});

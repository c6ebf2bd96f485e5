// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLoadFailed, reloadOnceForNewRelease } from "./page-load-failed";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("reloading for a new release", () => {
  it("reloads once, then not again within a minute (no reload loop), then again later", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 12, 0, 0), toFake: ["Date"] });
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    expect(reloadOnceForNewRelease()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date(2026, 10, 24, 12, 0, 59));
    expect(reloadOnceForNewRelease()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date(2026, 10, 24, 12, 2, 0));
    expect(reloadOnceForNewRelease()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when the tab's session storage cannot be used", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: blocked, setItem: blocked });
    expect(reloadOnceForNewRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the failed import as the cause", () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    expect(new PageLoadFailed(cause).cause).toBe(cause);
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// the module reads the page's hints (`<link rel="preload" as="fetch">`) when it loads: each test gives a fresh copy
// its own (as links the test's document does not try to fetch)
async function pageWith(hints: string[]) {
  const links = hints.map((href) => ({ href: new URL(href, window.location.origin).href }));
  const lookup = vi.spyOn(document, "querySelectorAll").mockReturnValue(links as never);
  vi.resetModules();
  const firstScreen = await import("./first-screen");
  expect(lookup).toHaveBeenCalledWith('link[rel="preload"][as="fetch"]');
  lookup.mockRestore();
  const { result } = renderHook(() => firstScreen.useFirstScreenSettled());
  return { ...firstScreen, shown: () => result.current };
}

/** Lets the browser draw a frame and run what waits behind it. */
const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(50));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the first page's content and its first data", () => {
  it("shows at once on a page the server named no data for", async () => {
    const page = await pageWith([]);
    expect(page.shown()).toBe(true);
  });

  it("waits until every named answer is in, then shows after the frame that draws them", async () => {
    const page = await pageWith(["/api/profile", "/api/clubs/abc/planning-grid?weeks=8"]);
    expect(page.shown()).toBe(false);
    page.firstScreenAnswerTaken("/api/profile");
    page.firstScreenAnswerTaken("/api/events");
    await nextFrame();
    expect(page.shown()).toBe(false);
    page.firstScreenAnswerTaken(`${window.location.origin}/api/clubs/abc/planning-grid?weeks=8`);
    expect(page.shown()).toBe(false);
    await nextFrame();
    expect(page.shown()).toBe(true);
  });

  it("also waits for what the named answers made the page ask for next", async () => {
    const page = await pageWith(["/api/events/e1"]);
    page.firstScreenAsked();
    page.firstScreenAnswerTaken("/api/events/e1");
    // drawn with the event, the page asks for its agenda and roles
    page.firstScreenAsked();
    page.firstScreenAsked();
    await nextFrame();
    expect(page.shown()).toBe(false);
    page.firstScreenAnswerTaken("/api/events/e1/agenda");
    await nextFrame();
    expect(page.shown()).toBe(false);
    page.firstScreenAnswerTaken("/api/events/e1/roles");
    await nextFrame();
    expect(page.shown()).toBe(true);
  });

  it("shows once a request it waited for has failed", async () => {
    const page = await pageWith(["/api/events/e1"]);
    page.firstScreenAsked();
    page.firstScreenAsked();
    page.firstScreenAnswerTaken("/api/events/e1");
    page.firstScreenAnswerTaken("");
    await nextFrame();
    expect(page.shown()).toBe(true);
  });

  it("waits while the content still shows a placeholder (an answer drawn over several frames)", async () => {
    const page = await pageWith(["/api/events/e1"]);
    const content = document.createElement("main");
    content.id = page.FIRST_SCREEN_CONTENT_ID;
    content.innerHTML = '<div data-placeholder=""></div>';
    document.body.append(content);
    try {
      page.firstScreenAnswerTaken("/api/events/e1");
      await nextFrame();
      await nextFrame();
      expect(page.shown()).toBe(false);
      content.innerHTML = "<h1>Club night</h1>";
      await nextFrame();
      expect(page.shown()).toBe(true);
    } finally {
      content.remove();
    }
  });

  it("does not wait for the same address with another query", async () => {
    const page = await pageWith(["/api/clubs/abc/planning-grid?weeks=8"]);
    page.firstScreenAnswerTaken("/api/clubs/abc/planning-grid?weeks=12");
    await nextFrame();
    expect(page.shown()).toBe(false);
  });

  it("shows with its placeholders when the data is late", async () => {
    const page = await pageWith(["/api/profile"]);
    await act(() => vi.advanceTimersByTimeAsync(page.FIRST_SCREEN_HOLD_MS - 10));
    expect(page.shown()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(page.shown()).toBe(true);
  });

  it("never hides the content again once it has shown", async () => {
    const page = await pageWith(["/api/profile"]);
    page.firstScreenAnswerTaken("/api/profile");
    await nextFrame();
    page.firstScreenAnswerTaken("/api/profile");
    await act(() => vi.advanceTimersByTimeAsync(page.FIRST_SCREEN_HOLD_MS));
    expect(page.shown()).toBe(true);
  });
});

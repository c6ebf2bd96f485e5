import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Recent } from "@/domain/live-changes";
import type { Missed } from "./live-position";

// the module keeps the page's state: each test starts from a fresh copy
let live: typeof import("./live-position");
beforeEach(async () => {
  vi.resetModules();
  live = await import("./live-position");
});

const recent = (position: string, changes: Recent["changes"], oldest = 1): Recent => ({ position, oldest, changes });

describe("what a page read before its live stream opened", () => {
  it("reads a position, and nothing else", () => {
    expect(live.parsePosition("0a1b2c3d.42")).toEqual({ instance: "0a1b2c3d", seq: 42 });
    for (const text of [null, "", "0a1b2c3d", "0a1b2c3d.-1", "zzzzzzzz.1", "0a1b2c3d.1.2"]) {
      expect(live.parsePosition(text)).toBeUndefined();
    }
  });

  it("is refreshed where a topic changed after the read, and only there", () => {
    const told = recent("0a1b2c3d.9", [
      [3, "events"],
      [7, "memberships"],
      [8, "events"],
    ]);
    expect(live.missedSince({ instance: "0a1b2c3d", seq: 6 }, told)).toEqual(new Set(["memberships", "events"]));
    expect(live.missedSince({ instance: "0a1b2c3d", seq: 8 }, told)).toEqual(new Set());
  });

  it("is refreshed entirely when the stream cannot tell: another instance, changes forgotten, the feed was down", () => {
    const told = recent("0a1b2c3d.90", [[89, "events"]], 50);
    expect(live.missedSince({ instance: "ffffffff", seq: 89 }, told)).toBe("all");
    expect(live.missedSince({ instance: "0a1b2c3d", seq: 48 }, told)).toBe("all");
    expect(live.missedSince({ instance: "0a1b2c3d", seq: 49 }, told)).toEqual(new Set(["events"]));
    expect(live.missedSince({ instance: "0a1b2c3d", seq: 60 }, recent("0a1b2c3d.90", [[70, "*"]]))).toBe("all");
    expect(live.missedSince("mixed", told)).toBe("all");
  });

  it("checks the oldest read when the stream opens, later reads at once, and waits again while it is closed", () => {
    const refreshed: Missed[] = [];
    const refresh = (missed: Missed) => refreshed.push(missed);
    live.answerRead("0a1b2c3d.5");
    live.answerRead("0a1b2c3d.2");
    live.answerRead(null);
    live.streamOpened(
      recent("0a1b2c3d.6", [
        [4, "events"],
        [6, "clubs"],
      ]),
      refresh,
    );
    expect(refreshed).toEqual([new Set(["events", "clubs"])]);

    live.answerRead("0a1b2c3d.6"); // read after everything the stream told: nothing to do
    live.answerRead("0a1b2c3d.5");
    expect(refreshed).toHaveLength(2);
    expect(refreshed[1]).toEqual(new Set(["clubs"]));

    // the connection drops after the stream's change 6; the next opening tells what came after it
    live.streamClosed("0a1b2c3d.6");
    live.streamOpened(
      recent("0a1b2c3d.8", [
        [6, "clubs"],
        [8, "events"],
      ]),
      refresh,
    );
    expect(refreshed[2]).toEqual(new Set(["events"]));
  });

  it("refreshes everything once reads came from two instances", () => {
    const refreshed: Missed[] = [];
    live.answerRead("0a1b2c3d.5");
    live.answerRead("ffffffff.5");
    live.streamOpened(recent("0a1b2c3d.5", []), (missed) => refreshed.push(missed));
    expect(refreshed).toEqual(["all"]);
  });
});

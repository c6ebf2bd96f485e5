import { describe, expect, it } from "vitest";
import { PENDING_ACTION_MAX_AGE_MS, parsePendingAction } from "./pending-action";
import { safeReturnPath } from "./return-to";

const ID = "0b8f2a8e-7d1c-4a57-9d8e-2f6b1c3a4d5e";
const NOW = 1_800_000_000_000;

describe("a pending action (decision 122)", () => {
  it("is one of two actions naming one well-formed id", () => {
    expect(parsePendingAction({ kind: "start-pathway", id: ID, at: NOW - 1000 }, NOW)).toEqual({
      kind: "start-pathway",
      pathwayId: ID,
    });
    expect(parsePendingAction({ kind: "join-event", id: ID, at: NOW }, NOW)).toEqual({
      kind: "join-event",
      eventId: ID,
    });
  });

  it("is nothing when forged, malformed or stale", () => {
    for (const stored of [
      null,
      "start-pathway",
      { kind: "delete-account", id: ID, at: NOW },
      { kind: "start-pathway", id: "../admin", at: NOW },
      { kind: "join-event", id: `${ID}/attendance`, at: NOW },
      { kind: "join-event", id: 42, at: NOW },
      { kind: "join-event", id: ID },
      { kind: "join-event", id: ID, at: NOW - PENDING_ACTION_MAX_AGE_MS - 1 },
      { kind: "join-event", id: ID, at: NOW + 60_000 },
    ]) {
      expect(parsePendingAction(stored, NOW)).toBeUndefined();
    }
  });
});

describe("the return path after signing in", () => {
  it("is a dashboard page of this site", () => {
    expect(safeReturnPath("/dashboard/events/abc")).toBe("/dashboard/events/abc");
    expect(safeReturnPath("/dashboard?tab=1")).toBe("/dashboard?tab=1");
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
  });

  it("is the dashboard for anything else", () => {
    for (const next of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/dashboard\\..\\x",
      "/auth",
      "/dashboardx",
      "javascript:alert(1)",
    ]) {
      expect(safeReturnPath(next)).toBe("/dashboard");
    }
  });
});

import { describe, expect, test } from "vitest";
import { offerExpiresAt, proposalReminderAt } from "./offers";

const at = (iso: string) => new Date(iso);

describe("when an offer closes", () => {
  test("48 hours after it was made, when the meeting is further away", () => {
    expect(offerExpiresAt(at("2026-12-01T10:00:00Z"), at("2026-12-10T18:00:00Z"))).toEqual(at("2026-12-03T10:00:00Z"));
  });

  test("4 hours before the meeting at the latest", () => {
    expect(offerExpiresAt(at("2026-12-01T10:00:00Z"), at("2026-12-02T18:00:00Z"))).toEqual(at("2026-12-02T14:00:00Z"));
  });

  test("no offer inside the last 4 hours", () => {
    expect(offerExpiresAt(at("2026-12-02T14:00:00Z"), at("2026-12-02T18:00:00Z"))).toBeUndefined();
    expect(offerExpiresAt(at("2026-12-02T15:00:00Z"), at("2026-12-02T18:00:00Z"))).toBeUndefined();
  });
});

describe("when an unanswered proposal is reminded", () => {
  test("once, 24 hours after it was made, if it is still open then", () => {
    expect(proposalReminderAt(at("2026-12-01T10:00:00Z"), at("2026-12-03T10:00:00Z"))).toEqual(
      at("2026-12-02T10:00:00Z"),
    );
    expect(proposalReminderAt(at("2026-12-01T10:00:00Z"), at("2026-12-02T09:00:00Z"))).toBeUndefined();
  });
});

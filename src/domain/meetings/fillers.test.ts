import { describe, expect, test } from "vitest";
import { fillerSpeakerKey, speakerCounts, tappedCount } from "./fillers";

describe("whose counts a tap adds to", () => {
  test("a member by id; a guest by name, whatever its capitals and blanks at the ends", () => {
    expect(fillerSpeakerKey({ speakerUserId: "u1", speakerName: "Pia" })).toBe("user:u1");
    expect(fillerSpeakerKey({ speakerName: "  Guest Gail " })).toBe("name:guest gail");
    expect(fillerSpeakerKey({ speakerName: "GUEST GAIL" })).toBe(fillerSpeakerKey({ speakerName: "guest gail" }));
  });
});

describe("counting", () => {
  test("a tap adds one, a correction takes one away, never below zero", () => {
    expect(tappedCount(2, 1)).toBe(3);
    expect(tappedCount(2, -1)).toBe(1);
    expect(tappedCount(0, -1)).toBe(0);
  });

  test("a speaker's counts of the eight words and their total; other speakers and words are left out", () => {
    const rows = [
      { speakerKey: "user:u1", word: "Um", count: 3 },
      { speakerKey: "user:u1", word: "So", count: 1 },
      { speakerKey: "user:u1", word: "Basically", count: 9 },
      { speakerKey: "name:gail", word: "Um", count: 5 },
    ];
    const { counts, total } = speakerCounts(rows, "user:u1");
    expect(counts).toMatchObject({ Um: 3, So: 1, Uh: 0, Actually: 0 });
    expect(Object.keys(counts)).toHaveLength(8);
    expect(total).toBe(4);
  });
});

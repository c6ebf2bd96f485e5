import { describe, expect, it } from "vitest";
import {
  type CounterAction,
  type CounterState,
  counterReducer,
  FILLER_WORDS,
  type FillerWord,
  needsTrackerChoice,
  SETUP,
  sessionRecord,
  sessionTotal,
  speakerNameOrNull,
  trackedSpeaker,
} from "./ah-counter";

const run = (...actions: CounterAction[]): CounterState => actions.reduce(counterReducer, SETUP);
const add = (id: string, name = id): CounterAction => ({ type: "add", id, name });
const tap = (word: FillerWord): CounterAction => ({ type: "tap", word });
const track = (id: string): CounterAction => ({ type: "track", id });
const counts = (state: CounterState, id: string) => state.speakers.find((speaker) => speaker.id === id)?.fillerWords;

describe("setup", () => {
  it("offers the eight filler words of the specification", () => {
    expect(FILLER_WORDS).toEqual(["Um", "Uh", "Ah", "So", "Well", "Like", "You know", "Actually"]);
  });

  it("adds speakers with trimmed names and zero counts, and refuses blank names", () => {
    const state = run(add("a", "  Maya  "), add("b", "   "), add("c", ""));
    expect(state.speakers).toHaveLength(1);
    expect(state.speakers[0]?.name).toBe("Maya");
    expect(Object.values(state.speakers[0]?.fillerWords ?? {})).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(speakerNameOrNull("  ")).toBeNull();
    expect(speakerNameOrNull("x".repeat(500))).toHaveLength(100);
  });

  it("removes a speaker", () => {
    const state = run(add("a"), add("b"), { type: "remove", id: "a" });
    expect(state.speakers.map((speaker) => speaker.id)).toEqual(["b"]);
  });

  it("does not count before the session starts", () => {
    const state = run(add("a"), tap("Um"));
    expect(counts(state, "a")?.Um).toBe(0);
    expect(state.active).toBe(false);
  });

  it("cannot start without speakers", () => {
    expect(run({ type: "start" })).toEqual(SETUP);
  });
});

describe("a session", () => {
  it("tracks the first speaker on start and counts their taps", () => {
    const state = run(add("a"), add("b"), { type: "start" }, tap("Um"), tap("Um"));
    expect(state.active).toBe(true);
    expect(trackedSpeaker(state)?.id).toBe("a");
    expect(counts(state, "a")?.Um).toBe(2);
    expect(counts(state, "b")?.Um).toBe(0);
  });

  it("counts for whichever speaker is tracked", () => {
    const state = run(
      add("a"),
      add("b"),
      { type: "start" },
      tap("So"),
      track("b"),
      tap("You know"),
      track("nobody"),
      tap("Like"),
    );
    expect(counts(state, "a")).toMatchObject({ So: 1, "You know": 0, Like: 0 });
    expect(counts(state, "b")).toMatchObject({ So: 0, "You know": 1, Like: 1 });
  });

  it("undo takes back the last tap, even after switching speakers, and never goes below zero", () => {
    let state = run(add("a"), add("b"), { type: "start" }, tap("Ah"), track("b"), { type: "undo" });
    expect(counts(state, "a")?.Ah).toBe(0);
    state = run(add("a"), { type: "start" }, { type: "undo" }, { type: "undo" });
    expect(counts(state, "a")?.Ah).toBe(0);
    expect(Object.values(counts(state, "a") ?? {}).every((value) => value === 0)).toBe(true);
  });

  it("reset zeroes every speaker's counts and leaves nothing to undo", () => {
    const state = run(
      add("a"),
      add("b"),
      { type: "start" },
      tap("Um"),
      track("b"),
      tap("Well"),
      { type: "reset" },
      { type: "undo" },
    );
    expect(sessionTotal(state.speakers)).toBe(0);
    expect(state.active).toBe(true);
    expect(state.taps).toEqual([]);
  });

  it("tracks a speaker added to an empty list during the session, but not one added to a non-empty list", () => {
    let state = run(add("a"), { type: "start" }, { type: "remove", id: "a" });
    expect(state.trackedId).toBeNull();
    state = counterReducer(state, add("b"));
    expect(state.trackedId).toBe("b");
    state = counterReducer(state, add("c"));
    expect(state.trackedId).toBe("b");
  });

  it("removing the tracked speaker clears the choice, their taps and the counting", () => {
    let state = run(add("a"), add("b"), { type: "start" }, track("b"), tap("Um"), { type: "remove", id: "b" });
    expect(state.trackedId).toBeNull();
    expect(state.taps).toEqual([]);
    expect(needsTrackerChoice(state)).toBe(true);
    state = counterReducer(state, tap("Um"));
    expect(counts(state, "a")?.Um).toBe(0);
  });

  it("offers a tracker choice only with more than one speaker (or none tracked)", () => {
    expect(needsTrackerChoice(run(add("a"), { type: "start" }))).toBe(false);
    expect(needsTrackerChoice(run(add("a"), add("b"), { type: "start" }))).toBe(true);
    expect(needsTrackerChoice(run(add("a"), add("b")))).toBe(false);
  });

  it("ends with a record of every speaker's counts and totals, then clears the list", () => {
    const state = run(
      add("a", "Maya"),
      add("b", "Leo"),
      { type: "start" },
      tap("Um"),
      tap("Um"),
      tap("Like"),
      track("b"),
      tap("Actually"),
    );
    const record = sessionRecord(state, "s1", new Date("2026-03-01T19:00:00Z"));
    expect(record).toEqual({
      id: "s1",
      timestamp: "2026-03-01T19:00:00.000Z",
      speakers: [
        {
          id: "a",
          name: "Maya",
          fillerWords: { Um: 2, Uh: 0, Ah: 0, So: 0, Well: 0, Like: 1, "You know": 0, Actually: 0 },
          totalCount: 3,
        },
        {
          id: "b",
          name: "Leo",
          fillerWords: { Um: 0, Uh: 0, Ah: 0, So: 0, Well: 0, Like: 0, "You know": 0, Actually: 1 },
          totalCount: 1,
        },
      ],
    });
    expect(sessionTotal(state.speakers)).toBe(4);
    expect(counterReducer(state, { type: "end" })).toEqual(SETUP);
  });
});

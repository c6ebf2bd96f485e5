import { describe, expect, it } from "vitest";
import {
  counterSessionSchema,
  evaluationRecordSchema,
  readRecords,
  STORAGE_KEYS,
  timerRecordSchema,
  withRecord,
} from "./records";
import { storedSpeech } from "./records.test-support";

describe("stored records", () => {
  it("live under the specification's keys", () => {
    expect(STORAGE_KEYS).toEqual({
      timer: "toastmasters-timer-history",
      ahCounter: "ah-counter-history",
      evaluator: "evaluator-form-history",
    });
  });

  it("read back well-formed records", () => {
    expect(readRecords(JSON.stringify([storedSpeech]), timerRecordSchema)).toEqual([storedSpeech]);
  });

  it.each([
    ["nothing stored", null],
    ["corrupt JSON", '[{"id":'],
    ["an object", JSON.stringify({ records: [storedSpeech] })],
    ["a string", JSON.stringify("hello")],
    ["null", "null"],
    ["a number", "42"],
  ])("are none when the stored value is %s", (_, stored) => {
    expect(readRecords(stored, timerRecordSchema)).toEqual([]);
  });

  it("skip foreign or damaged entries and keep the good ones", () => {
    const stored = JSON.stringify([
      storedSpeech,
      null,
      "x",
      { ...storedSpeech, id: "t2", finalStage: "purple" },
      { ...storedSpeech, id: "t3", duration: -1 },
      { ...storedSpeech, id: "t4", timestamp: "yesterday" },
      { ...storedSpeech, id: "t5" },
    ]);
    expect(readRecords(stored, timerRecordSchema).map((record) => record.id)).toEqual(["t1", "t5"]);
  });

  it("check the counter's and the evaluator's shapes too", () => {
    const session = {
      id: "s1",
      timestamp: "2026-03-01T19:00:00.000Z",
      speakers: [{ id: "a", name: "Leo", fillerWords: { Um: 2 }, totalCount: 2 }],
    };
    expect(readRecords(JSON.stringify([session, { ...session, speakers: "none" }]), counterSessionSchema)).toEqual([
      session,
    ]);
    const evaluation = {
      id: "e1",
      speakerName: "Ana",
      speechTitle: "Talk",
      positiveOpening: "Good",
      criteria: [{ name: "Clarity", score: 0, feedback: "" }],
      improvementPoints: "",
      positiveClosing: "Great",
      overallScore: 0,
      timestamp: "2026-03-01T19:00:00.000Z",
    };
    const broken = { ...evaluation, id: "e2", criteria: [{ name: "Clarity", score: 9, feedback: "" }] };
    expect(readRecords(JSON.stringify([evaluation, broken]), evaluationRecordSchema)).toEqual([evaluation]);
  });

  it("put a new record first", () => {
    expect(withRecord([{ id: 1 }], { id: 2 })).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

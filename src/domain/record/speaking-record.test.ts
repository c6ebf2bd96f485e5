import { describe, expect, it } from "vitest";
import {
  bestAndLatest,
  fillersPerMinute,
  fillerTrend,
  meetingDay,
  type RecordEvaluation,
  type RecordSpeech,
  recordWithin,
  scoreTrends,
  withinTime,
} from "./speaking-record";

const meeting = (eventId: string, at: string, timeZone = "America/Toronto") => ({
  eventId,
  title: `Meeting ${eventId}`,
  clubId: "toronto",
  club: "Toronto Voices",
  at,
  timeZone,
});

const speech = (eventId: string, at: string, extra: Partial<RecordSpeech> = {}): RecordSpeech => ({
  ...meeting(eventId, at),
  speechTitle: "Bridges",
  project: "Ice Breaker",
  range: { min: 4, max: 6 },
  durationSeconds: 300,
  verdict: "within",
  fillers: 5,
  ...extra,
});

const evaluation = (eventId: string, at: string, scores: RecordEvaluation["scores"]): RecordEvaluation => ({
  ...meeting(eventId, at),
  evaluator: "Eva",
  scores,
  opening: "",
  improvement: "",
  closing: "",
});

describe("filler words per minute", () => {
  it("divides by the measured minutes, to one decimal", () => {
    expect(fillersPerMinute(5, 300)).toBe(1);
    expect(fillersPerMinute(7, 330)).toBe(1.3);
    expect(fillersPerMinute(0, 240)).toBe(0);
  });

  it("has no rate without a measured time", () => {
    expect(fillersPerMinute(4, null)).toBeNull();
    expect(fillersPerMinute(4, 0)).toBeNull();
  });
});

describe("a meeting's day", () => {
  it("is the calendar day where the club met, not in UTC", () => {
    // 23:30 UTC on 5 January: still the 5th in Toronto (18:30), already the 6th in Berlin (00:30)
    expect(meetingDay({ at: "2026-01-05T23:30:00Z", timeZone: "America/Toronto" })).toBe("2026-01-05");
    expect(meetingDay({ at: "2026-01-05T23:30:00Z", timeZone: "Europe/Berlin" })).toBe("2026-01-06");
  });

  it("follows daylight saving time", () => {
    // 03:30 UTC: 23:30 the day before in Toronto in summer (UTC-4), 22:30 in winter (UTC-5)
    expect(meetingDay({ at: "2026-07-10T03:30:00Z", timeZone: "America/Toronto" })).toBe("2026-07-09");
    expect(meetingDay({ at: "2026-01-10T04:30:00Z", timeZone: "America/Toronto" })).toBe("2026-01-09");
    expect(meetingDay({ at: "2026-01-10T05:30:00Z", timeZone: "America/Toronto" })).toBe("2026-01-10");
  });
});

describe("speeches within time", () => {
  it("counts only timed speeches", () => {
    const speeches = [
      speech("a", "2026-01-05T23:00:00Z"),
      speech("b", "2026-01-12T23:00:00Z", { verdict: "over" }),
      speech("c", "2026-01-19T23:00:00Z", { verdict: "within" }),
      speech("d", "2026-01-26T23:00:00Z", { verdict: null, durationSeconds: null }),
    ];
    expect(withinTime(speeches)).toEqual({ within: 2, timed: 3, percent: 67 });
  });

  it("has no share before the first timed speech", () => {
    expect(withinTime([])).toEqual({ within: 0, timed: 0, percent: null });
  });
});

describe("trends", () => {
  it("give the filler rate speech by speech, oldest first, skipping speeches without a count or a time", () => {
    const speeches = [
      speech("late", "2026-02-02T23:00:00Z", { fillers: 2, durationSeconds: 240 }),
      speech("early", "2026-01-05T23:00:00Z", { fillers: 9, durationSeconds: 360 }),
      speech("uncounted", "2026-01-12T23:00:00Z", { fillers: null }),
      speech("untimed", "2026-01-19T23:00:00Z", { durationSeconds: null, verdict: null }),
    ];
    expect(fillerTrend(speeches)).toEqual([
      { day: "2026-01-05", eventId: "early", value: 1.5 },
      { day: "2026-02-02", eventId: "late", value: 0.5 },
    ]);
  });

  it("give each criterion's scores in order and leave unscored criteria out", () => {
    const trends = scoreTrends([
      evaluation("second", "2026-01-12T23:00:00Z", { clarity: 4, eyeContact: 0 }),
      evaluation("first", "2026-01-05T23:00:00Z", { clarity: 3, eyeContact: 2 }),
    ]);
    expect(trends.clarity.map((point) => [point.eventId, point.value])).toEqual([
      ["first", 3],
      ["second", 4],
    ]);
    expect(trends.eyeContact.map((point) => point.eventId)).toEqual(["first"]);
    expect(trends.gestures).toEqual([]);
  });

  it("mark the best and the latest point; for filler words the lowest is the best", () => {
    const points = [
      { day: "2026-01-05", eventId: "a", value: 2.5 },
      { day: "2026-01-12", eventId: "b", value: 0.8 },
      { day: "2026-01-19", eventId: "c", value: 1.2 },
    ];
    expect(bestAndLatest(points, true)).toEqual({ best: points[1], latest: points[2] });
    expect(bestAndLatest(points).best).toEqual(points[0]);
    expect(bestAndLatest([])).toEqual({ best: undefined, latest: undefined });
  });
});

describe("a record within a club and a period", () => {
  it("keeps the lines of that club from the start up to (not including) the end", () => {
    const elsewhere = { ...speech("other-club", "2026-01-06T18:00:00Z"), clubId: "bay", club: "Bay Area" };
    const record = {
      roles: [{ ...meeting("r", "2026-01-05T23:00:00Z"), role: "Timer" }],
      speeches: [speech("jan", "2026-01-12T23:00:00Z"), speech("feb", "2026-02-01T00:00:00Z"), elsewhere],
      evaluations: [],
      awards: [{ ...meeting("w", "2026-01-20T23:00:00Z"), category: "best-speaker" as const }],
    };
    const january = recordWithin(record, {
      clubId: "toronto",
      from: "2026-01-01T00:00:00Z",
      to: "2026-02-01T00:00:00Z",
    });
    expect(january.speeches.map((line) => line.eventId)).toEqual(["jan"]);
    expect(january.roles).toHaveLength(1);
    expect(january.awards).toHaveLength(1);
    expect(recordWithin(record, {}).speeches).toHaveLength(3);
  });
});

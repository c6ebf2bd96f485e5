import { describe, expect, test } from "vitest";
import { periodStart, recordClubs, recordFilterOf, recordFilterQuery, withinTimeView } from "./record-views";
import type { RecordSpeech, SpeakingRecord } from "./speaking-record";

const meeting = { title: "Club Night", clubId: "c1", club: "Harbour", timeZone: "Europe/Berlin" };
const speech = (eventId: string, at: string, verdict: RecordSpeech["verdict"]): RecordSpeech => ({
  ...meeting,
  eventId,
  at,
  speechTitle: eventId,
  project: null,
  range: null,
  durationSeconds: verdict ? 300 : null,
  verdict,
  fillers: null,
});

describe("the speaking record page's filters and trends (decision 240)", () => {
  test("the address's filter: known periods and a club, anything else all clubs and all time", () => {
    expect(recordFilterOf({ club: "c1", period: "3m" })).toEqual({ clubId: "c1", period: "3m" });
    expect(recordFilterOf({ club: "", period: "forever" })).toEqual({ period: "all" });
    expect(recordFilterQuery({ clubId: "c1", period: "12m" })).toBe("?club=c1&period=12m");
    expect(recordFilterQuery({ period: "all" })).toBe("");
  });

  test("a period counts calendar months back from now; all time has no start", () => {
    const now = new Date("2026-05-31T12:00:00Z");
    expect(periodStart("3m", now)?.toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(periodStart("12m", now)?.toISOString()).toBe("2025-05-31T12:00:00.000Z");
    expect(periodStart("all", now)).toBeUndefined();
  });

  test("the share within time so far, speech by speech; untimed speeches left out", () => {
    const view = withinTimeView([
      speech("d", "2026-04-01T18:00:00Z", "within"),
      speech("c", "2026-03-01T18:00:00Z", null),
      speech("b", "2026-02-01T18:00:00Z", "within"),
      speech("a", "2026-01-01T18:00:00Z", "over"),
    ]);
    expect(view.rows.map((row) => [row.about, row.text, row.best, row.latest])).toEqual([
      ["a", "0%", false, false],
      ["b", "50%", false, false],
      ["d", "67%", true, true],
    ]);
  });

  test("the clubs of a record, by name, each once", () => {
    const record: SpeakingRecord = {
      roles: [{ ...meeting, eventId: "e1", at: "2026-01-01T18:00:00Z", role: "Timer" }],
      speeches: [{ ...speech("e2", "2026-02-01T18:00:00Z", "within"), clubId: "c0", club: "Alpine" }],
      evaluations: [],
      awards: [{ ...meeting, eventId: "e1", at: "2026-01-01T18:00:00Z", category: "best-speaker" }],
    };
    expect(recordClubs(record)).toEqual([
      { id: "c0", name: "Alpine" },
      { id: "c1", name: "Harbour" },
    ]);
  });
});

import { describe, expect, test } from "vitest";
import { nextSpeakingMilestone, quarterOf, speakingMilestones } from "./milestones";
import type { RecordAward, RecordSpeech } from "./speaking-record";

let sequence = 0;
function speech(at: string, changes: Partial<RecordSpeech> = {}): RecordSpeech {
  sequence += 1;
  return {
    eventId: `event-${sequence}`,
    title: `Club Night ${sequence}`,
    clubId: "club",
    club: "Harbour Speakers",
    at,
    timeZone: "Europe/Berlin",
    speechTitle: "Bridges",
    project: null,
    range: { min: 5, max: 7 },
    durationSeconds: 400,
    verdict: "over",
    fillers: null,
    ...changes,
  };
}

const award = (at: string): RecordAward => ({
  eventId: "event-award",
  title: "Awards Night",
  clubId: "club",
  club: "Harbour Speakers",
  at,
  timeZone: "Europe/Berlin",
  category: "best-speaker",
});

const NOW = new Date("2026-11-28T12:00:00Z");
const none = new Map<string, number>();

describe("speaking milestones", () => {
  test("nothing said yet: no milestone, and the first speech is next", () => {
    expect(speakingMilestones({ speeches: [], awards: [] }, none, NOW)).toEqual([]);
    expect(nextSpeakingMilestone([])).toMatchObject({ id: "first-speech", title: "First Speech" });
  });

  test("the first speech, the first within time and the first award, each on its meeting's day", () => {
    const record = {
      speeches: [
        speech("2026-05-05T17:00:00Z", { verdict: "within" }),
        speech("2026-04-01T17:00:00Z", { verdict: "under" }),
      ],
      awards: [award("2026-06-01T17:00:00Z")],
    };
    const earned = speakingMilestones(record, none, NOW);
    expect(earned.map((milestone) => [milestone.id, milestone.day])).toEqual([
      ["first-speech", "2026-04-01"],
      ["first-within-time", "2026-05-05"],
      ["first-award", "2026-06-01"],
    ]);
    expect(earned[2]?.description).toBe("You won Best Speaker at Awards Night.");
    expect(nextSpeakingMilestone(earned)).toMatchObject({ id: "ten-speeches" });
  });

  test("the day is the meeting's own: a speech at 00:30 in Berlin is on the next day of UTC's calendar", () => {
    const [first] = speakingMilestones({ speeches: [speech("2026-03-04T23:30:00Z")], awards: [] }, none, NOW);
    expect(first?.day).toBe("2026-03-05");
    const [west] = speakingMilestones(
      { speeches: [speech("2026-03-05T03:30:00Z", { timeZone: "America/Los_Angeles" })], awards: [] },
      none,
      NOW,
    );
    expect(west?.day).toBe("2026-03-04");
  });

  test("ten speeches: earned at the tenth", () => {
    const speeches = Array.from({ length: 11 }, (_, index) =>
      speech(`2026-0${Math.floor(index / 3) + 1}-1${index % 3}T18:00:00Z`),
    );
    const ten = speakingMilestones({ speeches, awards: [] }, none, NOW).find((each) => each.id === "ten-speeches");
    expect(ten?.earnedAt).toBe([...speeches].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[9]?.at);
    expect(ten?.description).toBe("10 speeches given at meetings — a habit now.");
  });
});

describe("a quarter without an um", () => {
  test("every counted speech of a quarter that is over, without an um; earned when the quarter ends there", () => {
    const a = speech("2026-01-10T18:00:00Z", { fillers: 2 });
    const b = speech("2026-02-10T18:00:00Z", { fillers: 0 });
    const earned = speakingMilestones(
      { speeches: [a, b], awards: [] },
      new Map([
        [a.eventId, 0],
        [b.eventId, 0],
      ]),
      NOW,
    );
    const quarter = earned.find((each) => each.id === "quarter-without-um");
    expect(quarter).toMatchObject({
      day: "2026-04-01",
      earnedAt: "2026-03-31T22:00:00.000Z", // midnight in Berlin, summer time begun
      description: "2 speeches in Q1 2026, not one “um”.",
    });
  });

  test("one um in the quarter, a quarter not over, or nothing counted: not earned", () => {
    const withUm = speech("2026-01-10T18:00:00Z", { fillers: 3 });
    const clean = speech("2026-02-10T18:00:00Z", { fillers: 0 });
    const ids = (speeches: RecordSpeech[], ums: Map<string, number>, now = NOW) =>
      speakingMilestones({ speeches, awards: [] }, ums, now).map((each) => each.id);
    expect(
      ids(
        [withUm, clean],
        new Map([
          [withUm.eventId, 1],
          [clean.eventId, 0],
        ]),
      ),
    ).not.toContain("quarter-without-um");
    expect(ids([clean], new Map([[clean.eventId, 0]]), new Date("2026-03-31T21:59:00Z"))).not.toContain(
      "quarter-without-um",
    );
    expect(ids([clean], new Map([[clean.eventId, 0]]), new Date("2026-03-31T22:00:00Z"))).toContain(
      "quarter-without-um",
    );
    expect(ids([speech("2026-02-10T18:00:00Z")], none)).not.toContain("quarter-without-um");
  });

  test("quarters follow the meeting's zone: late on March 31 in Los Angeles is still the first quarter", () => {
    const late = speech("2026-04-01T05:00:00Z", { timeZone: "America/Los_Angeles", fillers: 0 });
    const [quarter] = speakingMilestones({ speeches: [late], awards: [] }, new Map([[late.eventId, 0]]), NOW).filter(
      (each) => each.id === "quarter-without-um",
    );
    expect(quarter).toMatchObject({ day: "2026-04-01", earnedAt: "2026-04-01T07:00:00.000Z" });
    expect(quarterOf({ year: 2026, month: 12, day: 31 })).toBe("2026-Q4");
  });
});

import { describe, expect, test } from "vitest";
import { timingPlan } from "../events/timing-plan";
import { FILLER_WORDS } from "../tools/ah-counter";
import { fillerCounts, meetingReport, meetingReportText, type ReportInput } from "./report";
import { timeBudget } from "./time-budget";
import { voteResults } from "./votes";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const meeting = {
  title: "Harbour Speakers #212",
  eventDate: "2026-12-03T19:00:00Z",
  durationMinutes: 60,
  timeZone: "America/New_York",
};
const items = [
  { id: "opening", title: "Opening", durationMinutes: 10 },
  { id: "speeches", title: "Prepared speeches", durationMinutes: 30 },
  { id: "qa", title: "Table Topics", durationMinutes: 20 },
];
const budget = timeBudget(
  timingPlan(meeting, items),
  [
    { itemId: "opening", startedAt: "2026-12-03T19:02:00Z" },
    { itemId: "speeches", startedAt: "2026-12-03T19:12:00Z" },
  ],
  "2026-12-03T20:10:00Z",
  "2026-12-03T20:05:00Z",
);
const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 20, minute));
const votes = voteResults(
  [
    { voterId: "ann", category: "best-speaker", nomineeId: "pia", at: at(1) },
    { voterId: "kim", category: "best-speaker", nomineeId: "pia", at: at(1) },
    { voterId: "pia", category: "best-evaluator", nomineeId: "ann", at: at(1) },
    { voterId: "tom", category: "best-evaluator", nomineeId: "kim", at: at(1) },
  ],
  { pia: "Pia Lind", ann: "Ann Bo", kim: "Kim Li" },
);

const input: ReportInput = {
  meeting: { ...meeting, clubName: "Harbour Speakers", place: "Pier 3, Harbour Road" },
  budget,
  roles: [
    { roleType: "pitcher", name: "Tom Ek" },
    { roleType: "moderator", name: "Mo Park" },
    { roleType: "pitcher", name: "Pia Lind" },
    { roleType: "evaluator", name: "Ann Bo" },
  ],
  speeches: [
    {
      speakerName: "Pia Lind",
      title: "Why Bridges Sing",
      durationSeconds: 372.6,
      verdict: "within",
      thresholds: { green: 300, red: 420 },
    },
    { speakerName: "Tom Ek", title: null, durationSeconds: 95, verdict: null, thresholds: null },
  ],
  fillers: [
    { speakerName: "Pia Lind", fillerWords: { Um: 2, Ah: 3, "You know": 1, Hmm: 9 } },
    { speakerName: "Tom Ek", fillerWords: {} },
  ],
  evaluations: [{ evaluatorName: "Ann Bo", speakerName: "Pia Lind" }],
  votes,
  attendance: 14,
};

describe("filler counts", () => {
  test("the ah counter's eight words, missing or bad counts 0, other words dropped", () => {
    const counts = fillerCounts({ Um: 2, Uh: -1, Ah: 2.7, So: Number.NaN, Hmm: 4 });
    expect(Object.keys(counts)).toEqual([...FILLER_WORDS]);
    expect(counts).toMatchObject({ Um: 2, Uh: 0, Ah: 2, So: 0, Actually: 0 });
  });
});

describe("the meeting report", () => {
  const report = meetingReport(input);

  test("names the club, the place and who held which role (a speech is a role: Pitcher)", () => {
    expect([report.club, report.place]).toEqual(["Harbour Speakers", "Pier 3, Harbour Road"]);
    expect(report.roles).toEqual([
      { role: "Pitcher", holders: ["Pia Lind", "Tom Ek"] },
      { role: "Evaluator", holders: ["Ann Bo"] },
      { role: "Moderator", holders: ["Mo Park"] },
    ]);
    const alone = meetingReport({ ...input, meeting: { ...meeting, clubName: null, place: null }, roles: [] });
    expect([alone.club, alone.place, alone.roles]).toEqual([null, null, []]);
  });

  test("a tie the moderator decided names the one chosen and who decided", () => {
    const decided = voteResults(
      [
        { voterId: "pia", category: "best-evaluator", nomineeId: "ann", at: at(1) },
        { voterId: "tom", category: "best-evaluator", nomineeId: "kim", at: at(1) },
      ],
      { ann: "Ann Bo", kim: "Kim Li" },
      null,
      [{ category: "best-evaluator", nomineeId: "kim", decidedBy: "Mo Park" }],
    );
    expect(meetingReport({ ...input, votes: decided }).votes[1]).toEqual({
      label: "Best Evaluator",
      winners: ["Kim Li"],
      votes: 1,
      tie: false,
      decidedBy: "Mo Park",
      line: "Best Evaluator: Kim Li (1 vote, a tie decided by Mo Park)",
    });
  });

  test("the agenda planned against actual, on the meeting's wall clock", () => {
    expect(report.when).toBe("Dec 03, 2026 · 2:00 PM EST");
    expect(report.agenda.rows).toEqual([
      { title: "Opening", planned: "2:00 PM", actual: "2:02 PM", lateMinutes: 2, status: "done" },
      { title: "Prepared speeches", planned: "2:10 PM", actual: "2:12 PM", lateMinutes: 2, status: "done" },
      { title: "Table Topics", planned: "2:40 PM", actual: null, lateMinutes: null, status: "skipped" },
    ]);
    expect(report.agenda).toMatchObject({
      plannedEnd: "3:00 PM EST",
      end: "3:05 PM EST",
      behindMinutes: 5,
      summary: "5 min behind plan",
    });
  });

  test("speeches with duration, verdict and range; a speech without a range has no verdict", () => {
    expect(report.speeches).toEqual([
      {
        speaker: "Pia Lind",
        title: "Why Bridges Sing",
        duration: "6:12",
        durationSeconds: 372,
        verdict: "within",
        verdictLabel: "Within time",
        range: "5:00–7:00",
      },
      {
        speaker: "Tom Ek",
        title: null,
        duration: "1:35",
        durationSeconds: 95,
        verdict: null,
        verdictLabel: null,
        range: null,
      },
    ]);
  });

  test("filler words per speaker with totals, winners, evaluations and attendance", () => {
    expect(report.fillers.map((row) => [row.speaker, row.total, row.counts.Um])).toEqual([
      ["Pia Lind", 6, 2],
      ["Tom Ek", 0, 0],
    ]);
    expect(report.votes).toEqual([
      {
        label: "Best Speaker",
        winners: ["Pia Lind"],
        votes: 2,
        tie: false,
        decidedBy: null,
        line: "Best Speaker: Pia Lind (2 votes)",
      },
      {
        label: "Best Evaluator",
        winners: ["Ann Bo", "Kim Li"],
        votes: 1,
        tie: true,
        decidedBy: null,
        line: "Best Evaluator: a tie between Ann Bo and Kim Li (1 vote each)",
      },
      {
        label: "Best Table Topics Speaker",
        winners: [],
        votes: 0,
        tie: false,
        decidedBy: null,
        line: "Best Table Topics Speaker: no votes",
      },
    ]);
    expect(report.evaluations).toEqual([{ evaluator: "Ann Bo", speaker: "Pia Lind" }]);
    expect(report.attendance).toBe(14);
  });

  test("a meeting without a zone reads in UTC", () => {
    expect(meetingReport({ ...input, meeting: { ...input.meeting, timeZone: null } }).when).toBe(
      "Dec 03, 2026 · 7:00 PM UTC",
    );
  });
});

describe("the report as plain text", () => {
  test("every section, in order, with its lines", () => {
    expect(meetingReportText(meetingReport(input))).toBe(
      [
        "Meeting report: Harbour Speakers #212",
        "=====================================",
        "Club: Harbour Speakers",
        "When: Dec 03, 2026 · 2:00 PM EST",
        "Place: Pier 3, Harbour Road",
        "Attendance: 14 attendees",
        "",
        "Roles",
        "  Pitcher: Pia Lind, Tom Ek",
        "  Evaluator: Ann Bo",
        "  Moderator: Mo Park",
        "",
        "Agenda (planned → actual)",
        "  2:00 PM → 2:02 PM  Opening (2 min late)",
        "  2:10 PM → 2:12 PM  Prepared speeches (2 min late)",
        "  2:40 PM → not held  Table Topics",
        "  Planned end 3:00 PM EST, ended 3:05 PM EST · 5 min behind plan",
        "",
        "Speeches",
        '  Pia Lind — "Why Bridges Sing": 6:12, within time (5:00–7:00)',
        "  Tom Ek: 1:35",
        "",
        "Filler words",
        "  Pia Lind: 6 (Um 2, Ah 3, You know 1)",
        "  Tom Ek: none",
        "",
        "Evaluations",
        "  Ann Bo evaluated Pia Lind",
        "",
        "Votes",
        "  Best Speaker: Pia Lind (2 votes)",
        "  Best Evaluator: a tie between Ann Bo and Kim Li (1 vote each)",
        "  Best Table Topics Speaker: no votes",
        "",
      ].join("\n"),
    );
  });

  test("empty sections say so; one attendee; an early start", () => {
    const early = timeBudget(
      timingPlan(meeting, items.slice(0, 1)),
      [{ itemId: "opening", startedAt: "2026-12-03T18:57:00Z" }],
      "2026-12-03T19:05:00Z",
      "2026-12-03T19:05:00Z",
    );
    const text = meetingReportText(
      meetingReport({
        ...input,
        meeting: { ...meeting, clubName: null, place: null },
        roles: [],
        budget: early,
        speeches: [],
        fillers: [],
        evaluations: [],
        votes: [],
        attendance: 1,
      }),
    );
    expect(text).not.toContain("Club:");
    expect(text).not.toContain("Place:");
    containsEach(text, [
      "Roles\n  None recorded.\n",
      "Attendance: 1 attendee\n",
      "  2:00 PM → 1:57 PM  Opening (3 min early)",
      "ended 2:05 PM EST · 5 min ahead of plan",
      "Speeches\n  None recorded.\n",
      "Filler words\n  None recorded.\n",
      "Evaluations\n  None recorded.\n",
      "Votes\n  None recorded.\n",
    ]);
  });

  test("an agenda without items", () => {
    const none = timeBudget(timingPlan(meeting, []), [], "2026-12-03T19:30:00Z", "2026-12-03T19:30:00Z");
    expect(meetingReportText(meetingReport({ ...input, budget: none }))).toContain(
      "Agenda (planned → actual)\n  None recorded.\n  Planned end 2:00 PM EST, ended 2:30 PM EST · 30 min behind plan",
    );
  });
});

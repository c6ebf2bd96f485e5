import { describe, expect, test } from "vitest";
import { timingPlan } from "../events/timing-plan";
import { meetingReport } from "./report";
import { meetingReportMail } from "./report-mail";
import { timeBudget } from "./time-budget";
import { voteResults } from "./votes";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const meeting = {
  title: "Harbour <Speakers> #212",
  clubName: "Harbour Speakers",
  eventDate: "2026-12-03T19:00:00Z",
  durationMinutes: 60,
  timeZone: "America/New_York",
};
const items = [
  { id: "opening", title: "Opening", durationMinutes: 10 },
  { id: "qa", title: "Table Topics", durationMinutes: 20 },
];
const report = meetingReport({
  meeting: { ...meeting, place: "Pier 3" },
  roles: [{ roleType: "moderator", name: "Mo Park" }],
  budget: timeBudget(
    timingPlan(meeting, items),
    [{ itemId: "opening", startedAt: "2026-12-03T19:03:00Z" }],
    "2026-12-03T19:50:00Z",
    "2026-12-03T19:50:00Z",
  ),
  speeches: [
    {
      speakerName: "Pia Lind",
      title: "Bridges",
      durationSeconds: 389,
      verdict: "within",
      thresholds: { green: 300, red: 420 },
    },
  ],
  fillers: [{ speakerName: "Pia Lind", fillerWords: { Um: 2, So: 1 } }],
  evaluations: [{ evaluatorName: "Ann Bo", speakerName: "Pia Lind" }],
  votes: voteResults([{ voterId: "ann", category: "best-speaker", nomineeId: "pia", at: "2026-12-03T19:40:00Z" }], {
    pia: "Pia Lind",
  }),
  attendance: 9,
});
const links = {
  report: "https://app.example/dashboard/events/e1/report",
  preferences: "https://app.example/dashboard/profile#mail-preferences",
};

describe("the meeting report's e-mail", () => {
  const mail = meetingReportMail({ appName: "PitchCraft", firstName: "Ann", meeting, report, links });

  test("names the member, the meeting's local time with its zone, and links to the report", () => {
    expect(mail.subject).toBe("Meeting report: Harbour <Speakers> #212 — Dec 03, 2026");
    expect(mail.text).toMatch(/^Hi Ann,\n\n"Harbour <Speakers> #212" \(Harbour Speakers\) has ended\./);
    expect(mail.text).toContain("When: Dec 03, 2026 at 2:00 PM EST (New York)");
    expect(mail.text).toContain(`Open the report: ${links.report}`);
    expect(mail.text).toContain(`Choose which other mail you get from each club: ${links.preferences}`);
    expect(mail.html).toContain(`href="${links.report}"`);
    expect(mail.html).toContain(`href="${links.preferences}"`);
  });

  test("carries the whole report: agenda, speeches, fillers, evaluations, votes, attendance", () => {
    containsEach(mail.text, [
      "  2:00 PM → 2:03 PM  Opening (3 min late)",
      "  2:10 PM → not held  Table Topics",
      '  Pia Lind — "Bridges": 6:29, within time (5:00–7:00)',
      "  Pia Lind: 3 (Um 2, So 1)",
      "  Ann Bo evaluated Pia Lind",
      "  Best Speaker: Pia Lind (1 vote)",
      "Attendance: 9 attendees",
    ]);
    for (const shown of [
      "Opening",
      "3 min late",
      "Not held",
      "6:29",
      "Within time",
      "Um 2, So 1",
      "Ann Bo evaluated Pia Lind",
    ]) {
      expect(mail.html).toContain(shown);
    }
  });

  test("names the club, the place and who held which role, in the text and the HTML", () => {
    expect(mail.text).toContain("Club: Harbour Speakers\nWhen: Dec 03, 2026 · 2:00 PM EST\nPlace: Pier 3\n");
    expect(mail.text).toContain("Roles\n  Moderator: Mo Park\n");
    expect(mail.html).toContain("Club: Harbour Speakers · Dec 03, 2026 · 2:00 PM EST · Place: Pier 3 · Attendance: 9");
    expect(mail.html).toMatch(/<h3[^>]*>Roles<\/h3>[\s\S]*Moderator[\s\S]*Mo Park/);
  });

  test("escapes what members wrote in the HTML part; a member without a first name is greeted all the same", () => {
    expect(mail.html).toContain("Harbour &lt;Speakers&gt; #212");
    expect(mail.html).not.toContain("<Speakers>");
    expect(meetingReportMail({ appName: "PitchCraft", firstName: null, meeting, report, links }).text).toMatch(
      /^Hi there,/,
    );
  });
});

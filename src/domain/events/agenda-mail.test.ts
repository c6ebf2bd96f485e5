import { describe, expect, test } from "vitest";
import { bulkMailFooter } from "../mail/preferences";
import { agendaMailParts, agendaMailSubject, meetingWhen } from "./agenda-mail";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const footer = bulkMailFooter({
  reason: "You receive this because you are an active member of Evening Orators.",
  unsubscribeUrl: "https://pitchcraft.example/api/mail/unsubscribe?token=abc.def",
  unsubscribeWhat: "meeting agendas from Evening Orators",
  preferencesUrl: "https://pitchcraft.example/dashboard/profile#mail-preferences",
});

const site = { appName: "PitchCraft", clubName: "Evening Orators" };

const meeting = {
  title: "Winter <Contest>",
  // 7:00 PM in New York (EST)
  eventDate: new Date("2027-01-15T00:00:00Z"),
  durationMinutes: 60,
  timeZone: "America/New_York",
  location: "Library, Room 2",
  url: "https://pitchcraft.example/dashboard/events/1",
};

const items = [
  { title: "Opening", description: null, durationMinutes: 10 },
  { title: "Speeches", description: "Three prepared speeches", durationMinutes: 40 },
  { title: "Evaluations", description: null, durationMinutes: 20 },
];

describe("the agenda e-mail", () => {
  test("names the meeting's local date and time with its zone", () => {
    expect(meetingWhen(meeting)).toBe("Jan 14, 2027 · 7:00 PM EST");
    expect(agendaMailSubject("Evening Orators", meeting)).toBe(
      "Evening Orators — agenda for Thursday, Jan 14, 2027: Winter <Contest>",
    );
    expect(meetingWhen({ ...meeting, timeZone: null })).toBe("Jan 15, 2027 · 12:00 AM UTC");
  });

  test("lists each item at its planned start, the plan's end and the overrun, in text and HTML", () => {
    const parts = agendaMailParts({ ...site, meeting, items, roles: [], speakers: [], firstName: "Pat", footer });
    containsEach(parts.text, [
      "Hi Pat,",
      " 7:00 PM  Opening (10 min)",
      " 7:10 PM  Speeches (40 min)",
      " 7:50 PM  Evaluations (20 min)",
      "Over time: Ends 8:10 PM EST · 10 min over the planned 1 hour",
    ]);
    containsEach(parts.html, [
      "<strong>Over time: </strong>Ends 8:10 PM EST",
      "Start (EST)",
      "Winter &lt;Contest&gt;",
      "Three prepared speeches",
    ]);
  });

  test("is laid out like every mail: the product and the club in the header, a button to the meeting", () => {
    const parts = agendaMailParts({ ...site, meeting, items, roles: [], speakers: [], firstName: "Pat", footer });
    expect(parts.subject).toBe("Evening Orators — agenda for Thursday, Jan 14, 2027: Winter <Contest>");
    expect(parts.html).toMatch(/font-family:[^;"]*sans-serif/);
    expect(parts.html).toContain(">PitchCraft</div>");
    expect(parts.html).toContain(">Evening Orators</div>");
    expect(parts.html).toMatch(
      /<a href="https:\/\/pitchcraft.example\/dashboard\/events\/1" style="display:inline-block[^"]*">Open the meeting<\/a>/,
    );
    expect(parts.text).toContain("Open the meeting: https://pitchcraft.example/dashboard/events/1");
  });

  test("a plan that fits says so, without 'Over time'", () => {
    const parts = agendaMailParts({
      ...site,
      meeting: { ...meeting, durationMinutes: 120 },
      items,
      roles: [],
      speakers: [],
      firstName: null,
      footer,
    });
    expect(parts.text).toContain("Hi there,");
    expect(parts.text).toContain("Ends 8:10 PM EST · within the planned 2 hours");
    expect(parts.text).not.toContain("Over time");
  });

  test("shows the speakers and every role, open ones as Open", () => {
    const parts = agendaMailParts({
      ...site,
      meeting,
      items: [],
      roles: [
        { roleType: "pitcher", holder: "Pat Lee" },
        { roleType: "timer", holder: "Tim Roe" },
      ],
      speakers: [{ name: "Pat Lee", detail: "Evening hours" }],
      firstName: "Ann",
      footer,
    });
    containsEach(parts.text, [
      "No agenda items yet.",
      "- Pat Lee: Evening hours",
      "Timer: Tim Roe",
      "Evaluator: Open",
      "Where: Library, Room 2",
    ]);
  });

  test("ends with the footer: why, the unsubscribe link and the preferences", () => {
    const parts = agendaMailParts({ ...site, meeting, items, roles: [], speakers: [], firstName: "Ann", footer });
    expect(parts.text).toContain(
      "Unsubscribe from meeting agendas from Evening Orators: https://pitchcraft.example/api/mail/unsubscribe?token=abc.def",
    );
    expect(parts.text).toContain(
      "Choose which mail you get from each club: https://pitchcraft.example/dashboard/profile#mail-preferences",
    );
    expect(parts.html).toContain('<a href="https://pitchcraft.example/api/mail/unsubscribe?token=abc.def"');
    expect(parts.html).toContain("Mail preferences</a>");
  });
});

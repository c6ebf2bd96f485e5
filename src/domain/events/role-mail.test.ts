import { describe, expect, test } from "vitest";
import { plannedSlot, reminderMail, roleIsYoursMail } from "./role-mail";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const meeting = {
  title: "Harbour Club Night",
  clubName: "Harbour Speakers",
  eventDate: new Date("2026-12-03T18:00:00Z"),
  durationMinutes: 120,
  timeZone: "Europe/Berlin",
  location: "Pier 3",
};
const items = [
  { title: "Welcome", durationMinutes: 5, roleType: "moderator" as const },
  { title: "Prepared pitch 1", durationMinutes: 7, roleType: "pitcher" as const },
  { title: "Prepared pitch 2", durationMinutes: 7, roleType: "pitcher" as const },
  { title: "Evaluations", durationMinutes: 10, roleType: "evaluator" as const },
];

describe("a holder's slot in the timing plan", () => {
  test("the n-th holder of a role has the n-th item of its type; more holders than items share the first", () => {
    expect(plannedSlot(meeting, items, "pitcher", 1)).toEqual({
      title: "Prepared pitch 2",
      start: new Date("2026-12-03T18:12:00Z"),
    });
    expect(plannedSlot(meeting, items, "evaluator", 2)).toEqual({
      title: "Evaluations",
      start: new Date("2026-12-03T18:19:00Z"),
    });
    expect(plannedSlot(meeting, items, "timer", 0)).toBeUndefined();
  });
});

const input = {
  appName: "PitchCraft",
  firstName: "Mia",
  roleName: "Pitcher",
  meeting,
  slot: plannedSlot(meeting, items, "pitcher", 0),
  speech: null,
  links: { event: "https://app.example/e/1", confirm: "https://app.example/c", release: "https://app.example/r" },
  preferencesUrl: "https://app.example/prefs",
};

describe("the reminder e-mail", () => {
  test("names the member, the meeting's local time and zone, the slot, and has both links in both parts", () => {
    const mail = reminderMail(input);
    expect(mail.subject).toBe("Reminder: Pitcher at Harbour Club Night — Dec 03, 2026");
    for (const part of [mail.text, mail.html]) {
      containsEach(part, ["Hi Mia,", "Dec 03, 2026 at 7:00 PM GMT+1 (Berlin)"]);
      containsEach(part, ["Prepared pitch 1, planned at 7:05 PM GMT+1"]);
      containsEach(part, ["https://app.example/c", "https://app.example/r", "https://app.example/prefs"]);
    }
    expect(mail.text).toContain("I'll be there: https://app.example/c");
    expect(mail.text).toContain("I can't make it: https://app.example/r");
    expect(mail.text).toContain("You have not given your speech details yet");
  });

  test("a pitcher with details is shown their speech; other roles are not asked for one", () => {
    expect(reminderMail({ ...input, speech: "The Hook — Ice Breaker, 5–7 min" }).text).toContain(
      "Your speech: The Hook — Ice Breaker, 5–7 min",
    );
    const timer = reminderMail({ ...input, roleName: "Timer", speech: undefined, slot: undefined });
    expect(timer.text).not.toContain("speech");
    expect(timer.text).not.toContain("Your slot");
  });

  test("HTML in names and titles is escaped", () => {
    const mail = reminderMail({ ...input, firstName: "<b>Mia</b>" });
    expect(mail.html).toContain("&lt;b&gt;Mia");
    expect(mail.html).not.toContain("<b>Mia");
  });
});

describe("the role-is-yours e-mail", () => {
  test("says a place freed up, with the meeting's time, and has no action links", () => {
    const mail = roleIsYoursMail({
      ...input,
      roleName: "Evaluator",
      speech: undefined,
      links: { event: "https://app.example/e/1" },
    });
    expect(mail.subject).toBe("You are Evaluator at Harbour Club Night — Dec 03, 2026");
    expect(mail.text).toContain("A place freed up: you are now Evaluator");
    expect(mail.text).toContain("Dec 03, 2026 at 7:00 PM GMT+1 (Berlin)");
    expect(mail.text).not.toContain("I can't make it");
  });
});

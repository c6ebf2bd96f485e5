import { describe, expect, test } from "vitest";
import { roleGapMail } from "./role-gap-mail";
import { insideReminderWindow, ROLE_GAP_LABELS } from "./role-gaps";
import { roleIsYoursMail } from "./role-mail";

const at = (iso: string) => new Date(iso);
const meeting = { eventDate: at("2026-12-03T18:00:00Z"), timeZone: "Europe/Berlin" };

describe("the late window in which a role falling open is a gap", () => {
  test("from the club's reminder time until the meeting starts", () => {
    expect(insideReminderWindow(meeting, 2, at("2026-12-01T17:59:00Z"))).toBe(false);
    expect(insideReminderWindow(meeting, 2, at("2026-12-01T18:00:00Z"))).toBe(true);
    expect(insideReminderWindow(meeting, 2, at("2026-12-02T18:00:00Z"))).toBe(true);
    expect(insideReminderWindow(meeting, 2, at("2026-12-03T18:00:00Z"))).toBe(false);
    expect(insideReminderWindow(meeting, 5, at("2026-11-29T12:00:00Z"))).toBe(true);
  });

  test("a club without reminders still has the default two days", () => {
    expect(insideReminderWindow(meeting, 0, at("2026-12-02T18:00:00Z"))).toBe(true);
    expect(insideReminderWindow(meeting, 0, at("2026-11-30T18:00:00Z"))).toBe(false);
  });
});

describe("the officer's e-mail about a gap", () => {
  const input = {
    firstName: "Olga",
    holder: "Mia Brandt",
    roleName: "Moderator",
    meeting: { title: "Club <Night>", clubName: "Harbour Speakers", ...meeting },
    eventUrl: "https://pitch.example/dashboard/events/e1",
  };

  test("a role that fell open says who gave it up and that nobody waited", () => {
    const mail = roleGapMail({ ...input, kind: "fell-open" });
    expect(mail.subject).toBe("Fell open: Moderator at Club <Night> — Dec 03, 2026");
    expect(mail.text).toContain(
      'Mia Brandt gave up the Moderator role at "Club <Night>", and nobody was waiting for it.',
    );
    expect(mail.text).toContain("When: Dec 03, 2026 at 7:00 PM");
    expect(mail.text).toContain("Open the meeting: https://pitch.example/dashboard/events/e1");
    expect(mail.text).toContain("You receive this because you are an officer of Harbour Speakers.");
    expect(mail.html).toContain("Club &lt;Night&gt;");
    expect(mail.html).not.toContain("<Night>");
  });

  test("a holder away says they will not be reminded", () => {
    const mail = roleGapMail({ ...input, kind: "holder-away" });
    expect(mail.subject).toBe("Holder away: Moderator at Club <Night> — Dec 03, 2026");
    expect(mail.text).toContain("Mia Brandt will be away on the day of");
    expect(mail.text).toContain("Mia Brandt will not be reminded.");
    expect(ROLE_GAP_LABELS["holder-away"]).toBe("Holder away");
  });
});

describe("the waitlist's mail inside the reminder window", () => {
  const role = {
    appName: "PitchCraft",
    firstName: "Wes",
    roleName: "Moderator",
    meeting: { title: "Club Night", clubName: null, durationMinutes: 90, location: null, ...meeting },
    preferencesUrl: "https://pitch.example/dashboard/profile",
  };

  test("carries the reminder's two links, so no reminder follows", () => {
    const mail = roleIsYoursMail({
      ...role,
      links: { event: "https://e", confirm: "https://confirm", release: "https://release" },
    });
    expect(mail.subject).toMatch(/^You are Moderator at Club Night/);
    expect(mail.text).toContain("I'll be there: https://confirm");
    expect(mail.text).toContain("I can't make it: https://release");
  });

  test("without them it asks the member to remove themselves if they cannot come", () => {
    const mail = roleIsYoursMail({ ...role, links: { event: "https://e" } });
    expect(mail.text).not.toContain("I'll be there");
    expect(mail.text).toContain("remove yourself on the meeting's page");
  });
});

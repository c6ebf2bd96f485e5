import { describe, expect, test } from "vitest";
import { bulkMailFooter } from "../mail/preferences";
import { eventLocalTime } from "./changes";
import { type ClubMeetingRoles, type NudgeCandidate, nudgeDueAt, nudgedMembers, nudgeSendAt, openRoles } from "./nudge";
import { nudgeMail } from "./nudge-mail";

/** Each snippet stands somewhere in the text. */
function containsEach(text: string, snippets: string[]) {
  for (const snippet of snippets) expect(text).toContain(snippet);
}

const at = (iso: string) => new Date(iso);

describe("when the open-role nudge goes out", () => {
  test("the club's number of days before, at the meeting's wall-clock time; 0 is off", () => {
    expect(nudgeDueAt(at("2026-12-03T18:00:00Z"), "Europe/Berlin", 3)).toEqual(at("2026-11-30T18:00:00Z"));
    // Berlin moves to summer time on 29 March 2026: 19:00 stays 19:00 on the wall clock
    expect(nudgeDueAt(at("2026-03-30T17:00:00Z"), "Europe/Berlin", 3)).toEqual(at("2026-03-27T18:00:00Z"));
    expect(nudgeDueAt(at("2026-12-03T18:00:00Z"), null, 1)).toEqual(at("2026-12-02T18:00:00Z"));
    expect(nudgeDueAt(at("2026-12-03T18:00:00Z"), "UTC", 0)).toBeUndefined();
  });

  test("a meeting planned within the days is nudged at once, unless it starts within twelve hours", () => {
    const meeting = at("2026-12-03T18:00:00Z");
    const due = at("2026-11-30T18:00:00Z");
    expect(nudgeSendAt(due, meeting, at("2026-11-20T09:00:00Z"))).toEqual(due);
    expect(nudgeSendAt(due, meeting, at("2026-12-02T09:00:00Z"))).toEqual(at("2026-12-02T09:00:00Z"));
    expect(nudgeSendAt(due, meeting, at("2026-12-03T07:00:00Z"))).toBeUndefined();
    expect(nudgeSendAt(undefined, meeting, at("2026-11-20T09:00:00Z"))).toBeUndefined();
  });
});

describe("the open roles", () => {
  test("capacity minus holders, per role, in the usual order", () => {
    expect(openRoles(["pitcher", "timer", "pitcher", "evaluator"])).toEqual([
      { roleType: "pitcher", roleName: "Pitcher", open: 1 },
      { roleType: "evaluator", roleName: "Evaluator", open: 2 },
      { roleType: "moderator", roleName: "Moderator", open: 1 },
      { roleType: "ah_counter", roleName: "Ah Counter", open: 1 },
    ]);
    expect(
      openRoles([
        "pitcher",
        "pitcher",
        "pitcher",
        "evaluator",
        "evaluator",
        "evaluator",
        "moderator",
        "timer",
        "ah_counter",
      ]),
    ).toEqual([]);
  });
});

describe("who is nudged", () => {
  const now = at("2026-11-30T18:00:00Z");
  const meeting = { eventDate: at("2026-12-03T18:00:00Z"), holderIds: ["holder"] };
  const member = (userId: string, values: Partial<NudgeCandidate> = {}): NudgeCandidate => ({
    userId,
    emailVerified: true,
    activeMember: true,
    optedOut: false,
    away: false,
    waiting: false,
    ...values,
  });
  const past = (iso: string, holderIds: string[], cancelled = false): ClubMeetingRoles => ({
    eventDate: at(iso),
    cancelled,
    holderIds,
  });
  const weeks = [
    past("2026-11-26T18:00:00Z", ["w1"]),
    past("2026-11-19T18:00:00Z", ["w2"]),
    past("2026-11-12T18:00:00Z", ["w3"]),
    past("2026-11-05T18:00:00Z", ["w4"]),
    past("2026-10-29T18:00:00Z", ["w5"]),
  ];

  test("members without a role at the club's last four meetings, nor at this one", () => {
    const candidates = ["w1", "w2", "w3", "w4", "w5", "holder", "free"].map((id) => member(id));
    expect(nudgedMembers({ meeting, candidates, pastMeetings: weeks, now })).toEqual(["w5", "free"]);
  });

  test("a cancelled meeting, or one that has not taken place yet, is not one of the last four", () => {
    const candidates = ["w1", "w4", "w5", "later", "gone"].map((id) => member(id));
    const pastMeetings = [
      ...weeks,
      past("2026-11-28T18:00:00Z", ["gone"], true),
      // between now and this meeting: not held yet
      past("2026-12-01T18:00:00Z", ["later"]),
    ];
    expect(nudgedMembers({ meeting, candidates, pastMeetings, now })).toEqual(["w5", "later", "gone"]);
  });

  test("not the unverified, former members, those who opted out or are away; each member once", () => {
    const candidates = [
      member("unverified", { emailVerified: false }),
      member("former", { activeMember: false }),
      member("quiet", { optedOut: true }),
      member("away", { away: true }),
      member("ok"),
      member("ok"),
    ];
    expect(nudgedMembers({ meeting, candidates, pastMeetings: [], now })).toEqual(["ok"]);
  });

  test("not a member waiting for a role at this meeting: they are in line already", () => {
    const candidates = [member("waiting", { waiting: true }), member("free")];
    expect(nudgedMembers({ meeting, candidates, pastMeetings: [], now })).toEqual(["free"]);
  });
});

describe("the nudge's e-mail", () => {
  const footer = bulkMailFooter({
    reason: "You receive this because you are an active member of Harbour Speakers.",
    unsubscribeUrl: "https://app.example/api/mail/unsubscribe?token=u",
    unsubscribeWhat: "open-role requests from Harbour Speakers",
    preferencesUrl: "https://app.example/dashboard/profile#mail-preferences",
  });
  const meeting = {
    title: "Club Night",
    eventDate: at("2026-12-03T18:00:00Z"),
    timeZone: "Europe/Berlin",
    location: "Pier 3",
  };
  const mail = nudgeMail({
    appName: "PitchCraft",
    firstName: "Mia",
    clubName: "Harbour Speakers",
    meeting,
    roles: [
      { roleType: "timer", roleName: "Timer", open: 1, takeUrl: "https://app.example/api/roles/link?token=t&x=1" },
      { roleType: "evaluator", roleName: "Evaluator", open: 2, takeUrl: "https://app.example/api/roles/link?token=e" },
    ],
    eventUrl: "https://app.example/dashboard/events/1",
    footer,
  });

  test("names the member, the meeting's local time with its zone, each open role with its link, and the footer", () => {
    expect(mail.subject).toBe("Open roles at Club Night — Dec 03, 2026");
    const when = `When: ${eventLocalTime(meeting)}`;
    expect(when).toContain("(Berlin)");
    const shown = mail.html.replace(/<[^>]+>/g, "");
    for (const part of [mail.text, shown]) {
      containsEach(part, ["Hi Mia,", when, "Where: Pier 3"]);
      containsEach(part, ["Timer (1 place open)", "Evaluator (2 places open)"]);
      containsEach(part, ["open-role requests from Harbour Speakers"]);
    }
    expect(mail.text).toContain("Take the Timer role: https://app.example/api/roles/link?token=t&x=1");
    expect(mail.text).toContain("Take the Evaluator role: https://app.example/api/roles/link?token=e");
    expect(mail.text).toContain(
      "Choose which mail you get from each club: https://app.example/dashboard/profile#mail-preferences",
    );
    containsEach(mail.html, [
      'href="https://app.example/api/roles/link?token=t&amp;x=1"',
      ">Take the Timer role</a>",
      'href="https://app.example/api/mail/unsubscribe?token=u"',
      ">Harbour Speakers</div>",
    ]);
  });

  test("a member without a first name is greeted as 'there'", () => {
    expect(
      nudgeMail({
        ...{ appName: "PitchCraft", firstName: null, clubName: "C", meeting, roles: [], eventUrl: "u", footer },
      }).text,
    ).toContain("Hi there,");
  });
});

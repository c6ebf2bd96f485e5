import { describe, expect, test } from "vitest";
import { aQuietMember } from "../../../test/support/speaking-activity";
import { quarterIn } from "../dates";
import { clubQuarter } from "./central";
import { CLASSIC_ROLE_SET } from "./role-set";
import { type Appearance, lastOnStageOf, rolesAt, speakingActivity, speechesAt } from "./speaking-activity";

const roles = CLASSIC_ROLE_SET;
const at = (memberId: string, when: string, more: Partial<Appearance> = {}): Appearance => ({
  memberId,
  eventId: `${memberId}-${when}`,
  at: when,
  roles: [],
  timed: 0,
  within: 0,
  ...more,
});

describe("the club's quarter", () => {
  test("is the calendar quarter on the club's wall clock", () => {
    // 1 April 2026, 00:30 in Berlin is still 31 March in UTC
    const now = new Date("2026-03-31T22:30:00Z");
    expect(clubQuarter(now, "Europe/Berlin")).toEqual({
      start: new Date("2026-03-31T22:00:00Z"),
      end: new Date("2026-06-30T22:00:00Z"),
    });
    expect(clubQuarter(now, null)).toEqual({
      start: new Date("2026-01-01T00:00:00Z"),
      end: new Date("2026-04-01T00:00:00Z"),
    });
  });

  test("the last quarter ends with the year, in the zone's own winter time", () => {
    expect(quarterIn(new Date("2026-11-28T12:00:00Z"), "America/Toronto")).toEqual({
      start: new Date("2026-10-01T04:00:00Z"),
      end: new Date("2027-01-01T05:00:00Z"),
    });
  });
});

describe("a member on stage", () => {
  test("a timed speech is a speech and a role, held or not", () => {
    const spoke = at("pia", "2026-11-05T18:00:00.000Z", { timed: 1, within: 1 });
    expect(speechesAt(spoke, roles)).toBe(1);
    expect(rolesAt(spoke, roles)).toBe(1);
    expect(lastOnStageOf([spoke], roles)).toEqual({ lastRole: spoke.at, lastSpeech: spoke.at });
  });

  test("a Pitcher timed once is one speech and one role; a Timer who also answered a table topic has two roles", () => {
    expect(speechesAt(at("a", "x", { roles: ["pitcher"], timed: 1 }), roles)).toBe(1);
    expect(rolesAt(at("a", "x", { roles: ["pitcher"], timed: 1 }), roles)).toBe(1);
    expect(speechesAt(at("a", "x", { roles: ["pitcher"] }), roles)).toBe(1);
    expect(rolesAt(at("a", "x", { roles: ["timer"], timed: 1 }), roles)).toBe(2);
    expect(speechesAt(at("a", "x", { roles: ["timer"] }), roles)).toBe(0);
    expect(lastOnStageOf([at("a", "2026-10-01T18:00:00.000Z", { roles: ["timer"] })], roles)).toEqual({
      lastRole: "2026-10-01T18:00:00.000Z",
      lastSpeech: null,
    });
  });
});

describe("speaking activity", () => {
  const quarter = { start: new Date("2026-10-01T00:00:00Z"), end: new Date("2027-01-01T00:00:00Z") };
  const members = [
    { memberId: "zoe", name: "Zoe" },
    { memberId: "pia", name: "Pia" },
    { memberId: "max", name: "Max" },
  ];
  const appearances = [
    at("pia", "2026-09-20T18:00:00.000Z", { roles: ["pitcher"], timed: 1, within: 0 }),
    at("pia", "2026-10-08T18:00:00.000Z", { roles: ["pitcher"], timed: 1, within: 1 }),
    at("pia", "2026-11-05T18:00:00.000Z", { roles: ["timer"] }),
    at("zoe", "2026-11-12T18:00:00.000Z", { timed: 2, within: 1 }),
  ];

  test("counts this quarter's speeches and roles, and the last of each ever, by name", () => {
    expect(speakingActivity(members, appearances, roles, quarter, new Set())).toEqual([
      aQuietMember("max", "Max"),
      {
        memberId: "pia",
        name: "Pia",
        hidden: false,
        speeches: 1,
        roles: 2,
        lastSpeech: "2026-10-08T18:00:00.000Z",
        lastRole: "2026-11-05T18:00:00.000Z",
        withinTime: { within: 1, timed: 1 },
      },
      {
        memberId: "zoe",
        name: "Zoe",
        hidden: false,
        speeches: 2,
        roles: 2,
        lastSpeech: "2026-11-12T18:00:00.000Z",
        lastRole: "2026-11-12T18:00:00.000Z",
        withinTime: { within: 1, timed: 2 },
      },
    ]);
  });

  test("a member who hid their record keeps roles and speech dates, not how their speeches were timed", () => {
    const [, pia] = speakingActivity(members, appearances, roles, quarter, new Set(["pia"]));
    expect(pia).toEqual({
      memberId: "pia",
      name: "Pia",
      hidden: true,
      speeches: 1,
      roles: 2,
      lastSpeech: "2026-10-08T18:00:00.000Z",
      lastRole: "2026-11-05T18:00:00.000Z",
      withinTime: null,
    });
  });
});

import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { aClub, anEvent, dayFromNow, people, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { ABSENCE_LIMITS, meetingDay } from "../../../domain/members/absences";
import { DAY, HOUR } from "../../../domain/time";
import { memberAbsences } from "../../db/schema";
import { awayOnMeetingDay } from "../roles/away";

/** Planned absences (docs/decisions/156): the member's own list, its rules, and the reminders it holds back. */

let server: TestServer;
let mia: SignedIn;

beforeEach(async () => {
  server = await createTestServer();
  mia = await signedInMember(server, "Mia");
}, 60_000);

afterEach(async () => {
  await server.close();
});

const add = (client: TestClient, json: { firstDay: string; lastDay: string; note?: string }) =>
  client.api.profile.absences.$post({ json });
const list = async (client: TestClient) => {
  const response = await client.api.profile.absences.$get();
  expect(response.status).toBe(200);
  return (await response.json()).absences;
};

describe("a member's away dates", () => {
  test("are added, listed soonest first without those that have ended, and removed", async () => {
    const later = await add(mia.client, { firstDay: dayFromNow(20), lastDay: dayFromNow(27), note: " Lisbon trip " });
    expect(later.status).toBe(201);
    const added = await later.json();
    expect(added).toEqual({
      id: expect.any(String),
      firstDay: dayFromNow(20),
      lastDay: dayFromNow(27),
      note: "Lisbon trip",
      roles: [],
    });
    expect((await add(mia.client, { firstDay: dayFromNow(0), lastDay: dayFromNow(0) })).status).toBe(201);
    // one that ended long ago, written before: not listed
    await server.db
      .insert(memberAbsences)
      .values({ userId: mia.user.id, firstDay: dayFromNow(-10), lastDay: dayFromNow(-5) });

    const listed = await list(mia.client);
    expect(listed.map((absence) => [absence.firstDay, absence.lastDay, absence.note])).toEqual([
      [dayFromNow(0), dayFromNow(0), ""],
      [dayFromNow(20), dayFromNow(27), "Lisbon trip"],
    ]);

    const removed = await mia.client.api.profile.absences[":absenceId"].$delete({ param: { absenceId: added.id } });
    expect(removed.status).toBe(200);
    const { roles: _held, ...removedAbsence } = added;
    expect(await removed.json()).toEqual(removedAbsence);
    expect((await list(mia.client)).map((absence) => absence.firstDay)).toEqual([dayFromNow(0)]);
    // removing it again: it is gone
    const again = await mia.client.api.profile.absences[":absenceId"].$delete({ param: { absenceId: added.id } });
    expect(await errorOf(again)).toEqual({
      status: 404,
      code: "ABSENCE_NOT_FOUND",
      message: "There is no such absence.",
    });
  });

  test("someone else's cannot be seen or removed: it does not exist for them", async () => {
    const ben = await signedInMember(server, "Ben");
    const response = await add(mia.client, { firstDay: dayFromNow(3), lastDay: dayFromNow(4) });
    const { id } = await response.json();
    expect(await list(ben.client)).toEqual([]);
    const refused = await ben.client.api.profile.absences[":absenceId"].$delete({ param: { absenceId: id } });
    expect(await errorOf(refused)).toMatchObject({ status: 404, code: "ABSENCE_NOT_FOUND" });
    const notAnId = await ben.client.api.profile.absences[":absenceId"].$delete({ param: { absenceId: "nope" } });
    expect(await errorOf(notAnId)).toMatchObject({ status: 404, code: "ABSENCE_NOT_FOUND" });
    expect(await list(mia.client)).toHaveLength(1);
  });

  test("a visitor must sign in", async () => {
    const visitor = server.client();
    expect((await visitor.api.profile.absences.$get()).status).toBe(401);
    expect((await add(visitor, { firstDay: dayFromNow(1), lastDay: dayFromNow(2) })).status).toBe(401);
  });

  test.each([
    [
      "a last day before the first",
      { firstDay: dayFromNow(5), lastDay: dayFromNow(3) },
      "The last day cannot be before the first day.",
    ],
    [
      "a day that is no date",
      { firstDay: "5 Dec", lastDay: dayFromNow(3) },
      "First day must be a date such as 2026-12-24.",
    ],
    [
      "a day the calendar lacks",
      { firstDay: "2027-02-29", lastDay: "2027-03-01" },
      "First day must be a date such as 2026-12-24.",
    ],
    ["more than a year", { firstDay: dayFromNow(1), lastDay: dayFromNow(400) }, "An absence can last at most a year."],
    [
      "a long note",
      { firstDay: dayFromNow(1), lastDay: dayFromNow(1), note: "x".repeat(201) },
      "Note must be at most 200 characters.",
    ],
  ])("%s is refused: %s", async (_what, json, message) => {
    expect(await errorOf(await add(mia.client, json))).toEqual({ status: 400, code: "INVALID_INPUT", message });
    expect(await list(mia.client)).toEqual([]);
  });

  test("a last day that has passed everywhere is refused; one that started earlier and ends today is fine", async () => {
    const refused = await add(mia.client, { firstDay: dayFromNow(-3), lastDay: dayFromNow(-2) });
    expect(await errorOf(refused)).toEqual({
      status: 400,
      code: "ABSENCE_PASSED",
      message: "The last day has already passed.",
    });
    // started before today and lasting until today: fine
    expect((await add(mia.client, { firstDay: dayFromNow(-3), lastDay: dayFromNow(0) })).status).toBe(201);
  });

  test(`at most ${ABSENCE_LIMITS.perMember} that have not ended; ended ones do not count; requests at once cannot pass it`, async () => {
    await server.db.insert(memberAbsences).values([
      ...Array.from({ length: ABSENCE_LIMITS.perMember - 1 }, (_, index) => ({
        userId: mia.user.id,
        firstDay: dayFromNow(index + 1),
        lastDay: dayFromNow(index + 1),
      })),
      { userId: mia.user.id, firstDay: dayFromNow(-9), lastDay: dayFromNow(-8) },
    ]);
    const both = await Promise.all([
      add(mia.client, { firstDay: dayFromNow(100), lastDay: dayFromNow(101) }),
      add(mia.client, { firstDay: dayFromNow(102), lastDay: dayFromNow(103) }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.status !== 201) as Response;
    expect(await errorOf(refused)).toEqual({
      status: 409,
      code: "TOO_MANY_ABSENCES",
      title: "Too Many Absences",
      message: `You can plan at most ${ABSENCE_LIMITS.perMember} absences ahead. Remove one before adding another.`,
    });
    expect(await list(mia.client)).toHaveLength(ABSENCE_LIMITS.perMember);
    // another member is not held back by Mia's
    const ben = await signedInMember(server, "Ben");
    expect((await add(ben.client, { firstDay: dayFromNow(1), lastDay: dayFromNow(1) })).status).toBe(201);
  });
});

describe("awayOnMeetingDay", () => {
  test("names the members whose absence covers the meeting's day where it is held", async () => {
    const [ann, bo, cy] = (await people(server, ["ann", "bo", "cy"])) as [string, string, string];
    await server.db.insert(memberAbsences).values([
      { userId: ann, firstDay: "2026-12-04", lastDay: "2026-12-06" },
      { userId: bo, firstDay: "2026-12-01", lastDay: "2026-12-03" },
      { userId: cy, firstDay: "2026-12-07", lastDay: "2026-12-07" },
    ]);
    // 19:30 on 3 December in Los Angeles, 4 December in UTC
    const meeting = { eventDate: new Date("2026-12-04T03:30:00Z"), timeZone: "America/Los_Angeles" };
    expect(await awayOnMeetingDay(server.db, [ann, bo, cy], meeting)).toEqual(new Set([bo]));
    expect(await awayOnMeetingDay(server.db, [ann, bo, cy], { ...meeting, timeZone: null })).toEqual(new Set([ann]));
    expect(await awayOnMeetingDay(server.db, [], meeting)).toEqual(new Set());
  });
});

describe("role reminders", () => {
  /** The next 11:00 UTC at least three hours away: 01:00 the next day at Kiritimati (UTC+14). */
  const nextElevenUtc = () => {
    const date = new Date();
    date.setUTCHours(11, 0, 0, 0);
    if (date.getTime() < Date.now() + 3 * HOUR) date.setTime(date.getTime() + DAY);
    return date;
  };

  test("a role holder away on the meeting's local day is not reminded; one away the day before is", async () => {
    const zone = "Pacific/Kiritimati";
    const ben = await signedInMember(server, "Ben");
    const club = await aClub(server, { timeZone: zone }, [mia.user.id, ben.user.id]);
    const eventDate = nextElevenUtc();
    const eventId = await anEvent(server, { clubId: club.id, timeZone: zone, eventDate });
    const localDay = meetingDay(eventDate, zone);
    const dayBefore = meetingDay(eventDate, "UTC");
    expect(dayBefore < localDay).toBe(true);

    expect((await add(mia.client, { firstDay: localDay, lastDay: localDay, note: "Wedding" })).status).toBe(201);
    expect((await add(ben.client, { firstDay: dayBefore, lastDay: dayBefore })).status).toBe(201);
    const claim = async (client: TestClient, roleType: RoleType) => {
      const response = await client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
      expect(response.status).toBe(201);
    };
    await claim(mia.client, "timer");
    await claim(ben.client, "moderator");

    await server.runScheduledWork();
    const reminders = (email: string) =>
      server.outbox().filter((mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith("Reminder:"));
    expect(reminders(mia.user.email)).toHaveLength(0);
    expect(reminders(ben.user.email)).toHaveLength(1);
    expect(reminders(ben.user.email)[0]?.text).toContain("you are Moderator at");
    // running again sends Mia nothing either
    await server.runScheduledWork();
    expect(reminders(mia.user.email)).toHaveLength(0);
  });
});

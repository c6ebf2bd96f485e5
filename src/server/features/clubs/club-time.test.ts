import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import { anEvent, people, saveClubSettings } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { wallClockOf } from "../../../domain/events/new-event-dates";
import { DAY } from "../../../domain/time";
import { clubs, events, meetingRoleAssignments, memberships } from "../../db/schema";

/** A club's time (docs/decisions/175, 177): meetings in the club's zone, zones by current names, and what a save sends. */

const server = aServerForEachTest();
const CHICAGO = "America/Chicago";
// the open-role nudges below count the club's members: Lea, its officer, is the only one until a test adds more
const scene = aClubSceneForEachTest(server, {
  club: { name: "Windy City Pitch", timeZone: CHICAGO, location: "Loop Library" },
  withoutMembers: true,
});

const inAWeek = () => new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);

describe("a club's meeting is planned in the club's zone", () => {
  test("a 7 PM meeting sent from a London browser is 7 PM in Chicago", async () => {
    const date = inAWeek();
    const response = await scene.officer.client.api.events.$post({
      json: { title: "Club Night", date, time: "19:00", timeZone: "Europe/London", clubId: scene.clubId },
    });
    expect(response.status).toBe(201);
    const [event] = await server.db.select().from(events).where(eq(events.clubId, scene.clubId));
    expect(event?.timeZone).toBe(CHICAGO);
    expect(wallClockOf(event?.eventDate ?? new Date(), CHICAGO)).toEqual({ date, time: "19:00" });

    const page = await (
      await scene.officer.client.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })
    ).json();
    expect(page.upcomingEvents[0]).toMatchObject({ title: "Club Night", timeZone: CHICAGO });
  });

  test("an event without a club keeps the planner's zone, by its current name", async () => {
    await server.db.update(clubs).set({ timeZone: null }).where(eq(clubs.id, scene.clubId));
    const response = await scene.officer.client.api.events.$post({
      json: { title: "Club Night", date: inAWeek(), time: "19:00", timeZone: "Asia/Calcutta", clubId: scene.clubId },
    });
    expect(response.status).toBe(201);
    const [event] = await server.db.select().from(events).where(eq(events.clubId, scene.clubId));
    expect(event?.timeZone).toBe("Asia/Kolkata");
  });

  test("the dialog learns the club's zone, place, day and time", async () => {
    await server.db
      .update(clubs)
      .set({ meetingDay: "Thursday", meetingTime: "7:00 PM" })
      .where(eq(clubs.id, scene.clubId));
    const choices = await (await scene.officer.client.api.events.clubs.$get()).json();
    expect(choices.clubs).toEqual([
      {
        id: scene.clubId,
        name: "Windy City Pitch",
        timeZone: CHICAGO,
        location: "Loop Library",
        meetingDay: "Thursday",
        meetingTime: "7:00 PM",
      },
    ]);
  });
});

describe("time zones by their current names", () => {
  test("an old name is saved as the current one, and a club saved under an old name reads as the current one", async () => {
    const saved = await saveClubSettings(scene.officer, scene.clubId, { timeZone: "Asia/Calcutta" });
    expect(saved.status).toBe(200);
    expect((await saved.json()).timeZone).toBe("Asia/Kolkata");
    await server.db.update(clubs).set({ timeZone: "Europe/Kiev" }).where(eq(clubs.id, scene.clubId));
    const form = await (
      await scene.officer.client.api.clubs[":clubId"].settings.$get({ param: { clubId: scene.clubId } })
    ).json();
    expect(form.timeZone).toBe("Europe/Kyiv");
  });
});

describe("what saving the reminder and open-role settings sends", () => {
  const messages = (query: { reminderDays?: string; nudgeDays?: string }, member = scene.officer) =>
    member.client.api.clubs[":clubId"].settings.messages.$get({ param: { clubId: scene.clubId }, query });

  async function meetingInFiveDays() {
    const holders = await people(server, ["h1", "h2", { id: "h3", verified: false }]);
    const others = await people(server, ["m1", "m2"]);
    await server.db
      .insert(memberships)
      .values([...holders, ...others].map((userId) => ({ userId, clubId: scene.clubId, status: "active" as const })));
    const eventId = await anEvent(server, {
      clubId: scene.clubId,
      timeZone: CHICAGO,
      eventDate: new Date(Date.now() + 5 * DAY),
      eventType: "meeting",
    });
    await server.db.insert(meetingRoleAssignments).values([
      { eventId, userId: "h1", roleType: "timer" },
      { eventId, userId: "h2", roleType: "pitcher" },
      { eventId, userId: "h3", roleType: "moderator" },
    ]);
    return eventId;
  }

  test("a longer reminder time counts the verified holders it reminds at once; the same or a shorter one none", async () => {
    await meetingInFiveDays();
    expect(await (await messages({ reminderDays: "7" })).json()).toEqual({ reminders: 2, nudges: 0, total: 2 });
    expect(await (await messages({ reminderDays: "2" })).json()).toEqual({ reminders: 0, nudges: 0, total: 0 });
    expect(await (await messages({ reminderDays: "3" })).json()).toEqual({ reminders: 0, nudges: 0, total: 0 });
  });

  test("the count is what saving sends", async () => {
    await meetingInFiveDays();
    const counted = await (await messages({ reminderDays: "7", nudgeDays: "7" })).json();
    expect(counted.reminders).toBe(2);
    expect(counted.nudges).toBe(3); // Lea, m1 and m2: no role lately, none at this meeting
    const before = server.outbox().length;
    expect(
      (await saveClubSettings(scene.officer, scene.clubId, { timeZone: CHICAGO, reminderDays: 7, nudgeDays: 7 }))
        .status,
    ).toBe(200);
    await server.runScheduledWork();
    expect(server.outbox().length - before).toBe(counted.total);
    expect(await (await messages({ reminderDays: "7", nudgeDays: "7" })).json()).toMatchObject({ total: 0 });
  });

  test("only the club's officers and admins may ask; a bad number is a 400", async () => {
    expect((await messages({ reminderDays: "7" }, scene.member)).status).toBe(403);
    const refused = await messages({ reminderDays: "15" });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe("Reminder days must be a whole number from 0 to 14.");
  });
});

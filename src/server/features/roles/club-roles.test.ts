import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import { anEvent, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { CLASSIC_ROLE_SET, type ClubRoleInput } from "../../../domain/clubs/role-set";
import { DAY } from "../../../domain/time";
import { meetingRoleAssignments, memberships } from "../../db/schema";

/** A club's meetings take roles from the club's own role set (docs/decisions/222, step 3; decision 223). */
const server = aServerForEachTest();
const scene = aClubSceneForEachTest(server);

const take = (member: SignedIn, eventId: string, roleType: string) =>
  member.client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
const saveRoles = (member: SignedIn, roles: ClubRoleInput[]) =>
  member.client.api.clubs[":clubId"].roles.$put({ param: { clubId: scene.clubId }, json: { roles } });
const rolesOf = async (member: SignedIn, eventId: string) =>
  (await member.client.api.events[":id"].roles.$get({ param: { id: eventId } })).json();

const aMeeting = (days = 3, title = "Weekly Meeting") =>
  anEvent(server, { clubId: scene.clubId, title, eventDate: new Date(Date.now() + days * DAY), eventType: "meeting" });

/** More members of the club, signed in. */
async function members(...names: string[]) {
  const people = await Promise.all(names.map((name) => signedInMember(server, name)));
  await server.db
    .insert(memberships)
    .values(people.map((person) => ({ userId: person.user.id, clubId: scene.clubId })));
  return people;
}

describe("a club's meeting offers the club's roles", () => {
  test("the roles list is the club's set, in its order, with its sizes", async () => {
    const eventId = await aMeeting();
    const body = await rolesOf(scene.member, eventId);
    expect(body.club).toBe(true);
    expect(body.roles).toEqual(CLASSIC_ROLE_SET);
    const public_ = await anEvent(server);
    expect((await rolesOf(scene.member, public_)).roles.map((role) => role.key)).toEqual([
      "pitcher",
      "evaluator",
      "moderator",
      "timer",
      "ah_counter",
    ]);
  });

  test("the limit rule over the club's roles: one role, or one speaking role plus one other", async () => {
    const eventId = await aMeeting();
    const ben = scene.member;
    const taken = await take(ben, eventId, "table_topics_speaker");
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ roleType: "table_topics_speaker", roleName: "Table Topics Speaker" });
    expect((await take(ben, eventId, "grammarian")).status).toBe(201);
    expect(await errorOf(await take(ben, eventId, "timer"))).toEqual({
      status: 409,
      code: "ROLE_LIMIT_REACHED",
      title: "Role Limit Reached",
      message: "You already have a speaking role plus another role.",
    });
    const [cleo] = await members("Cleo");
    expect((await take(cleo as SignedIn, eventId, "general_evaluator")).status).toBe(201);
    expect(await errorOf(await take(cleo as SignedIn, eventId, "sergeant_at_arms"))).toMatchObject({
      status: 409,
      message: "You can only have one role, or a speaking role plus one other role.",
    });
    // a key the club does not offer, and the club's roles at an event without a club
    expect(await errorOf(await take(ben, eventId, "quiz_master"))).toMatchObject({
      status: 404,
      code: "ROLE_NOT_FOUND",
    });
    expect(await errorOf(await take(ben, await anEvent(server), "grammarian"))).toMatchObject({
      status: 404,
      code: "ROLE_NOT_FOUND",
    });
  });

  test("each role its number per meeting: a fifth Table Topics Speaker is refused, then waits", async () => {
    const eventId = await aMeeting();
    const people = await members("Cleo", "Dan", "Eve", "Finn");
    for (const person of people) expect((await take(person, eventId, "table_topics_speaker")).status).toBe(201);
    expect(await errorOf(await take(scene.member, eventId, "table_topics_speaker"))).toEqual({
      status: 409,
      code: "ROLE_FULL",
      title: "Role Full",
      message: "The Table Topics Speaker role is full (4/4).",
    });
    const wait = await scene.member.client.api.events[":id"].waitlist.$post({
      param: { id: eventId },
      json: { roleType: "table_topics_speaker" },
    });
    expect(await wait.json()).toMatchObject({ roleName: "Table Topics Speaker", position: 1 });
  });

  test("concurrent claims of the last place leave exactly one holder", async () => {
    const eventId = await aMeeting();
    const people = await members("Cleo", "Dan", "Eve", "Finn", "Gus");
    const answers = await Promise.all(people.map((person) => take(person, eventId, "table_topics_master")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const held = await server.db
      .select()
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, eventId));
    expect(held.filter((row) => row.roleType === "table_topics_master")).toHaveLength(1);
  });

  test("a role an officer adds is offered at once, by the name the club gives it", async () => {
    const eventId = await aMeeting();
    const set: ClubRoleInput[] = [
      ...CLASSIC_ROLE_SET.map((role) => (role.key === "moderator" ? { ...role, name: "Toastmaster" } : { ...role })),
      { name: "Quiz Master", perMeeting: 1, speaking: false, evaluated: false, duty: null },
    ];
    expect((await saveRoles(scene.officer, set)).status).toBe(200);
    expect(await (await take(scene.member, eventId, "quiz_master")).json()).toMatchObject({ roleName: "Quiz Master" });
    const body = await rolesOf(scene.member, eventId);
    expect(body.roles.find((role) => role.key === "moderator")?.name).toBe("Toastmaster");
  });
});

describe("a role set that takes a held role", () => {
  test("is refused, naming the upcoming meetings; a past meeting's holders do not count", async () => {
    const eventId = await aMeeting(3, "Weekly Meeting");
    const past = await aMeeting(-3, "Last Week");
    expect((await take(scene.member, eventId, "grammarian")).status).toBe(201);
    await server.db.insert(meetingRoleAssignments).values({
      eventId: past,
      userId: scene.officer.user.id,
      roleType: "sergeant_at_arms",
    });
    const withoutGrammarian = CLASSIC_ROLE_SET.filter((role) => role.key !== "grammarian");
    const refused = await errorOf(await saveRoles(scene.officer, withoutGrammarian));
    expect(refused).toMatchObject({ status: 409, code: "ROLE_STILL_HELD", title: "Role Still Held" });
    expect(refused.message).toMatch(
      /^Grammarian is held at Weekly Meeting \([A-Z][a-z]{2} \d{1,2}, \d{4}\)\. Keep the role, or its places, until its holders give it up\.$/,
    );
    const fewer = CLASSIC_ROLE_SET.map((role) => (role.key === "grammarian" ? { ...role, perMeeting: 1 } : role));
    expect((await saveRoles(scene.officer, fewer)).status).toBe(200);
    // the Sergeant at Arms was held only at a meeting that is over
    const withoutSergeant = CLASSIC_ROLE_SET.filter((role) => role.key !== "sergeant_at_arms");
    expect((await saveRoles(scene.officer, withoutSergeant)).status).toBe(200);
  });
});

describe("a claim and a save of the set at once", () => {
  test("the role is either taken and kept, or removed and not taken: never a holder of a removed role", async () => {
    const withoutGrammarian = CLASSIC_ROLE_SET.filter((role) => role.key !== "grammarian");
    for (let round = 0; round < 3; round++) {
      const eventId = await aMeeting(3, `Race ${round}`);
      const [claimed, saved] = await Promise.all([
        take(scene.member, eventId, "grammarian"),
        saveRoles(scene.officer, withoutGrammarian),
      ]);
      const held = (await rolesOf(scene.member, eventId)).assignments.map((row) => row.roleType);
      if (saved.status === 200) {
        expect(claimed.status).toBe(404);
        expect(held).toEqual([]);
        await saveRoles(scene.officer, [...CLASSIC_ROLE_SET]);
      } else {
        expect([claimed.status, saved.status]).toEqual([201, 409]);
        expect(held).toEqual(["grammarian"]);
      }
      await server.db.delete(meetingRoleAssignments);
    }
  });
});

describe("templates carry a slot of any of the club's roles", () => {
  const templates = (member: SignedIn) => member.client.api.clubs[":clubId"].templates;
  const item = (title: string, roleType: string | null) => ({
    title,
    agendaType: "general" as const,
    durationMinutes: 10,
    roleType,
  });

  test("a Table Topics Master slot is kept; a slot the club has no role for is refused", async () => {
    const saved = await templates(scene.officer).$post({
      param: { clubId: scene.clubId },
      json: { name: "Topics night", items: [item("Table Topics", "table_topics_master"), item("Closing", null)] },
    });
    expect(saved.status).toBe(201);
    expect((await saved.json()).items[0]).toMatchObject({ roleType: "table_topics_master" });
    const refused = await templates(scene.officer).$post({
      param: { clubId: scene.clubId },
      json: { name: "Quiz night", items: [item("Quiz", "quiz_master")] },
    });
    expect(await errorOf(refused)).toEqual({
      status: 400,
      code: "ROLE_SLOT_NOT_OFFERED",
      message: "The role slot must be one of the meeting roles.",
    });
  });

  test("an agenda item's slot is one of the meeting's roles", async () => {
    const eventId = await aMeeting();
    const agenda = scene.officer.client.api.events[":id"].agenda;
    const added = await agenda.$post({ param: { id: eventId }, json: item("Grammarian's report", "grammarian") });
    expect(added.status).toBe(201);
    const refused = await agenda.$post({ param: { id: eventId }, json: item("Quiz", "quiz_master") });
    expect(await errorOf(refused)).toMatchObject({ status: 400, code: "ROLE_SLOT_NOT_OFFERED" });
  });
});

describe("the console's tools follow the role's duty", () => {
  test("the holder of a role with the moderator's duty moderates, whatever it is called; other roles do not", async () => {
    const set: ClubRoleInput[] = [
      { name: "Toastmaster", perMeeting: 1, speaking: false, evaluated: false, duty: "moderator" },
      { name: "Clock Keeper", perMeeting: 1, speaking: false, evaluated: false, duty: "timer" },
      { name: "Speaker", perMeeting: 2, speaking: true, evaluated: false, duty: null },
    ];
    expect((await saveRoles(scene.officer, set)).status).toBe(200);
    const eventId = await aMeeting();
    const [cleo, dan] = (await members("Cleo", "Dan")) as [SignedIn, SignedIn];
    expect((await take(scene.member, eventId, "toastmaster")).status).toBe(201);
    expect((await take(cleo, eventId, "clock_keeper")).status).toBe(201);
    expect((await take(dan, eventId, "speaker")).status).toBe(201);
    const console_ = async (member: SignedIn) =>
      (await member.client.api.meetings[":id"].$get({ param: { id: eventId } })).json();
    const ben = await console_(scene.member);
    expect(ben.viewer.duties).toEqual(["moderator"]);
    expect(ben.viewer.capabilities).toMatchObject({ moderate: true, time: false, count: false });
    const clock = await console_(cleo);
    expect(clock.viewer.capabilities).toMatchObject({ moderate: false, time: true });
    expect(clock.roleHolders.map((holder) => holder.roleName).sort()).toEqual([
      "Clock Keeper",
      "Speaker",
      "Toastmaster",
    ]);
    const speaker = await console_(dan);
    expect(speaker.viewer.capabilities).toMatchObject({ moderate: false, time: false, evaluate: false });
    // a speaking role's holder is among the meeting's speakers, with speech details of their own
    expect(speaker.speakers.map((row) => [row.name, row.roleType, row.evaluated])).toEqual([["Dan", "speaker", false]]);
  });
});

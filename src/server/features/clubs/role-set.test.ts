import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import { makeClubOfficer, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { CLASSIC_ROLE_SET, type ClubRoleInput } from "../../../domain/clubs/role-set";

const server = aServerForEachTest();
const scene = aClubSceneForEachTest(server);

const roles = (member: SignedIn) => member.client.api.clubs[":clubId"].roles;
const read = (member: SignedIn, club = scene.clubId) => roles(member).$get({ param: { clubId: club } });
const save = (member: SignedIn, set: ClubRoleInput[], club = scene.clubId) =>
  roles(member).$put({ param: { clubId: club }, json: { roles: set } });

/** The classic set with a fourth pitcher and a Quiz Master added after the Table Topics Master. */
const withQuizMaster = (): ClubRoleInput[] => {
  const set: ClubRoleInput[] = CLASSIC_ROLE_SET.map((role) =>
    role.key === "pitcher" ? { ...role, perMeeting: 4 } : { ...role },
  );
  set.splice(5, 0, { name: "Quiz Master", perMeeting: 1, speaking: false, evaluated: false, duty: null });
  return set;
};

describe("a club's meeting roles", () => {
  test("a club that has saved none has the classic set; its members read it, its officers may change it", async () => {
    const asMember = await read(scene.member);
    expect(asMember.status).toBe(200);
    const body = await asMember.json();
    expect(body.roles).toEqual(CLASSIC_ROLE_SET);
    expect(body.canManage).toBe(false);
    expect((await (await read(scene.officer)).json()).canManage).toBe(true);
    expect((await (await read(scene.admin)).json()).canManage).toBe(true);
  });

  test("an officer adds a role and a fourth pitcher; the new role gets its key, the order is kept", async () => {
    const saved = await save(scene.officer, withQuizMaster());
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.roles.map((role) => role.key)).toEqual([
      "moderator",
      "pitcher",
      "evaluator",
      "general_evaluator",
      "table_topics_master",
      "quiz_master",
      "table_topics_speaker",
      "timer",
      "ah_counter",
      "grammarian",
      "sergeant_at_arms",
    ]);
    expect(body.roles.find((role) => role.key === "pitcher")?.perMeeting).toBe(4);
    expect((await (await read(scene.member)).json()).roles).toEqual(body.roles);

    // the same set sent again answers as the first did
    const again = await save(scene.officer, body.roles);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
  });

  test("an admin may change any club's roles; a removed role is gone", async () => {
    const set = CLASSIC_ROLE_SET.filter((role) => role.key !== "grammarian");
    expect((await save(scene.admin, set, scene.otherClubId)).status).toBe(200);
    const names = (await (await read(scene.otherMember, scene.otherClubId)).json()).roles.map((role) => role.name);
    expect(names).not.toContain("Grammarian");
    expect(names).toHaveLength(CLASSIC_ROLE_SET.length - 1);
  });

  test("a set that breaks a rule is refused in words and nothing changes", async () => {
    const twoTimers: ClubRoleInput[] = [
      ...CLASSIC_ROLE_SET,
      { name: "Timekeeper", perMeeting: 1, speaking: false, evaluated: false, duty: "timer" },
    ];
    const refused = await save(scene.officer, twoTimers);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain("Only one role can be the meeting's timer.");
    const chair: ClubRoleInput = { ...CLASSIC_ROLE_SET[1], key: "moderator", name: "Chair" } as ClubRoleInput;
    const listedTwice = await save(scene.officer, [...CLASSIC_ROLE_SET, chair]);
    expect(await errorOf(listedTwice)).toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      message: expect.stringContaining("Each role may be listed only once."),
    });
    expect((await (await read(scene.member)).json()).roles).toEqual(CLASSIC_ROLE_SET);
  });

  test("members read but may not change; other clubs' members may not read; unknown clubs are 404", async () => {
    expect(await errorOf(await save(scene.member, withQuizMaster()))).toMatchObject({
      status: 403,
      code: "NOT_A_CLUB_OFFICER",
      message: "Only the club's officers and admins can change its meeting roles.",
    });
    expect(await errorOf(await read(scene.otherMember))).toMatchObject({
      status: 403,
      code: "NOT_A_CLUB_MEMBER",
      message: "Only members of this club can see its meeting roles.",
    });
    expect((await read(scene.member, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await read(scene.member, "not-an-id")).status).toBe(404);
  });

  test("two officers saving at once: one whole set stands, never a mixture", async () => {
    const ola = await signedInMember(server, "Ola");
    await makeClubOfficer(server, scene.clubId, ola.user.id);
    const short = CLASSIC_ROLE_SET.slice(0, 5);
    const answers = await Promise.all([save(scene.officer, withQuizMaster()), save(ola, short)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const standing = (await (await read(scene.member)).json()).roles.map((role) => role.name);
    const whole = [withQuizMaster().map((role) => role.name), short.map((role) => role.name)];
    expect(whole).toContainEqual(standing);
  });
});

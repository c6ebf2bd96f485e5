import { beforeEach, describe, expect, test } from "vitest";
import {
  aClub,
  makeClubOfficer,
  type SignedIn,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { CLASSIC_ROLE_SET, type ClubRoleInput } from "../../../domain/clubs/role-set";

const server = aServerForEachTest();
let clubId: string;
let otherClubId: string;
let lea: SignedIn; // officer of the club
let ben: SignedIn; // member of the club
let ida: SignedIn; // member of another club
let ada: SignedIn; // admin

beforeEach(async () => {
  [lea, ben, ida, ada] = await Promise.all([
    signedInMember(server, "Lea"),
    signedInMember(server, "Ben"),
    signedInMember(server, "Ida"),
    signedInAdmin(server, "Ada"),
  ]);
  clubId = (await aClub(server, { name: "Harbour Speakers" }, [ben.user.id])).id;
  otherClubId = (await aClub(server, { name: "Hilltop Pitchers" }, [ida.user.id])).id;
  await makeClubOfficer(server, clubId, lea.user.id);
});

const roles = (member: SignedIn) => member.client.api.clubs[":clubId"].roles;
const read = (member: SignedIn, club = clubId) => roles(member).$get({ param: { clubId: club } });
const save = (member: SignedIn, set: ClubRoleInput[], club = clubId) =>
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
    const asMember = await read(ben);
    expect(asMember.status).toBe(200);
    const body = await asMember.json();
    expect(body.roles).toEqual(CLASSIC_ROLE_SET);
    expect(body.canManage).toBe(false);
    expect((await (await read(lea)).json()).canManage).toBe(true);
    expect((await (await read(ada)).json()).canManage).toBe(true);
  });

  test("an officer adds a role and a fourth pitcher; the new role gets its key, the order is kept", async () => {
    const saved = await save(lea, withQuizMaster());
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
    expect((await (await read(ben)).json()).roles).toEqual(body.roles);

    // the same set sent again answers as the first did
    const again = await save(lea, body.roles);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
  });

  test("an admin may change any club's roles; a removed role is gone", async () => {
    const set = CLASSIC_ROLE_SET.filter((role) => role.key !== "grammarian");
    expect((await save(ada, set, otherClubId)).status).toBe(200);
    const names = (await (await read(ida, otherClubId)).json()).roles.map((role) => role.name);
    expect(names).not.toContain("Grammarian");
    expect(names).toHaveLength(CLASSIC_ROLE_SET.length - 1);
  });

  test("a set that breaks a rule is refused in words and nothing changes", async () => {
    const twoTimers: ClubRoleInput[] = [
      ...CLASSIC_ROLE_SET,
      { name: "Timekeeper", perMeeting: 1, speaking: false, evaluated: false, duty: "timer" },
    ];
    const refused = await save(lea, twoTimers);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain("Only one role can be the meeting's timer.");
    const chair: ClubRoleInput = { ...CLASSIC_ROLE_SET[1], key: "moderator", name: "Chair" } as ClubRoleInput;
    const listedTwice = await save(lea, [...CLASSIC_ROLE_SET, chair]);
    expect(await errorOf(listedTwice)).toMatchObject({
      status: 400,
      code: "INVALID_INPUT",
      message: expect.stringContaining("Each role may be listed only once."),
    });
    expect((await (await read(ben)).json()).roles).toEqual(CLASSIC_ROLE_SET);
  });

  test("members read but may not change; other clubs' members may not read; unknown clubs are 404", async () => {
    expect(await errorOf(await save(ben, withQuizMaster()))).toMatchObject({
      status: 403,
      code: "NOT_A_CLUB_OFFICER",
      message: "Only the club's officers and admins can change its meeting roles.",
    });
    expect(await errorOf(await read(ida))).toMatchObject({
      status: 403,
      code: "NOT_A_CLUB_MEMBER",
      message: "Only members of this club can see its meeting roles.",
    });
    expect((await read(ben, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await read(ben, "not-an-id")).status).toBe(404);
  });

  test("two officers saving at once: one whole set stands, never a mixture", async () => {
    const ola = await signedInMember(server, "Ola");
    await makeClubOfficer(server, clubId, ola.user.id);
    const short = CLASSIC_ROLE_SET.slice(0, 5);
    const answers = await Promise.all([save(lea, withQuizMaster()), save(ola, short)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const standing = (await (await read(ben)).json()).roles.map((role) => role.name);
    const whole = [withQuizMaster().map((role) => role.name), short.map((role) => role.name)];
    expect(whole).toContainEqual(standing);
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import { aClub, makeClubOfficer, type SignedIn, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { clubOfficers, memberships } from "../../db/schema";
import { issueAccessKey } from "../leadership/access-keys";
import { removeOfficer } from "./officers";

const server = aServerForEachTest();
const scene = aClubSceneForEachTest(server);

const officersOf = (member: SignedIn, club = scene.clubId) =>
  member.client.api.clubs[":clubId"].officers.$get({ param: { clubId: club } });
const appoint = (member: SignedIn, memberId: string, title: string, club = scene.clubId) =>
  member.client.api.clubs[":clubId"].officers.$post({ param: { clubId: club }, json: { memberId, title } });
const retitle = (member: SignedIn, memberId: string, title: string, club = scene.clubId) =>
  member.client.api.clubs[":clubId"].officers[":memberId"].$patch({
    param: { clubId: club, memberId },
    json: { title },
  });
const remove = (member: SignedIn, memberId: string) =>
  member.client.api.clubs[":clubId"].officers[":memberId"].$delete({ param: { clubId: scene.clubId, memberId } });

describe("redeeming a club's key", () => {
  test("makes the member an officer (titled Officer) and an active member of that club, with Leadership Central", async () => {
    const officers = await (await officersOf(scene.officer)).json();
    expect(officers.officers).toEqual([{ memberId: scene.officer.user.id, name: "Lea", title: "Officer" }]);
    expect(officers.canManage).toBe(true);
    const [membership] = await server.db
      .select({ status: memberships.status })
      .from(memberships)
      .where(and(eq(memberships.clubId, scene.clubId), eq(memberships.userId, scene.officer.user.id)));
    expect(membership?.status).toBe("active");
    expect(await (await scene.officer.client.get("/api/leadership/access")).json()).toEqual({ granted: true });
    expect((await scene.officer.client.get("/api/leadership/overview")).status).toBe(200);
  });

  test("a second key of the same club is 'already granted'; a network-wide key still grants without a club", async () => {
    const again = await issueAccessKey(server.db, { clubId: scene.clubId });
    const response = await scene.officer.client.post("/api/leadership/access", { key: again.key });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ granted: true, outcome: "already-granted" });
    const network = await issueAccessKey(server.db, {});
    expect((await scene.member.client.post("/api/leadership/access", { key: network.key })).status).toBe(201);
    const rows = await server.db.select().from(clubOfficers).where(eq(clubOfficers.userId, scene.member.user.id));
    expect(rows).toEqual([]);
  });

  test("an admin issues a key for a club; the list names the club; a club that does not exist is refused", async () => {
    const keys = scene.admin.client.api.admin["access-keys"];
    const issued = await keys.$post({ json: { label: "Harbour", clubId: scene.clubId } });
    expect(issued.status).toBe(201);
    const listed = await (await keys.$get()).json();
    expect(listed.accessKeys.map((key) => key.club)).toContainEqual({ id: scene.clubId, name: "Harbour Speakers" });
    const missing = await keys.$post({ json: { clubId: "00000000-0000-4000-8000-000000000000" } });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe("There is no such club.");
  });

  test("a key of a club that is no longer active does not work", async () => {
    const closed = await aClub(server, { name: "Closed Club", isActive: false });
    const { key } = await issueAccessKey(server.db, { clubId: closed.id });
    const response = await scene.member.client.post("/api/leadership/access", { key });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("INVALID_ACCESS_KEY");
  });

  test("members redeeming the same club key for three at once each become officers once", async () => {
    const { key } = await issueAccessKey(server.db, { clubId: scene.otherClubId, maxUses: 3 });
    const many = await Promise.all(["Cal", "Dee", "Eve"].map((name) => signedInMember(server, name)));
    const answers = await Promise.all(
      many.flatMap((member) => [1, 2].map(() => member.client.post("/api/leadership/access", { key }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201, 201, 201]);
    const rows = await server.db.select().from(clubOfficers).where(eq(clubOfficers.clubId, scene.otherClubId));
    expect(rows).toHaveLength(3);
  });
});

describe("the club's officers", () => {
  test("everyone sees officers and titles on the club page, without ids or e-mails", async () => {
    const visitor = server.client();
    const detail = await (await visitor.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })).json();
    expect(detail.officers).toEqual([{ name: "Lea", title: "Officer" }]);
    expect(detail.canManageOfficers).toBe(false);
    const mine = await (
      await scene.officer.client.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })
    ).json();
    expect(mine.canManageOfficers).toBe(true);
  });

  test("an officer appoints a member of the club, changes the title, and the list orders by the usual titles", async () => {
    const appointed = await appoint(scene.officer, scene.member.user.id, "VP Education");
    expect(appointed.status).toBe(201);
    expect(await appointed.json()).toEqual({ name: "Ben", title: "VP Education" });
    // Ben is told: who appointed him, the title, and his club's page
    const deadline = Date.now() + 10_000;
    let told = server.outbox().find((mail) => mail.subject.startsWith("You are now VP Education of"));
    while (!told && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      told = server.outbox().find((mail) => mail.subject.startsWith("You are now VP Education of"));
    }
    expect(told?.to).toContain(scene.member.user.email);
    expect(told?.text).toContain("Lea appointed you VP Education of");
    expect(told?.text).toContain(`/dashboard/find-clubs/${scene.clubId}`);
    const renamed = await scene.officer.client.api.clubs[":clubId"].officers[":memberId"].$patch({
      param: { clubId: scene.clubId, memberId: scene.officer.user.id },
      json: { title: "President" },
    });
    expect(renamed.status).toBe(200);
    const list = await (await officersOf(scene.member)).json();
    expect(list.officers.map((officer) => `${officer.name}: ${officer.title}`)).toEqual([
      "Lea: President",
      "Ben: VP Education",
    ]);
  });

  test("a member of the club sees the officers but may not change them, and gets no member list", async () => {
    const list = await (await officersOf(scene.member)).json();
    expect(list).toEqual({
      officers: [{ memberId: scene.officer.user.id, name: "Lea", title: "Officer" }],
      canManage: false,
      members: [],
    });
    const refused = await appoint(scene.member, scene.member.user.id, "President");
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Only the club's officers can appoint or remove its officers.");
  });

  test("an officer of another club is refused; an admin may appoint", async () => {
    const other = await signedInMember(server, "Oli");
    await makeClubOfficer(server, scene.otherClubId, other.user.id);
    expect((await officersOf(other)).status).toBe(403);
    expect((await appoint(other, scene.member.user.id, "Treasurer")).status).toBe(403);
    expect((await appoint(scene.admin, scene.member.user.id, "Treasurer")).status).toBe(201);
  });

  test("only members of the club may be appointed, and only once; titles are checked", async () => {
    const outsider = await signedInMember(server, "Out");
    const notMember = await appoint(scene.officer, outsider.user.id, "Secretary");
    expect(notMember.status).toBe(400);
    expect((await errorOf(notMember)).message).toBe("Only a member of this club can be appointed as its officer.");
    const twice = await appoint(scene.officer, scene.officer.user.id, "Secretary");
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe("This member is already an officer of the club.");
    const blank = await appoint(scene.officer, scene.member.user.id, "   ");
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toContain("The title is required.");
    const freeText = await appoint(scene.officer, scene.member.user.id, "Webmaster");
    expect(freeText.status).toBe(201);
  });

  test("an officer changes another officer's title and their own; the club page shows the new titles", async () => {
    await appoint(scene.officer, scene.member.user.id, "Secretary");
    const other = await retitle(scene.officer, scene.member.user.id, "VP Membership");
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ name: "Ben", title: "VP Membership" });
    const own = await retitle(scene.member, scene.member.user.id, " Treasurer ");
    expect(await own.json()).toEqual({ name: "Ben", title: "Treasurer" });
    expect((await retitle(scene.member, scene.officer.user.id, "Webmaster")).status).toBe(200);
    const page = await (
      await scene.member.client.api.clubs[":clubId"].$get({ param: { clubId: scene.clubId } })
    ).json();
    expect(page.officers).toEqual([
      { name: "Ben", title: "Treasurer" },
      { name: "Lea", title: "Webmaster" },
    ]);
  });

  test("a title change: only the club's officers and admins, only of its officers, with a title", async () => {
    const outsider = await signedInMember(server, "Oli");
    await makeClubOfficer(server, scene.otherClubId, outsider.user.id);
    for (const [member, status] of [
      [scene.member, 403],
      [outsider, 403],
    ] as const) {
      const refused = await retitle(member, scene.officer.user.id, "President");
      expect(refused.status).toBe(status);
      expect((await errorOf(refused)).message).toBe("Only the club's officers can appoint or remove its officers.");
    }
    const notOfficer = await retitle(scene.officer, scene.member.user.id, "President");
    expect(notOfficer.status).toBe(404);
    expect((await errorOf(notOfficer)).message).toBe("This member is not an officer of the club.");
    expect((await retitle(scene.officer, scene.officer.user.id, "President", scene.otherClubId)).status).toBe(403);
    const blank = await retitle(scene.officer, scene.officer.user.id, "  ");
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toContain("The title is required.");
    const visitor = server.client().request(`/api/clubs/${scene.clubId}/officers/${scene.officer.user.id}`, {
      method: "PATCH",
      json: { title: "X" },
    });
    expect((await visitor).status).toBe(401);
    expect(await (await retitle(scene.admin, scene.officer.user.id, "President")).json()).toEqual({
      name: "Lea",
      title: "President",
    });
    const rows = await server.db
      .select({ title: clubOfficers.title })
      .from(clubOfficers)
      .where(eq(clubOfficers.clubId, scene.clubId));
    expect(rows).toEqual([{ title: "President" }]);
  });

  test("the last officer cannot be removed, and says so", async () => {
    const refused = await remove(scene.officer, scene.officer.user.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: "LAST_OFFICER",
      message: "A club needs at least one officer: appoint another officer before removing the last one.",
      title: "The Club Needs an Officer",
    });
    await appoint(scene.officer, scene.member.user.id, "VP Education");
    expect((await remove(scene.officer, scene.member.user.id)).status).toBe(200);
    expect((await remove(scene.officer, scene.member.user.id)).status).toBe(404);
  });

  test("leaving the club ends the office there; the last officer cannot leave until another is appointed", async () => {
    const leave = (member: SignedIn) =>
      member.client.api.clubs[":clubId"].membership.$delete({ param: { clubId: scene.clubId } });
    const refused = await leave(scene.officer);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: "LAST_OFFICER",
      message: "You are this club's last officer: appoint another officer before leaving the club.",
      title: "The Club Needs an Officer",
    });
    const stillMember = await server.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clubId, scene.clubId), eq(memberships.userId, scene.officer.user.id)));
    expect(stillMember).toHaveLength(1);

    await appoint(scene.officer, scene.member.user.id, "President");
    expect((await leave(scene.officer)).status).toBe(200);
    const officers = await (await officersOf(scene.member)).json();
    expect(officers.officers.map((officer) => officer.name)).toEqual(["Ben"]);
  });

  test("two officers removing each other at once leave the club one officer", async () => {
    await appoint(scene.officer, scene.member.user.id, "VP Education");
    const answers = await Promise.all([
      remove(scene.officer, scene.member.user.id),
      remove(scene.member, scene.officer.user.id),
    ]);
    const [removed, refused] = answers.map((answer) => answer.status).sort();
    expect(removed).toBe(200);
    // Refused as the last officer, or (when the other removal came first) as no longer an officer.
    expect([403, 409]).toContain(refused);
    const rows = await server.db.select().from(clubOfficers).where(eq(clubOfficers.clubId, scene.clubId));
    expect(rows).toHaveLength(1);
  });

  test("the same two removals in the service at once: the club row's lock lets one through", async () => {
    await appoint(scene.officer, scene.member.user.id, "VP Education");
    const outcomes = await Promise.all([
      removeOfficer(server.db, scene.clubId, scene.member.user.id),
      removeOfficer(server.db, scene.clubId, scene.officer.user.id),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(["done", "last-officer"]);
    const rows = await server.db.select().from(clubOfficers).where(eq(clubOfficers.clubId, scene.clubId));
    expect(rows).toHaveLength(1);
  });

  test("an appointment reaches the change feed, so open club pages follow", async () => {
    const topic = `club_officers:club:${scene.clubId}`;
    const heard = server.reported(topic);
    await appoint(scene.officer, scene.member.user.id, "Secretary");
    await expect(heard).resolves.toBeUndefined();
  });

  test("a club that does not exist is 'not found'; a visitor must sign in", async () => {
    expect((await officersOf(scene.officer, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await officersOf(scene.officer, "not-an-id")).status).toBe(404);
    expect((await server.client().api.clubs[":clubId"].officers.$get({ param: { clubId: scene.clubId } })).status).toBe(
      401,
    );
  });
});

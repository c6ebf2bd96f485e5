import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  aClub,
  anEvent,
  anEventWithAgendaAndRoles,
  makeClubOfficer,
  people,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { meetingRoleAssignments, memberships, pitches, users } from "../../db/schema";

const server = aServerForEachTest();

type Overview = {
  scope: { kind: string; club: { id: string; name: string } | null };
  stats: { activeMembers: number; meetingsThisMonth: number; speechesThisMonth: number; goals: unknown };
  activity: Array<{ title: string; detail: string }>;
};

/** Two clubs: North (p1) and South (p2, p3), each with a meeting this month and a speech at it. */
async function twoClubs() {
  await people(server, ["p1", "p2", "p3"]);
  const north = await aClub(server, { name: "North" }, ["p1"]);
  const south = await aClub(server, { name: "South" }, ["p2", "p3"]);
  const now = new Date();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15, 12));
  await anEventWithAgendaAndRoles(server, {
    title: "North meeting",
    eventDate: thisMonth,
    clubId: north.id,
    roles: [{ userId: "p1", roleType: "pitcher" }],
  });
  await anEventWithAgendaAndRoles(server, {
    title: "South meeting",
    eventDate: thisMonth,
    clubId: south.id,
    isPublic: false,
    roles: [
      { userId: "p2", roleType: "pitcher" },
      { userId: "p3", roleType: "pitcher" },
    ],
  });
  const pitch = (userId: string) => ({ userId, certificationId: 2, goalId: "investor-qa", title: "P", content: "C" });
  await server.db.insert(pitches).values([pitch("p2"), pitch("p2"), pitch("p3")]);
  return { north, south };
}

const overview = async (client: { get(path: string): Promise<Response> }, query = "") => {
  const response = await client.get(`/api/leadership/overview${query}`);
  return { status: response.status, body: (await response.json()) as Overview & { error?: { code: string } } };
};

describe("Leadership Central's overview for an officer", () => {
  test("an officer of one club sees that club's figures and activity only, never another club's joins", async () => {
    const { north } = await twoClubs();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, north.id, officer.user.id);

    const { status, body } = await overview(officer.client);
    expect(status).toBe(200);
    expect(body.scope).toEqual({ kind: "club", club: { id: north.id, name: "North" } });
    // p1 and the officer herself (a club's key makes her a member): not the network's 4
    expect(body.stats).toEqual({
      activeMembers: 2,
      meetingsThisMonth: 1,
      speechesThisMonth: 1,
      goals: { completed: 0, attempted: 0 },
    });
    const titles = body.activity.map((item) => item.title);
    expect(titles).toContain("p1 joined a club");
    expect(titles).toContain("Event scheduled: North meeting");
    expect(titles).not.toContain("p2 joined a club");
    expect(titles).not.toContain("Event scheduled: South meeting");
    expect(titles).not.toContain("p2 signed up as Pitcher");
  });

  test("an officer of several clubs chooses one with ?clubId=; the first by name without it", async () => {
    const { north, south } = await twoClubs();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, south.id, officer.user.id);
    await makeClubOfficer(server, north.id, officer.user.id);

    expect((await overview(officer.client)).body.scope.club?.name).toBe("North");
    const chosen = await overview(officer.client, `?clubId=${south.id}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.scope.club?.name).toBe("South");
    // p2, p3 and the officer; the members-only meeting counts for its own officers
    expect(chosen.body.stats).toMatchObject({ activeMembers: 3, meetingsThisMonth: 1, speechesThisMonth: 2 });
    expect(chosen.body.stats.goals).toEqual({ completed: 1, attempted: 2 });
    expect(chosen.body.activity.map((item) => item.title)).toContain("p2 signed up as Pitcher");
  });

  test("another club's id is refused with NOT_A_CLUB_OFFICER; a member without office has no overview", async () => {
    const { north, south } = await twoClubs();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, north.id, officer.user.id);

    const refused = await overview(officer.client, `?clubId=${south.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("NOT_A_CLUB_OFFICER");
    expect((await overview(officer.client, "?clubId=not-an-id")).status).toBe(400);

    const member = await signedInMember(server, "Max");
    await server.db.insert(memberships).values({ userId: member.user.id, clubId: south.id });
    const plain = await overview(member.client, `?clubId=${south.id}`);
    expect(plain.status).toBe(403);
    expect(plain.body.error?.code).toBe("NO_LEADERSHIP_ACCESS");
  });
});

describe("Leadership Central's overview, kept between reads (decision 268)", () => {
  const titles = (body: Overview) => body.activity.map((item) => item.title);

  test("a role taken at the club's meeting, a member's new name, a join and a pitch show on the next read", async () => {
    const { north } = await twoClubs();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, north.id, officer.user.id);
    const [p1 = "", p4 = ""] = await people(server, ["p1b", "p4"]);
    const lunch = await anEvent(server, { clubId: north.id, title: "North lunch", eventDate: new Date() });
    const first = (await overview(officer.client)).body;
    expect(first.stats.speechesThisMonth).toBe(1);

    // plain SQL, as another instance or an operator would write: only the change feed tells
    await server.db.insert(meetingRoleAssignments).values({ eventId: lunch, userId: p1, roleType: "pitcher" });
    const afterRole = (await overview(officer.client)).body;
    expect(afterRole.stats.speechesThisMonth).toBe(2);
    expect(titles(afterRole)).toContain("p1b signed up as Pitcher");

    await server.db.update(users).set({ firstName: "Paloma" }).where(eq(users.id, p1));
    expect(titles((await overview(officer.client)).body)).toContain("Paloma signed up as Pitcher");

    await server.db.insert(memberships).values({ userId: p4, clubId: north.id });
    const afterJoin = (await overview(officer.client)).body;
    expect(afterJoin.stats.activeMembers).toBe(first.stats.activeMembers + 1);
    expect(titles(afterJoin)).toContain("p4 joined a club");

    await server.db
      .insert(pitches)
      .values({ userId: p4, certificationId: 2, goalId: "investor-qa", title: "P", content: "C" });
    expect((await overview(officer.client)).body.stats.goals).toEqual({ completed: 0, attempted: 1 });
  });

  test("the network's overview shows a public event scheduled in any club on the next read", async () => {
    const { south } = await twoClubs();
    const admin = await signedInAdmin(server);
    expect(titles((await overview(admin.client)).body)).not.toContain("Event scheduled: Harbour Night");

    await anEvent(server, { clubId: south.id, title: "Harbour Night", isPublic: true });
    expect(titles((await overview(admin.client)).body)).toContain("Event scheduled: Harbour Night");
  });
});

describe("Leadership Central for admins", () => {
  test("an admin without a key reaches it: the network's figures, or any club's by its id", async () => {
    const { south } = await twoClubs();
    const admin = await signedInAdmin(server);

    expect(await (await admin.client.get("/api/leadership/access")).json()).toEqual({ granted: true });
    const network = await overview(admin.client);
    expect(network.status).toBe(200);
    expect(network.body.scope).toEqual({ kind: "network", club: null });
    expect(network.body.stats.activeMembers).toBe(3);

    const club = await overview(admin.client, `?clubId=${south.id}`);
    expect(club.body.scope.club?.name).toBe("South");
    expect(club.body.stats.activeMembers).toBe(2);
    const unknown = await overview(admin.client, "?clubId=00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
  });

  test("an admin without a key sends a network-wide announcement and an invitation", async () => {
    await twoClubs();
    const admin = await signedInAdmin(server);
    const sent = await admin.client.post("/api/leadership/announcements", {
      subject: "Contest night",
      message: "Contest night is Thursday.",
    });
    expect(sent.status).toBe(201);
    const invited = await admin.client.post("/api/leadership/invitations", { email: "new@example.com" });
    expect(invited.status).toBe(201);
  });
});

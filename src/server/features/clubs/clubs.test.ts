import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { clubs, events, memberships } from "../../db/schema";

const server = aServerForEachTest();

/** Harbour Speakers as written, every field filled. */
const harbourFields = {
  name: "Harbour Speakers",
  description: "Weekly Table Topics by the sea",
  location: "Cape Town, South Africa",
  meetingDay: "Monday",
  meetingTime: "6:00 PM",
  contactEmail: "hello@harbour.example",
  websiteUrl: "https://harbour.example",
};

async function someClubs() {
  const rows = await server.db
    .insert(clubs)
    .values([
      harbourFields,
      { name: "alpine pitchers", description: "Founders who pitch 100% prepared", location: "Zurich" },
      { name: "Closed Club", description: "Table topics", location: "Cape Town", isActive: false },
      { name: "Midtown Voices", description: null, location: "New York, NY" },
    ])
    .returning();
  const byName = new Map(rows.map((row) => [row.name, row]));
  const club = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`no club ${name}`);
    return found;
  };
  return { harbour: club("Harbour Speakers"), alpine: club("alpine pitchers"), closed: club("Closed Club") };
}

const names = (body: { clubs: Array<{ name: string }> }) => body.clubs.map((club) => club.name);

describe("GET /api/clubs", () => {
  test("a visitor sees the active clubs ordered by name, with every field and member count", async () => {
    const { harbour } = await someClubs();
    const visitor = server.client();
    const response = await visitor.get("/api/clubs");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(names(body)).toEqual(["alpine pitchers", "Harbour Speakers", "Midtown Voices"]);
    expect(body.clubs[1]).toEqual({ id: harbour.id, ...harbourFields, memberCount: 0, isMember: false });
  });

  test("search matches name, location or description, case-insensitive, and takes wildcards literally", async () => {
    await someClubs();
    const search = async (text: string) =>
      names(await (await server.get(`/api/clubs?search=${encodeURIComponent(text)}`)).json());
    expect(await search("HARBOUR")).toEqual(["Harbour Speakers"]);
    expect(await search("cape town")).toEqual(["Harbour Speakers"]);
    expect(await search("table topics")).toEqual(["Harbour Speakers"]);
    expect(await search("  zurich ")).toEqual(["alpine pitchers"]);
    expect(await search("100%")).toEqual(["alpine pitchers"]);
    expect(await search("%")).toEqual(["alpine pitchers"]);
    expect(await search("_")).toEqual([]);
    expect(await search("nowhere")).toEqual([]);
    expect(await search("")).toHaveLength(3);
    const long = await server.get(`/api/clubs?search=${"x".repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).error.code).toBe("INVALID_INPUT");
  });
});

describe("joining and leaving", () => {
  test("join makes the member an active club member, shown on the card and counted", async () => {
    const { harbour } = await someClubs();
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const joined = await server.post(`/api/clubs/${harbour.id}/membership`);
    expect(joined.status).toBe(201);
    const [row] = await server.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(row).toMatchObject({ clubId: harbour.id, membershipType: "club_member", status: "active" });

    const list = await (await server.get("/api/clubs")).json();
    expect(list.clubs.find((club: { id: string }) => club.id === harbour.id)).toMatchObject({
      memberCount: 1,
      isMember: true,
    });
    // another browser sees the count, not the membership
    const other = await (await server.client().get("/api/clubs")).json();
    expect(other.clubs.find((club: { id: string }) => club.id === harbour.id)).toMatchObject({
      memberCount: 1,
      isMember: false,
    });
    expect(await (await server.get("/api/dashboard/club-members")).json()).toEqual({ count: 1 });
  });

  test("joining twice at the same moment leaves exactly one membership", async () => {
    const { harbour } = await someClubs();
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.post(`/api/clubs/${harbour.id}/membership`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const rows = await server.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.clubId, harbour.id)));
    expect(rows).toHaveLength(1);
  });

  test("leave deletes the membership; leaving again (or a club never joined) is a clean 404", async () => {
    const { harbour, alpine } = await someClubs();
    await server.signUpAndVerify("ann@example.com", "Ann");
    await server.post(`/api/clubs/${harbour.id}/membership`);
    const left = await server.request(`/api/clubs/${harbour.id}/membership`, { method: "DELETE" });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ isMember: false, outcome: "left" });
    expect(await server.db.select().from(memberships)).toEqual([]);

    for (const clubId of [harbour.id, alpine.id]) {
      const again = await server.request(`/api/clubs/${clubId}/membership`, { method: "DELETE" });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({
        error: { code: "NOT_A_MEMBER", message: "You are not a member of this club." },
      });
    }
  });

  test("a visitor cannot join or leave; unknown, malformed or closed clubs are 404", async () => {
    const { harbour, closed } = await someClubs();
    const visitor = server.client();
    expect((await visitor.post(`/api/clubs/${harbour.id}/membership`)).status).toBe(401);
    expect((await visitor.request(`/api/clubs/${harbour.id}/membership`, { method: "DELETE" })).status).toBe(401);

    await server.signUpAndVerify("ann@example.com", "Ann");
    for (const id of [closed.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const answer = await server.post(`/api/clubs/${id}/membership`);
      expect(answer.status).toBe(404);
      expect((await answer.json()).error.code).toBe("CLUB_NOT_FOUND");
    }
    expect(await server.db.select().from(memberships)).toEqual([]);
  });
});

describe("GET /api/clubs/:clubId", () => {
  test("shows the club, its member count and its upcoming events, soonest first (members only for members)", async () => {
    const { harbour, alpine, closed } = await someClubs();
    const now = Date.now();
    const [later, sooner, , membersOnly] = await server.db
      .insert(events)
      .values([
        { title: "Contest night", eventDate: new Date(now + 9 * DAY), eventType: "contest", clubId: harbour.id },
        { title: "Weekly meeting", eventDate: new Date(now + 2 * DAY), clubId: harbour.id },
        { title: "Last week", eventDate: new Date(now - 7 * DAY), clubId: harbour.id },
        { title: "Private", eventDate: new Date(now + 3 * DAY), clubId: harbour.id, isPublic: false },
        { title: "Elsewhere", eventDate: new Date(now + 1 * DAY), clubId: alpine.id },
      ])
      .returning();
    await server.signUpAndVerify("ann@example.com", "Ann");
    await server.post(`/api/clubs/${harbour.id}/membership`);

    const response = await server.client().get(`/api/clubs/${harbour.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ name: "Harbour Speakers", meetingDay: "Monday", memberCount: 1, isMember: false });
    const shown = (event: typeof sooner, isPublic = true) => ({
      id: event?.id,
      title: event?.title,
      eventDate: event?.eventDate.toISOString(),
      eventType: event?.eventType,
      isPublic,
      cancelled: false,
      timeZone: event?.timeZone ?? null,
    });
    expect(body.upcomingEvents).toEqual([shown(sooner), shown(later)]);
    const asMember = await (await server.get(`/api/clubs/${harbour.id}`)).json();
    expect(asMember.isMember).toBe(true);
    expect(asMember.upcomingEvents).toEqual([shown(sooner), shown(membersOnly, false), shown(later)]);

    for (const id of [closed.id, "nope"]) {
      const missing = await server.get(`/api/clubs/${id}`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.code).toBe("CLUB_NOT_FOUND");
    }
  });
});

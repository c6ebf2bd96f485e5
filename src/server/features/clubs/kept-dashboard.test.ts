/**
 * A club's dashboard kept per club (docs/decisions/269): an officer reading it twice sees every write made in between
 * (by plain SQL: the change feed drops what was kept) and a meeting that ends after the first read.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, type SignedIn, signedInClubOfficer } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { HOUR, MINUTE, SECOND } from "../../../domain/time";
import { meetingRoleAssignments, memberships, users } from "../../db/schema";

const server = aServerForEachTest();

const dashboardOf = async (officer: SignedIn, clubId: string) => {
  const response = await officer.client.api.clubs[":clubId"].dashboard.$get({ param: { clubId } });
  expect(response.status).toBe(200);
  return response.json();
};

const ahead = (dashboard: { upcomingMeetings: { title: string; openSlots: number }[] }) =>
  dashboard.upcomingMeetings.map((meeting) => [meeting.title, meeting.openSlots]);

describe("a club's dashboard, kept between reads", () => {
  test("a role taken at a meeting ahead, a member who joins and a new member's new name show on the next read", async () => {
    const [ann = "", bob = ""] = await people(server, ["ann", "bob"]);
    const club = await aClub(server, { name: "Harbour Speakers", timeZone: "Europe/Lisbon" }, [ann]);
    const officer = await signedInClubOfficer(server, club.id, "Olga");
    const meeting = await anEvent(server, {
      clubId: club.id,
      title: "Next Week",
      eventDate: new Date(Date.now() + 7 * 24 * HOUR),
    });
    const before = await dashboardOf(officer, club.id);
    expect(ahead(before)).toEqual([["Next Week", 17]]);

    await server.db.insert(meetingRoleAssignments).values({ eventId: meeting, userId: ann, roleType: "timer" });
    expect(ahead(await dashboardOf(officer, club.id))).toEqual([["Next Week", 16]]);

    await server.db.insert(memberships).values({ userId: bob, clubId: club.id });
    const joined = await dashboardOf(officer, club.id);
    expect(joined.activeMembers).toBe(before.activeMembers + 1);
    expect(joined.newMembers.map((member) => member.name)).toContain("bob");

    await server.db.update(users).set({ firstName: "Roberto" }).where(eq(users.id, bob));
    expect((await dashboardOf(officer, club.id)).newMembers.map((member) => member.name)).toContain("Roberto");
  });

  test("a meeting that ends after a read is no longer ahead on the next read", async () => {
    const club = await aClub(server, { name: "Harbour Speakers" }, []);
    const officer = await signedInClubOfficer(server, club.id, "Olga");
    await anEvent(server, {
      clubId: club.id,
      title: "Ending Now",
      durationMinutes: 60,
      eventDate: new Date(Date.now() - 60 * MINUTE + 1.5 * SECOND),
    });
    expect(ahead(await dashboardOf(officer, club.id))).toEqual([["Ending Now", 17]]);

    await new Promise((resolve) => setTimeout(resolve, 2 * SECOND));
    expect(ahead(await dashboardOf(officer, club.id))).toEqual([]);
  });
});

/**
 * The member's own figures of the dashboard, kept in memory per member (docs/decisions/098): what the change feed
 * reports refreshes them, what it does not stays unseen.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { achievementsOf, activityOf, type Summary, summary } from "../../../../test/support/dashboard";
import { aClub } from "../../../../test/support/factories";
import { aServerForEachTest } from "../../../../test/support/server";
import { clubs, memberships, pathways, userPathways } from "../../db/schema";

const server = aServerForEachTest();

/** A club and a pathway made straight in the database, their notifications arrived. */
async function aClubAndAPathway() {
  const notified = Promise.all([server.reported("clubs"), server.reported("pathways")]);
  const club = await aClub(server);
  const [pathway] = await server.db
    .insert(pathways)
    .values({ name: "Confident Speaking", totalProjects: 4 })
    .returning();
  if (!pathway) throw new Error("pathway not inserted");
  await notified;
  return { clubId: club.id, pathwayId: pathway.id };
}

/** Everything of the summary that is the member's own (all but the community's counts). */
const ownFigures = ({ stats, learning, activity, achievements, nextAchievement }: Summary) => ({
  activePathways: stats.activePathways,
  projectsCompleted: stats.projectsCompleted,
  learning,
  activity,
  achievements,
  nextAchievement,
});

describe("the member's own figures, kept in memory per member (docs/decisions/098)", () => {
  test("are served from memory: a write the change feed does not report stays unseen", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const { pathwayId } = await aClubAndAPathway();
    expect((await summary(server)).stats.activePathways).toBe(0);

    await server.db.execute(sql`alter table user_pathways disable trigger user_pathways_change_feed`);
    await server.db.insert(userPathways).values({ userId: user.id, pathwayId });
    expect((await summary(server)).stats.activePathways).toBe(0);
  });

  test("the member's own writes through the API show on their next read, without waiting for the change feed", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const { clubId, pathwayId } = await aClubAndAPathway();
    expect((await summary(server)).stats).toEqual({
      activePathways: 0,
      projectsCompleted: 0,
      upcomingEvents: 0,
      clubMembers: 0,
    });
    // the change feed stays silent about these tables: only this instance's own writes can make the figures fresh
    await server.db.execute(sql`alter table user_pathways disable trigger user_pathways_change_feed`);
    await server.db.execute(sql`alter table memberships disable trigger memberships_change_feed`);

    expect((await server.post(`/api/learning/pathways/${pathwayId}/start`)).status).toBe(201);
    let body: Summary = await summary(server);
    expect(body.stats.activePathways).toBe(1);
    expect(body.learning).toEqual([
      { pathwayId, name: "Confident Speaking", completedProjects: 0, totalProjects: 4, percent: 0, spokenProjects: 0 },
    ]);
    expect(activityOf(body)).toContainEqual(["Started a pathway", "Confident Speaking"]);

    expect((await server.post(`/api/learning/pathways/${pathwayId}/projects/1/complete`)).status).toBe(200);
    body = await summary(server);
    expect(body.stats.projectsCompleted).toBe(1);
    expect(body.learning).toEqual([
      { pathwayId, name: "Confident Speaking", completedProjects: 1, totalProjects: 4, percent: 25, spokenProjects: 0 },
    ]);
    expect(achievementsOf(body)).toEqual(["first-project", "first-pathway"]);

    expect((await server.post(`/api/clubs/${clubId}/membership`)).status).toBe(201);
    body = await summary(server);
    expect(body.stats.clubMembers).toBe(1);
    expect(activityOf(body)).toContainEqual(["Joined a club", "Harbour Speakers"]);
    expect(achievementsOf(body)).toContain("club-member");

    expect((await server.request(`/api/clubs/${clubId}/membership`, { method: "DELETE" })).status).toBe(200);
    body = await summary(server);
    expect(body.stats.clubMembers).toBe(0);
    expect(activityOf(body)).not.toContainEqual(["Joined a club", "Harbour Speakers"]);
    expect(achievementsOf(body)).not.toContain("club-member");
  });

  test("a write made straight in the database shows once the change feed reports it", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const { clubId, pathwayId } = await aClubAndAPathway();
    expect((await summary(server)).stats.activePathways).toBe(0);

    const started = server.reported(`user_pathways:user:${user.id}`);
    await server.db.insert(userPathways).values({ userId: user.id, pathwayId, completedProjects: 4 });
    await started;
    let body: Summary = await summary(server);
    expect(body.stats).toMatchObject({ activePathways: 1, projectsCompleted: 4 });
    expect(achievementsOf(body)).toContain("pathway-finished");

    const joined = server.reported(`memberships:user:${user.id}`);
    await server.db.insert(memberships).values({ userId: user.id, clubId });
    await joined;
    body = await summary(server);
    expect(body.stats.clubMembers).toBe(1);
    expect(activityOf(body)).toContainEqual(["Joined a club", "Harbour Speakers"]);

    // a club's and a pathway's name (and its project count) show in every member's figures
    const renamed = Promise.all([server.reported("clubs"), server.reported("pathways")]);
    await server.db.update(clubs).set({ name: "Bay Speakers" }).where(eq(clubs.id, clubId));
    await server.db.update(pathways).set({ name: "Bold Speaking", totalProjects: 8 }).where(eq(pathways.id, pathwayId));
    await renamed;
    body = await summary(server);
    expect(body.learning).toEqual([
      { pathwayId, name: "Bold Speaking", completedProjects: 4, totalProjects: 8, percent: 50, spokenProjects: 0 },
    ]);
    expect(activityOf(body)).toContainEqual(["Joined a club", "Bay Speakers"]);
    expect(achievementsOf(body)).not.toContain("pathway-finished");

    const left = server.reported(`memberships:user:${user.id}`);
    await server.db.execute(sql`update memberships set status = 'inactive' where user_id = ${user.id}`);
    await left;
    body = await summary(server);
    expect(body.stats.clubMembers).toBe(0);
    expect(activityOf(body)).not.toContainEqual(["Joined a club", "Bay Speakers"]);
  });

  test("another member's writes leave a member's figures as they were", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const ben = server.client();
    const { user: benUser } = await ben.signUpAndVerify("ben@example.com", "Ben");
    const { clubId, pathwayId } = await aClubAndAPathway();
    expect((await server.post(`/api/learning/pathways/${pathwayId}/start`)).status).toBe(201);
    const before: Summary = await summary(server);
    expect(before.stats).toMatchObject({ activePathways: 1, clubMembers: 0 });

    // Ben's writes, through the API and straight in the database, each reported by the change feed
    const benJoined = server.reported(`memberships:user:${benUser.id}`);
    expect((await ben.post(`/api/clubs/${clubId}/membership`)).status).toBe(201);
    await benJoined;
    expect((await ben.post(`/api/learning/pathways/${pathwayId}/start`)).status).toBe(201);
    const benProgressed = server.reported(`user_pathways:user:${benUser.id}`);
    await server.db.update(userPathways).set({ completedProjects: 3 }).where(eq(userPathways.userId, benUser.id));
    await benProgressed;

    const after: Summary = await summary(server);
    expect(ownFigures(after)).toEqual(ownFigures(before));
    expect(after.stats.clubMembers).toBe(1); // the community's count does count Ben
    expect((await summary(ben)).stats).toMatchObject({ activePathways: 1, projectsCompleted: 3, clubMembers: 1 });
  });

  test("another member's writes do not drop a member's figures from memory", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const ben = server.client();
    const { user: benUser } = await ben.signUpAndVerify("ben@example.com", "Ben");
    const { pathwayId } = await aClubAndAPathway();
    expect((await summary(server)).stats.activePathways).toBe(0);
    // a change to Ann's records that the change feed does not report
    await server.db.execute(sql`alter table user_pathways disable trigger user_pathways_change_feed`);
    await server.db.insert(userPathways).values({ userId: user.id, pathwayId });
    await server.db.execute(sql`alter table user_pathways enable trigger user_pathways_change_feed`);

    const benStarted = server.reported(`user_pathways:user:${benUser.id}`);
    expect((await ben.post(`/api/learning/pathways/${pathwayId}/start`)).status).toBe(201);
    await benStarted;
    expect((await summary(server)).stats.activePathways).toBe(0);
    expect((await summary(ben)).stats.activePathways).toBe(1);
  });
});

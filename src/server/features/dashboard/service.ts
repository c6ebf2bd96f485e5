import { and, count, desc, eq } from "drizzle-orm";
import { earnedAchievements, nextAchievement } from "../../../domain/achievements";
import { pathwayProgress } from "../../../domain/progress";
import type { Database } from "../../db/client";
import { clubs, memberships, pathways, userPathways } from "../../db/schema";

export async function clubMemberCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.membershipType, "club_member"), eq(memberships.status, "active")));
  return row?.value ?? 0;
}

/** The member's own records the dashboard shows: started pathways and active club memberships, newest first. */
export async function memberRecords(db: Database, userId: string) {
  const learningQuery = db
    .select({
      pathwayId: pathways.id,
      name: pathways.name,
      completedProjects: userPathways.completedProjects,
      totalProjects: pathways.totalProjects,
      startedAt: userPathways.startedAt,
    })
    .from(userPathways)
    .innerJoin(pathways, eq(pathways.id, userPathways.pathwayId))
    .where(eq(userPathways.userId, userId))
    .orderBy(desc(userPathways.startedAt));
  const joinedClubsQuery = db
    .select({ clubId: clubs.id, name: clubs.name, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "active")))
    .orderBy(desc(memberships.createdAt));
  const [learning, joinedClubs] = await Promise.all([learningQuery, joinedClubsQuery]);
  return { learning, joinedClubs };
}

export type MemberRecords = Awaited<ReturnType<typeof memberRecords>>;

/**
 * Everything the dashboard home shows a member: their own records (`records`, kept in memory by
 * cachedMemberRecords) and the community's figures (`counts`, kept in memory by communityCounts).
 */
export function dashboardSummary(
  member: { createdAt: Date },
  { learning, joinedClubs }: MemberRecords,
  counts: { clubMembers: number; upcomingEvents: number },
) {
  const joinedAt = new Date(member.createdAt).toISOString();
  const record = {
    joinedAt,
    pathwaysStarted: learning.length,
    projectsCompleted: learning.reduce((total, pathway) => total + pathway.completedProjects, 0),
    pathwaysFinished: learning.filter((p) => p.totalProjects > 0 && p.completedProjects >= p.totalProjects).length,
    clubsJoined: joinedClubs.length,
  };
  const activity = [
    { kind: "joined" as const, title: "Joined", detail: "Welcome to the community!", at: joinedAt },
    ...joinedClubs.map((club) => ({
      kind: "club" as const,
      title: "Joined a club",
      detail: club.name,
      at: club.joinedAt.toISOString(),
    })),
    ...learning.map((pathway) => ({
      kind: "pathway" as const,
      title: "Started a pathway",
      detail: pathway.name,
      at: pathway.startedAt.toISOString(),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 6);

  return {
    stats: {
      activePathways: learning.length,
      projectsCompleted: record.projectsCompleted,
      upcomingEvents: counts.upcomingEvents,
      clubMembers: counts.clubMembers,
    },
    learning: learning.map((pathway) => ({
      pathwayId: pathway.pathwayId,
      name: pathway.name,
      completedProjects: pathway.completedProjects,
      totalProjects: pathway.totalProjects,
      percent: pathwayProgress(pathway.completedProjects, pathway.totalProjects),
    })),
    activity,
    achievements: earnedAchievements(record),
    nextAchievement: nextAchievement(record) ?? null,
  };
}

export type DashboardSummary = ReturnType<typeof dashboardSummary>;

import { and, count, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import { earnedAchievements, nextAchievement } from "../../../domain/achievements";
import { findModuleProgram, findProgram } from "../../../domain/learning/programs";
import { VOTE_CATEGORY_LABELS } from "../../../domain/meetings/votes";
import { pathwayProgress } from "../../../domain/progress";
import type { Database } from "../../db/client";
import {
  certificateClaims,
  clubs,
  courseLessons,
  courseModules,
  courses,
  lessonViews,
  memberships,
  moduleProgress,
  pathways,
  userPathways,
} from "../../db/schema";
import type { SpeakingHighlights } from "./speaking";

export async function clubMemberCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.membershipType, "club_member"), eq(memberships.status, "active")));
  return row?.value ?? 0;
}

/** The courses whose every lesson the member has watched, with the time the last one was watched. */
async function finishedCourses(db: Database, userId: string) {
  const watched = await db
    .select({
      courseId: courses.id,
      title: courses.title,
      watched: count(lessonViews.lessonId),
      finishedAt: max(lessonViews.viewedAt),
    })
    .from(lessonViews)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonViews.lessonId))
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(lessonViews.userId, userId))
    .groupBy(courses.id, courses.title);
  if (watched.length === 0) return [];
  const totals = await db
    .select({ courseId: courseModules.courseId, lessons: count(courseLessons.id) })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(
      inArray(
        courseModules.courseId,
        watched.map((course) => course.courseId),
      ),
    )
    .groupBy(courseModules.courseId);
  const lessonsOf = new Map(totals.map((total) => [total.courseId, total.lessons]));
  return watched.flatMap(({ courseId, title, watched: seen, finishedAt }) =>
    finishedAt && seen >= (lessonsOf.get(courseId) ?? Number.POSITIVE_INFINITY)
      ? [{ courseId, title, finishedAt: new Date(finishedAt) }]
      : [],
  );
}

/**
 * The member's own records the dashboard shows: started pathways, active club memberships, finished courses,
 * completed program modules and claimed certificates (decision 121).
 */
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
  const completedModulesQuery = db
    .select({
      certificationId: moduleProgress.certificationId,
      moduleId: moduleProgress.moduleId,
      completedAt: moduleProgress.completedAt,
    })
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), isNotNull(moduleProgress.completedAt)));
  const claimsQuery = db
    .select({ certificationId: certificateClaims.certificationId, claimedAt: certificateClaims.claimedAt })
    .from(certificateClaims)
    .where(eq(certificateClaims.userId, userId));
  const [learning, joinedClubs, coursesFinished, completedModules, claims] = await Promise.all([
    learningQuery,
    joinedClubsQuery,
    finishedCourses(db, userId),
    completedModulesQuery,
    claimsQuery,
  ]);
  const modulesCompleted = completedModules.flatMap(({ certificationId, moduleId, completedAt }) => {
    const program = findModuleProgram(certificationId);
    const module = program?.modules.find((candidate) => candidate.id === moduleId);
    return program && module && completedAt ? [{ title: module.title, program: program.title, completedAt }] : [];
  });
  const certificatesClaimed = claims.flatMap(({ certificationId, claimedAt }) => {
    const program = findProgram(certificationId);
    return program ? [{ program: program.title, claimedAt }] : [];
  });
  return { learning, joinedClubs, coursesFinished, modulesCompleted, certificatesClaimed };
}

export type MemberRecords = Awaited<ReturnType<typeof memberRecords>>;

/**
 * Everything the dashboard home shows a member: their own records (`records`, kept in memory by
 * cachedMemberRecords) and the community's figures (`counts`, kept in memory by communityCounts).
 */
export function dashboardSummary(
  member: { createdAt: Date },
  { learning, joinedClubs, coursesFinished, modulesCompleted, certificatesClaimed }: MemberRecords,
  counts: { clubMembers: number; upcomingEvents: number },
  speaking: SpeakingHighlights,
) {
  const joinedAt = new Date(member.createdAt).toISOString();
  const record = {
    joinedAt,
    pathwaysStarted: learning.length,
    projectsCompleted: learning.reduce((total, pathway) => total + pathway.completedProjects, 0),
    pathwaysFinished: learning.filter((p) => p.totalProjects > 0 && p.completedProjects >= p.totalProjects).length,
    clubsJoined: joinedClubs.length,
    coursesFinished: coursesFinished.length,
    modulesCompleted: modulesCompleted.length,
    certificatesClaimed: certificatesClaimed.length,
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
    ...coursesFinished.map((course) => ({
      kind: "course" as const,
      title: "Finished a course",
      detail: course.title,
      at: course.finishedAt.toISOString(),
    })),
    ...modulesCompleted.map((module) => ({
      kind: "module" as const,
      title: "Completed a module",
      detail: `${module.title} · ${module.program}`,
      at: module.completedAt.toISOString(),
    })),
    ...certificatesClaimed.map((claim) => ({
      kind: "certificate" as const,
      title: "Claimed a certificate",
      detail: claim.program,
      at: claim.claimedAt.toISOString(),
    })),
    // the speaking record (decision 242): speeches, awards and milestones, at their meetings' times
    ...speaking.speeches.map((speech) => ({
      kind: "speech" as const,
      title: "Gave a speech",
      detail: [speech.speechTitle, speech.project ?? speech.title].filter(Boolean).join(" · "),
      at: speech.at,
    })),
    ...speaking.awards.map((award) => ({
      kind: "award" as const,
      title: `Won ${VOTE_CATEGORY_LABELS[award.category]}`,
      detail: award.title,
      at: award.at,
    })),
    ...speaking.milestones.map((milestone) => ({
      kind: "milestone" as const,
      title: `Milestone: ${milestone.title}`,
      detail: milestone.description,
      at: milestone.earnedAt,
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
      /** Speeches at meetings counted toward this pathway's projects (decision 242). */
      spokenProjects: speaking.spokenProjects.get(pathway.pathwayId) ?? 0,
    })),
    activity,
    achievements: earnedAchievements(record),
    nextAchievement: nextAchievement(record) ?? null,
    /** The speaking record's part (decision 242): its speeches, how many within time, its milestones newest first. */
    speaking: {
      speeches: speaking.speeches.length,
      withinTime: speaking.withinTime,
      awards: speaking.awards.length,
      milestones: [...speaking.milestones].reverse(),
      nextMilestone: speaking.nextMilestone,
    },
  };
}

export type DashboardSummary = ReturnType<typeof dashboardSummary>;

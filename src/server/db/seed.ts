import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { DAY, MINUTE } from "../../domain/time";
import type { Config } from "../config";
import type { Logger } from "../logger";
import type { Database, Store } from "./client";
import type { Executor } from "./executor";
import {
  clubOfficers,
  clubs,
  courseLessons,
  courseModules,
  courses,
  events,
  faqs,
  memberships,
  pathways,
  users,
} from "./schema";
import { seedAgendaTemplates } from "./seed/agenda-templates";
import { FIVE_ROLE_CLUB, seedClubRoles } from "./seed/club-roles";
import { DEMO_CLUBS, DEMO_MEMBERS } from "./seed/clubs";
import { DEMO_EVENTS } from "./seed/events";
import { DEMO_COURSES, DEMO_PATHWAYS } from "./seed/learning";
import { seedLearningProgress } from "./seed/learning-progress";
import { seedMeetings } from "./seed/meetings";
import { seedPlanningSeries } from "./seed/planning-series";
import { DEMO_FAQS } from "./seed/support";

/**
 * A feature's part of the demo content (docs/decisions/202): run after the rows seeded here, in the same
 * transaction; safe to run again.
 */
export type DemoSeed = (tx: Executor, now: Date) => Promise<void>;

/** Seeds the demo content on the first start of an empty embedded database (or always/never by SEED_DEMO). */
export async function seedIfWanted(
  store: Store,
  config: Pick<Config, "seedDemo">,
  logger: Logger,
  featureSeeds: DemoSeed[],
): Promise<void> {
  if (config.seedDemo === "never") return;
  if (config.seedDemo === "auto") {
    if (store.kind !== "embedded") return;
    const [row] = await store.db.select({ value: count() }).from(clubs);
    if ((row?.value ?? 0) > 0) return;
  }
  await seedDemoContent(store.db, featureSeeds);
  logger.info("demo content seeded");
}

/** Inserts the demo content, then each feature's part of it; safe to run again (nothing is duplicated). */
export async function seedDemoContent(db: Database, featureSeeds: DemoSeed[], now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(DEMO_MEMBERS.map((member) => ({ ...member, emailVerified: true })))
      .onConflictDoNothing();

    const existingClubs = await tx.select({ id: clubs.id, name: clubs.name }).from(clubs);
    const clubIds = new Map(existingClubs.map((club) => [club.name, club.id]));
    const newClubs = DEMO_CLUBS.filter((club) => !clubIds.has(club.name));
    if (newClubs.length > 0) {
      const inserted = await tx
        .insert(clubs)
        .values(newClubs.map(({ members: _members, officers: _officers, ...club }) => club))
        .returning({ id: clubs.id, name: clubs.name });
      for (const club of inserted) clubIds.set(club.name, club.id);
    }
    // a database seeded before clubs had a zone gets one, where its officers have not chosen one
    for (const club of DEMO_CLUBS) {
      await tx
        .update(clubs)
        .set({ timeZone: club.timeZone })
        .where(and(eq(clubs.name, club.name), isNull(clubs.timeZone)));
    }
    const membershipRows = DEMO_CLUBS.flatMap((club) =>
      club.members.map((index) => ({ userId: DEMO_MEMBERS[index]?.id ?? "", clubId: clubIds.get(club.name) ?? "" })),
    ).filter((row) => row.userId && row.clubId);
    await tx.insert(memberships).values(membershipRows).onConflictDoNothing();
    const officerRows = DEMO_CLUBS.flatMap((club) =>
      club.officers.map(({ member, title }) => ({
        userId: DEMO_MEMBERS[member]?.id ?? "",
        clubId: clubIds.get(club.name) ?? "",
        title,
      })),
    ).filter((row) => row.userId && row.clubId);
    await tx.insert(clubOfficers).values(officerRows).onConflictDoNothing();

    await tx.insert(pathways).values(DEMO_PATHWAYS).onConflictDoNothing();
    await tx.insert(faqs).values(DEMO_FAQS).onConflictDoNothing();
    await seedLearningProgress(tx);

    const existingCourses = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(
        inArray(
          courses.title,
          DEMO_COURSES.map((course) => course.title),
        ),
      );
    const known = new Set(existingCourses.map((course) => course.title));
    for (const { modules, ageDays, ...course } of DEMO_COURSES.filter((c) => !known.has(c.title))) {
      const [created] = await tx
        .insert(courses)
        .values({ ...course, createdAt: new Date(now.getTime() - ageDays * DAY) })
        .returning({ id: courses.id });
      if (!created) continue;
      for (const [moduleIndex, { lessons, ...module }] of modules.entries()) {
        const [createdModule] = await tx
          .insert(courseModules)
          .values({ ...module, courseId: created.id, orderIndex: moduleIndex + 1 })
          .returning({ id: courseModules.id });
        if (!createdModule) continue;
        await tx.insert(courseLessons).values(
          lessons.map((lesson, lessonIndex) => ({
            moduleId: createdModule.id,
            title: lesson.title,
            durationMinutes: lesson.minutes,
            body: lesson.body,
            videoUrl: lesson.videoUrl,
            lessonType: lesson.videoUrl ? "video" : "reading",
            orderIndex: lessonIndex + 1,
          })),
        );
      }
    }

    for (const event of DEMO_EVENTS) {
      const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.title, event.title));
      if (existing) continue;
      const date =
        "startedMinutesAgo" in event.when
          ? new Date(now.getTime() - event.when.startedMinutesAgo * MINUTE)
          : new Date(now.getTime() + event.when.daysAhead * DAY);
      if ("hourUtc" in event.when) date.setUTCHours(event.when.hourUtc, 0, 0, 0);
      await tx.insert(events).values({
        title: event.title,
        description: event.description,
        eventDate: date,
        durationMinutes: event.durationMinutes,
        timeZone: event.timeZone,
        location: event.location,
        eventType: event.eventType,
        isPublic: !event.membersOnly,
        clubId: event.club ? clubIds.get(event.club) : undefined,
        ...(event.cancelReason ? { cancelledAt: now, cancelReason: event.cancelReason } : {}),
      });
    }
    const demoClubIds = DEMO_CLUBS.flatMap((club) => clubIds.get(club.name) ?? []);
    await seedAgendaTemplates(tx, demoClubIds);
    await seedClubRoles(tx, clubIds.get(FIVE_ROLE_CLUB));
    await seedMeetings(tx);
    await seedPlanningSeries(tx, now);
    for (const seed of featureSeeds) await seed(tx, now);
  });
}

import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, test } from "vitest";
import { rowCounts } from "../../../test/support/factories";
import { aServerForEachTest } from "../../../test/support/server";
import { eventStatus } from "../../domain/events/schedule";
import { DAY } from "../../domain/time";
import { demoSeeds } from "../runtime";
import type { Store } from "./client";
import * as schema from "./schema";
import { seedDemoContent, seedIfWanted } from "./seed";
import { REMOTE_CIRCLE_PAST } from "./seed/events";

const silent = pino({ level: "silent" });
/** The tables the demo fills, counted by name. */
const TABLES = {
  users: schema.users,
  clubs: schema.clubs,
  memberships: schema.memberships,
  pathways: schema.pathways,
  courses: schema.courses,
  courseModules: schema.courseModules,
  courseLessons: schema.courseLessons,
  faqs: schema.faqs,
  events: schema.events,
  roleWaitlist: schema.roleWaitlist,
};
const { clubs, events, memberships } = TABLES;

const server = aServerForEachTest();

const counts = () => rowCounts(server, TABLES);

describe("seedDemoContent", () => {
  test("fills an empty database with a living community", async () => {
    const now = new Date();
    await seedDemoContent(server.db, demoSeeds, now);

    const seeded = await counts();
    expect(seeded.clubs).toBeGreaterThanOrEqual(8);
    expect(seeded.faqs).toBeGreaterThanOrEqual(12);
    expect(seeded.pathways).toBeGreaterThanOrEqual(1);
    expect(seeded.courses).toBeGreaterThanOrEqual(1);

    // every club has members
    const perClub = await server.db.execute<{ name: string; members: number }>(sql`
      select c.name, count(m.id)::int as members from clubs c
      left join memberships m on m.club_id = c.id and m.status = 'active' group by c.name`);
    for (const club of (perClub as unknown as { rows: Array<{ name: string; members: number }> }).rows) {
      expect(club.members, club.name).toBeGreaterThan(0);
    }

    // every club has one or two officers, each a member of the club, with a title
    const officers = await server.db.execute<{ name: string; officers: number; members: number }>(sql`
      select c.name, count(o.user_id)::int as officers, count(m.id)::int as members from clubs c
      left join club_officers o on o.club_id = c.id
      left join memberships m on m.club_id = o.club_id and m.user_id = o.user_id and m.status = 'active'
      group by c.name`);
    for (const club of (officers as unknown as { rows: Array<{ name: string; officers: number; members: number }> })
      .rows) {
      expect([1, 2], club.name).toContain(club.officers);
      expect(club.members, club.name).toBe(club.officers);
    }

    // every course has modules, every module has lessons
    const empty = await server.db.execute(sql`
      select 1 from courses c where not exists (select 1 from course_modules m where m.course_id = c.id)
      union all
      select 1 from course_modules m where not exists (select 1 from course_lessons l where l.module_id = m.id)`);
    expect((empty as unknown as { rows: unknown[] }).rows).toEqual([]);

    // public events of every type, some of them with a club and its time zone, one ended last week (a club meeting with
    // its report) and Remote Pitch Circle's five past meetings (decision 240), two running ("Now": a masterclass and a
    // club meeting), the rest upcoming; the members-only ones are club meetings
    const seededEvents = await server.db.select().from(events);
    const membersOnly = seededEvents.filter((event) => !event.isPublic);
    expect(membersOnly.length).toBeGreaterThan(0);
    expect(membersOnly.every((event) => event.eventType === "meeting" && event.clubId !== null)).toBe(true);
    expect(seededEvents.map((event) => eventStatus(event, now.getTime())).sort()).toEqual([
      ...Array(1 + REMOTE_CIRCLE_PAST.length).fill("ended"),
      "running",
      "running",
      ...Array(seededEvents.length - 3 - REMOTE_CIRCLE_PAST.length).fill("upcoming"),
    ]);
    expect(seededEvents.some((event) => event.timeZone === "Europe/London")).toBe(true);
    expect(new Set(seededEvents.map((event) => event.eventType))).toEqual(
      new Set(["meeting", "contest", "training", "social", "other"]),
    );
    expect(seededEvents.some((event) => event.clubId !== null)).toBe(true);
    expect(seededEvents.some((event) => event.clubId === null)).toBe(true);
  });

  test("a full evaluator role has members waiting, and some role holders have confirmed", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const [workshop] = await server.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.title, "Evaluation Skills Workshop"));
    const roles = await (await server.api.events[":id"].roles.$get({ param: { id: workshop?.id ?? "" } })).json();
    expect(roles.assignments.filter((row) => row.roleType === "evaluator")).toHaveLength(3);
    expect(roles.waitlist.map((row) => [row.roleType, row.position])).toEqual([
      ["evaluator", 1],
      ["evaluator", 2],
    ]);
    expect(roles.assignments.some((row) => row.confirmed)).toBe(true);
  });

  test("running it again duplicates nothing", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const first = await counts();
    await seedDemoContent(server.db, demoSeeds, new Date(Date.now() + 3 * DAY));
    expect(await counts()).toEqual(first);
  });

  test("every demo club gets its time zone; a database seeded before gets it only where none is set", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const zones = await server.db.select({ name: clubs.name, timeZone: clubs.timeZone }).from(clubs);
    expect(zones.find((club) => club.name === "Berlin Demo Night")?.timeZone).toBe("Europe/Berlin");
    for (const club of zones) expect(club.timeZone, club.name).toMatch(/^(UTC|[A-Z][a-z]+\/[A-Za-z_]+)$/);

    await server.db.update(clubs).set({ timeZone: null }).where(eq(clubs.name, "Berlin Demo Night"));
    await server.db.update(clubs).set({ timeZone: "Europe/Lisbon" }).where(eq(clubs.name, "London Founders Forum"));
    await seedDemoContent(server.db, demoSeeds);
    const again = await server.db.select({ name: clubs.name, timeZone: clubs.timeZone }).from(clubs);
    expect(again.find((club) => club.name === "Berlin Demo Night")?.timeZone).toBe("Europe/Berlin");
    expect(again.find((club) => club.name === "London Founders Forum")?.timeZone).toBe("Europe/Lisbon");
  });

  test("the dashboard counts the seeded community", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const [active] = await server.db
      .select({ value: count() })
      .from(memberships)
      .where(sql`${memberships.status} = 'active'`);
    const response = await server.client().get("/api/dashboard/club-members");
    expect(await response.json()).toEqual({ count: active?.value });
    expect(active?.value).toBeGreaterThan(0);
  });
});

describe("seedIfWanted", () => {
  const asKind = (kind: Store["kind"]): Store => ({ ...server.store, kind });
  const clubCount = async () => (await counts()).clubs;

  test("seeds an empty embedded database on its first start, and not again", async () => {
    await seedIfWanted(asKind("embedded"), { seedDemo: "auto" }, silent, demoSeeds);
    const seeded = await counts();
    expect(seeded.clubs).toBeGreaterThanOrEqual(8);

    await server.db.execute(sql`delete from faqs`);
    await seedIfWanted(asKind("embedded"), { seedDemo: "auto" }, silent, demoSeeds);
    expect((await counts()).faqs).toBe(0);
  });

  test("leaves a PostgreSQL database alone unless SEED_DEMO=always", async () => {
    await seedIfWanted(asKind("postgres"), { seedDemo: "auto" }, silent, demoSeeds);
    expect(await clubCount()).toBe(0);
    await seedIfWanted(asKind("postgres"), { seedDemo: "always" }, silent, demoSeeds);
    expect(await clubCount()).toBeGreaterThanOrEqual(8);
  });

  test("SEED_DEMO=never seeds nothing, even an empty embedded database", async () => {
    await seedIfWanted(asKind("embedded"), { seedDemo: "never" }, silent, demoSeeds);
    expect(await counts()).toEqual(Object.fromEntries(Object.keys(TABLES).map((name) => [name, 0])));
  });
});

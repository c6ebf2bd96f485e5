import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { earliestOngoingDay } from "../../../domain/members/absences";
import { events, meetingRoleAssignments, memberAbsences } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { demoSeeds } from "../../runtime";
import { awayOnMeetingDay } from "./away";

const server = aServerForEachTest();

test("two demo members plan an absence ahead, none of a meeting where they hold a role; a re-run adds none", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const absences = await server.db.select().from(memberAbsences);
  expect(absences).toHaveLength(2);
  for (const absence of absences) {
    expect(absence.lastDay >= earliestOngoingDay(new Date())).toBe(true);
    expect(absence.firstDay <= absence.lastDay).toBe(true);
    expect(absence.note).toBeTruthy();
  }
  for (const event of await server.db.select().from(events)) {
    const holders = await server.db
      .select({ userId: meetingRoleAssignments.userId })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, event.id));
    const away = await awayOnMeetingDay(
      server.db,
      holders.map((holder) => holder.userId),
      event,
    );
    expect([...away], event.title).toEqual([]);
  }

  await seedDemoContent(server.db, demoSeeds);
  expect(await server.db.select().from(memberAbsences)).toHaveLength(2);
});

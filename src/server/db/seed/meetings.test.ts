import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestServer, type TestServer } from "../../../../test/support/server";
import { firstBrokenAssignment } from "../../../domain/events/roles";
import { events, meetingAgendas, meetingRoleAssignments } from "../schema";
import { seedDemoContent } from "../seed";

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
});

afterEach(async () => {
  await server.close();
});

test("every demo event has an agenda, most have role holders who keep the role rules, and a re-run adds nothing", async () => {
  await seedDemoContent(server.db);
  const seeded = await server.db.select().from(events);
  expect(new Set(seeded.map((event) => event.eventType))).toEqual(
    new Set(["meeting", "contest", "training", "social", "other"]),
  );
  for (const event of seeded) {
    const agenda = await server.db.select().from(meetingAgendas).where(eq(meetingAgendas.eventId, event.id));
    expect(agenda.length, event.title).toBeGreaterThanOrEqual(3);
    expect(agenda.map((item) => item.orderIndex).sort((a, b) => a - b)).toEqual(agenda.map((_, index) => index + 1));
    const roles = await server.db
      .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, event.id));
    expect(firstBrokenAssignment(roles), event.title).toBeUndefined();
  }
  const [roleCount] = await server.db.select({ value: count() }).from(meetingRoleAssignments);
  expect(roleCount?.value).toBeGreaterThan(10);

  const before = await Promise.all(
    [meetingAgendas, meetingRoleAssignments].map((table) => server.db.select({ value: count() }).from(table)),
  );
  await seedDemoContent(server.db);
  const after = await Promise.all(
    [meetingAgendas, meetingRoleAssignments].map((table) => server.db.select({ value: count() }).from(table)),
  );
  expect(after).toEqual(before);
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { anEventWithAgendaAndRoles, people } from "../../../../test/support/factories";
import { createTestServer, type TestServer } from "../../../../test/support/server";
import { meetingRoleAssignments } from "../../db/schema";
import { heldRole, roleMailInput } from "./role-mail";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("a holder's slot in the role e-mails", () => {
  test("two pitchers who took their role within one millisecond have the first and the second pitch", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const [first, second] = await people(server, [`p1-${tag}`, `p2-${tag}`]);
    const pitch = (title: string) => ({ title, agendaType: "pitch" as const, durationMinutes: 7 });
    const { eventId } = await anEventWithAgendaAndRoles(server, { agenda: [pitch("Pitch one"), pitch("Pitch two")] });
    await server.db.execute(sql`update meeting_agendas set role_type = 'pitcher' where event_id = ${eventId}`);
    // microseconds apart, the same millisecond: what PostgreSQL's clock gives two takes one after the other
    const [a, b] = await server.db
      .insert(meetingRoleAssignments)
      .values([
        { eventId, userId: first as string, roleType: "pitcher", createdAt: sql`'2026-11-29 10:00:00.123400+00'` },
        { eventId, userId: second as string, roleType: "pitcher", createdAt: sql`'2026-11-29 10:00:00.123700+00'` },
      ])
      .returning({ id: meetingRoleAssignments.id });
    const slotOf = async (id: string) => {
      const role = await heldRole(server.db, id);
      if (!role) throw new Error("the assignment was just written");
      return (await roleMailInput(server.db, server.config, role, { links: false })).slot?.title;
    };
    expect(await slotOf(a?.id as string)).toBe("Pitch one");
    expect(await slotOf(b?.id as string)).toBe("Pitch two");
  });
});

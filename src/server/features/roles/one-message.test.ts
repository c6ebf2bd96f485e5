import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anEvent, people } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import {
  harbourSpeakersEachTest,
  linkIn,
  mailsTo,
  pressLink,
  scheduledJob,
  sweep,
  ZONE,
} from "../../../../test/support/role-mail";
import { aServerForEachTest } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { DAY } from "../../../domain/time";
import { meetingRoleAssignments, memberships, roleWaitlist } from "../../db/schema";
import { REMINDER_JOB } from "./reminders";

/** One message per event per person (docs/decisions/170): the waitlist's mail and the reminder, the nudge and a wait. */

const server = aServerForEachTest();
const { club, mia } = harbourSpeakersEachTest(server);

async function meeting(days: number, roles: Array<[string, RoleType]>) {
  const eventId = await anEvent(server, {
    clubId: club.id,
    timeZone: ZONE,
    eventDate: new Date(Date.now() + days * DAY),
    title: "Harbour Club Night",
  });
  const held = await server.db
    .insert(meetingRoleAssignments)
    .values(roles.map(([userId, roleType]) => ({ eventId, userId, roleType })))
    .returning({ id: meetingRoleAssignments.id });
  return { eventId, assignmentIds: held.map((row) => row.id) };
}

const mailsToWes = () => mailsTo(server, "wes@example.com");

async function miaDropsForWes(days: number) {
  const [wes] = await people(server, ["wes"]);
  await server.db.insert(memberships).values({ userId: wes as string, clubId: club.id });
  const { eventId, assignmentIds } = await meeting(days, [[mia.user.id, "moderator"]]);
  await server.db.insert(roleWaitlist).values({ eventId, roleType: "moderator", userId: wes as string });
  const dropped = await mia.client.api.events[":id"].roles[":assignmentId"].$delete({
    param: { id: eventId, assignmentId: assignmentIds[0] ?? "" },
  });
  expect(dropped.status).toBe(200);
  await mailArrives(() => expect(mailsToWes()).toHaveLength(1));
  const [given] = await server.db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.eventId, eventId), eq(meetingRoleAssignments.userId, "wes")));
  return { eventId, assignmentId: given?.id ?? "" };
}

describe("a member given a role by the waitlist", () => {
  test("inside the reminder window: one mail that is the reminder too, and no reminder after it", async () => {
    const { assignmentId } = await miaDropsForWes(1);
    const [mail] = mailsToWes();
    expect(mail?.subject).toMatch(/^You are Moderator at Harbour Club Night — /);
    expect(mail?.text).toMatch(/^I'll be there: http\S+\/api\/roles\/link\?token=/m);
    expect(mail?.text).toMatch(/^I can't make it: http\S+\/api\/roles\/link\?token=/m);

    await sweep(server);
    await sweep(server);
    expect(mailsToWes().map((sent) => sent.subject)).toEqual([mail?.subject]);
    const reminder = await scheduledJob(server, REMINDER_JOB, assignmentId);
    expect(reminder?.state).toBe("done");

    // the mail's link confirms the role, as the reminder's would
    const pressed = await pressLink(server, mail ? linkIn(mail, "I'll be there") : "");
    expect(pressed.status).toBe(200);
    const [held] = await server.db
      .select({ confirmedAt: meetingRoleAssignments.confirmedAt })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.id, assignmentId));
    expect(held?.confirmedAt).not.toBeNull();
  });

  test("well before the meeting: the mail has no reminder links, and the reminder comes at its time", async () => {
    const { assignmentId } = await miaDropsForWes(6);
    const [mail] = mailsToWes();
    expect(mail?.text).not.toContain("I'll be there");
    const reminder = await scheduledJob(server, REMINDER_JOB, assignmentId);
    expect(reminder?.state).toBe("pending");
    expect(reminder?.runAt.getTime()).toBeGreaterThan(Date.now() + 3 * DAY);
  });
});

describe("the open-role nudge", () => {
  test("a member waiting for a role at the meeting is not asked to fill its open roles", async () => {
    await people(server, ["tim", "wes", "free"]);
    await server.db.insert(memberships).values(["tim", "wes", "free"].map((userId) => ({ userId, clubId: club.id })));
    const { eventId } = await meeting(2, [["tim", "timer"]]);
    await server.db.insert(roleWaitlist).values({ eventId, roleType: "timer", userId: "wes" });

    await sweep(server);
    const nudged = server.outbox().filter((mail) => mail.subject.startsWith("Open roles at"));
    expect(nudged.some((mail) => mail.to.includes("free@example.com"))).toBe(true);
    expect(nudged.some((mail) => mail.to.includes("wes@example.com"))).toBe(false);
  });
});

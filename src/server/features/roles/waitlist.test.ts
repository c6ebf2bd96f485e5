import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  aClub,
  aClubWithPrivateEvent,
  type anEvent,
  anEventWithAgendaAndRoles,
  makeClubOfficer,
  people,
  type SignedIn,
  signedInClubOfficer,
  signedInMember,
} from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { meetingDay } from "../../../domain/members/absences";
import { events, meetingRoleAssignments, memberAbsences, roleWaitlist } from "../../db/schema";
import { joinWaitlist } from "./waitlist";

let server: TestServer;
let mia: SignedIn;
let noah: SignedIn;
let olga: SignedIn;

beforeAll(async () => {
  server = await createTestServer();
  [mia, noah, olga] = [
    await signedInMember(server, "Mia"),
    await signedInMember(server, "Noah"),
    await signedInMember(server, "Olga"),
  ];
});

afterAll(async () => {
  await server.close();
});

const join = (client: TestClient, eventId: string, roleType: RoleType) =>
  client.api.events[":id"].waitlist.$post({ param: { id: eventId }, json: { roleType } });
const leave = (client: TestClient, eventId: string, roleType: RoleType) =>
  client.api.events[":id"].waitlist[":roleType"].$delete({ param: { id: eventId, roleType } });
const drop = (client: TestClient, eventId: string, assignmentId: string) =>
  client.api.events[":id"].roles[":assignmentId"].$delete({ param: { id: eventId, assignmentId } });

async function rolesOf(eventId: string) {
  const response = await server.client().api.events[":id"].roles.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}

/** A meeting whose evaluator role is full (three people hold it); the assignments' ids. */
async function fullEvaluators(values: Parameters<typeof anEvent>[1] = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  const holders = await people(server, [`e1-${tag}`, `e2-${tag}`, `e3-${tag}`]);
  return anEventWithAgendaAndRoles(server, {
    ...values,
    roles: holders.map((userId) => ({ userId, roleType: "evaluator" as const })),
  });
}

describe("joining a waitlist", () => {
  test("only a full role has one; members wait in the order they joined, and everyone sees the positions", async () => {
    const { eventId } = await fullEvaluators();
    expect(await errorOf(await join(mia.client, eventId, "timer"))).toMatchObject({
      status: 409,
      code: "ROLE_NOT_FULL",
      message: "This role has a free place: take it instead of waiting.",
    });
    const first = await join(mia.client, eventId, "evaluator");
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ roleType: "evaluator", roleName: "Evaluator", position: 1 });
    expect(await (await join(noah.client, eventId, "evaluator")).json()).toMatchObject({ position: 2 });
    // joining twice keeps the place
    expect(await (await join(mia.client, eventId, "evaluator")).json()).toMatchObject({ position: 1 });
    expect((await rolesOf(eventId)).waitlist).toEqual([
      { roleType: "evaluator", userId: mia.user.id, name: "Mia", position: 1 },
      { roleType: "evaluator", userId: noah.user.id, name: "Noah", position: 2 },
    ]);

    const left = await leave(mia.client, eventId, "evaluator");
    expect(await left.json()).toEqual({ left: true, roleType: "evaluator", roleName: "Evaluator" });
    expect((await rolesOf(eventId)).waitlist).toEqual([
      { roleType: "evaluator", userId: noah.user.id, name: "Noah", position: 1 },
    ]);
  });

  test("the role rules apply as to taking it; a holder, a visitor and a stranger to a private meeting are refused", async () => {
    const { eventId } = await fullEvaluators();
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: olga.user.id, roleType: "timer" });
    expect(await errorOf(await join(olga.client, eventId, "evaluator"))).toMatchObject({
      status: 409,
      code: "ROLE_LIMIT_REACHED",
    });
    expect(await errorOf(await join(server.client(), eventId, "evaluator"))).toMatchObject({
      status: 401,
      code: "NOT_SIGNED_IN",
    });
    const [holder] = await people(server, ["holder-x"]);
    const timerFull = await anEventWithAgendaAndRoles(server, {
      roles: [{ userId: holder as string, roleType: "timer" }],
    });
    await server.db.insert(meetingRoleAssignments).values({
      eventId: timerFull.eventId,
      userId: mia.user.id,
      roleType: "moderator",
    });
    expect(await errorOf(await join(mia.client, timerFull.eventId, "timer"))).toMatchObject({
      code: "ROLE_LIMIT_REACHED",
    });

    const { eventId: privateEvent } = await aClubWithPrivateEvent(server, []);
    expect((await join(mia.client, privateEvent, "moderator")).status).toBe(404);
    expect((await leave(mia.client, "00000000-0000-4000-8000-000000000000", "timer")).status).toBe(404);
    expect((await leave(mia.client, eventId, "speaker" as RoleType)).status).toBe(404);
  });
});

describe("a freed place goes to the waitlist", () => {
  test("the holder drops the role: the first member waiting has it at once and is e-mailed", async () => {
    const { eventId, assignmentIds } = await fullEvaluators({ title: "Harbour Club Night" });
    await server.db.delete(meetingRoleAssignments).where(eqId(assignmentIds[0]));
    const [own] = await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: noah.user.id, roleType: "evaluator" })
      .returning({ id: meetingRoleAssignments.id });
    await join(mia.client, eventId, "evaluator");
    await join(olga.client, eventId, "evaluator");

    const dropped = await drop(noah.client, eventId, own?.id ?? "");
    expect(dropped.status).toBe(200);
    const after = await rolesOf(eventId);
    expect(after.assignments.filter((row) => row.roleType === "evaluator").map((row) => row.holder)).toContain("Mia");
    expect(after.assignments.map((row) => row.holder)).not.toContain("Noah");
    expect(after.waitlist).toEqual([{ roleType: "evaluator", userId: olga.user.id, name: "Olga", position: 1 }]);
    await mailArrives(() => {
      const mail = server
        .outbox()
        .find((message) => message.to.includes(mia.user.email) && message.subject.startsWith("You are"));
      expect(mail?.subject).toMatch(/^You are Evaluator at Harbour Club Night — /);
      expect(mail?.text).toContain("A place freed up: you are now Evaluator");
    });
  });

  test("a member the rules no longer allow is passed over and keeps waiting; an officer's removal frees a place too", async () => {
    const club = await aClub(server, { name: "Pier Speakers" });
    const { eventId, assignmentIds } = await fullEvaluators({ clubId: club.id });
    await join(mia.client, eventId, "evaluator");
    await join(noah.client, eventId, "evaluator");
    // Mia has since become the timer: evaluator would be a second role
    await server.db.insert(meetingRoleAssignments).values({ eventId, userId: mia.user.id, roleType: "timer" });

    // a member who holds nothing cannot remove someone else
    expect(await errorOf(await drop(olga.client, eventId, assignmentIds[0] ?? ""))).toMatchObject({
      status: 403,
      code: "NOT_YOUR_ASSIGNMENT",
    });
    await makeClubOfficer(server, club.id, olga.user.id);
    expect((await drop(olga.client, eventId, assignmentIds[0] ?? "")).status).toBe(200);
    const after = await rolesOf(eventId);
    const evaluators = after.assignments.filter((row) => row.roleType === "evaluator").map((row) => row.holder);
    expect(evaluators).toHaveLength(3);
    expect(evaluators).toContain("Noah");
    expect(after.waitlist).toEqual([{ roleType: "evaluator", userId: mia.user.id, name: "Mia", position: 1 }]);
  });

  test("a member away on the meeting's day is passed over and keeps waiting; the next one has the place", async () => {
    const { eventId, assignmentIds } = await fullEvaluators();
    await join(mia.client, eventId, "evaluator");
    await join(noah.client, eventId, "evaluator");
    const [event] = await server.db
      .select({ eventDate: events.eventDate, timeZone: events.timeZone })
      .from(events)
      .where(eq(events.id, eventId));
    const day = meetingDay(event?.eventDate ?? new Date(), event?.timeZone ?? null);
    const [absence] = await server.db
      .insert(memberAbsences)
      .values({ userId: mia.user.id, firstDay: day, lastDay: day })
      .returning({ id: memberAbsences.id });

    await server.db.delete(meetingRoleAssignments).where(eqId(assignmentIds[0]));
    const [freed] = await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: olga.user.id, roleType: "evaluator" })
      .returning({ id: meetingRoleAssignments.id });
    expect((await drop(olga.client, eventId, freed?.id ?? "")).status).toBe(200);
    const after = await rolesOf(eventId);
    const evaluators = after.assignments.filter((row) => row.roleType === "evaluator").map((row) => row.holder);
    expect(evaluators).toContain("Noah");
    expect(evaluators).not.toContain("Mia");
    expect(after.waitlist).toEqual([{ roleType: "evaluator", userId: mia.user.id, name: "Mia", position: 1 }]);
    await server.db.delete(memberAbsences).where(eq(memberAbsences.id, absence?.id ?? ""));
  });
});

const eqId = (id: string | undefined) => eq(meetingRoleAssignments.id, id ?? "");

describe("at the same moment", () => {
  test("20 members join a full role's waitlist at once: each is told the position they keep", async () => {
    const { eventId } = await fullEvaluators();
    const tag = Math.random().toString(36).slice(2, 8);
    const joiners = Array.from({ length: 20 }, (_, index) => `j${index}-${tag}`);
    await people(server, joiners);
    // one request each, all in flight together (on PostgreSQL each in its own transaction, waiting for the lock)
    const told = await Promise.all(joiners.map((userId) => joinWaitlist(server.db, eventId, userId, "evaluator")));
    const positions = told.map((answer) => answer.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(joiners.map((_, index) => index + 1));
    const kept = (await rolesOf(eventId)).waitlist;
    expect(joiners.map((userId) => kept.find((row) => row.userId === userId)?.position)).toEqual(positions);
  });

  test("a join within the clock's tick of the one before still comes after it, and is told so", async () => {
    const { eventId } = await fullEvaluators();
    const tag = Math.random().toString(36).slice(2, 8);
    const [first, next] = [`first-${tag}`, `next-${tag}`];
    await people(server, [first, next]);
    // the join before is stamped no earlier than the clock will read for the next (a millisecond clock's tie, or more)
    await server.db
      .insert(roleWaitlist)
      .values({ eventId, roleType: "evaluator", userId: first, createdAt: new Date(Date.now() + 60_000) });
    const told = await joinWaitlist(server.db, eventId, next, "evaluator");
    expect(told.position).toBe(2);
    const kept = (await rolesOf(eventId)).waitlist;
    expect(kept.map((row) => row.userId)).toEqual([first, next]);
  });

  test("20 holders give up their roles at once with 20 members waiting: capacity, order and the rules hold", async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `h${index}`);
    const waiters = Array.from({ length: 20 }, (_, index) => `w${index}`);
    await people(server, [...ids, ...waiters]);
    const holders = (slice: string[], roleType: RoleType) => slice.map((userId) => ({ userId, roleType }));
    const meetings = await Promise.all(
      [0, 1, 2].map((n) =>
        anEventWithAgendaAndRoles(server, {
          title: `Race ${n}`,
          roles: [
            ...holders(ids.slice(n * 6, n * 6 + 3), "pitcher"),
            ...holders(ids.slice(n * 6 + 3, n * 6 + 6), "evaluator"),
          ],
        }),
      ),
    );
    const last = await anEventWithAgendaAndRoles(server, {
      title: "Race 3",
      roles: [...holders(["h18"], "moderator"), ...holders(["h19"], "timer")],
    });
    const [a, b, c] = meetings.map((meeting) => meeting.eventId) as [string, string, string];
    const d = last.eventId;
    // who waits for what, in this order
    const waits: Array<[string, RoleType, string]> = [
      [a, "pitcher", "w0"],
      [a, "pitcher", "w1"],
      [a, "pitcher", "w2"],
      [a, "pitcher", "w3"],
      [a, "evaluator", "w4"],
      [a, "evaluator", "w0"],
      [a, "evaluator", "w5"],
      [a, "evaluator", "w6"],
      [b, "evaluator", "w7"],
      [b, "evaluator", "w8"],
      [b, "pitcher", "w9"],
      [b, "pitcher", "w17"],
      [c, "pitcher", "w10"],
      [c, "pitcher", "w11"],
      [c, "pitcher", "w12"],
      [c, "evaluator", "w13"],
      [c, "evaluator", "w18"],
      [c, "evaluator", "w19"],
      [d, "moderator", "w14"],
      [d, "moderator", "w15"],
      [d, "timer", "w14"],
      [d, "timer", "w16"],
    ];
    const start = Date.now();
    await server.db.insert(roleWaitlist).values(
      waits.map(([eventId, roleType, userId], index) => ({
        eventId,
        roleType,
        userId,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const all = [...meetings, last].flatMap((meeting) =>
      meeting.assignmentIds.map((id) => ({ eventId: meeting.eventId, id })),
    );
    expect(all).toHaveLength(20);

    const raceClub = await aClub(server, { name: "Race Club" });
    await server.db
      .update(events)
      .set({ clubId: raceClub.id })
      .where(inArray(events.id, [a, b, c, d]));
    const officer = await signedInClubOfficer(server, raceClub.id, "Rita");
    // every holder is removed at once: one request each, all in flight together
    const responses = await Promise.all(all.map(({ eventId, id }) => drop(officer.client, eventId, id)));
    expect(responses.map((response) => response.status)).toEqual(all.map(() => 200));

    const held = await server.db.select().from(meetingRoleAssignments);
    const holding = (eventId: string, roleType: RoleType) =>
      held
        .filter((row) => row.eventId === eventId && row.roleType === roleType)
        .map((row) => row.userId)
        .sort();
    expect(holding(a, "pitcher")).toEqual(["w0", "w1", "w2"]);
    expect(holding(a, "evaluator")).toEqual(["w0", "w4", "w5"]);
    expect(holding(b, "evaluator")).toEqual(["w7", "w8"]);
    expect(holding(b, "pitcher")).toEqual(["w17", "w9"]);
    expect(holding(c, "pitcher")).toEqual(["w10", "w11", "w12"]);
    expect(holding(c, "evaluator")).toEqual(["w13", "w18", "w19"]);
    // w14 waited for both: they hold exactly one; the other went to the next member waiting for it
    const d14 = held.filter((row) => row.eventId === d && row.userId === "w14").map((row) => row.roleType);
    expect(d14).toHaveLength(1);
    expect([...holding(d, "moderator"), ...holding(d, "timer")].sort()).toEqual(
      d14[0] === "moderator" ? ["w14", "w16"] : ["w14", "w15"],
    );
    // what is left waiting: w3 (pitcher at A), w6 (evaluator at A), and w14's other wait is gone or passed over
    const left = await server.db.select().from(roleWaitlist);
    expect(left.map((row) => row.userId).sort()).toEqual(expect.arrayContaining(["w3", "w6"]));
    expect(left.some((row) => row.userId === "w14")).toBe(false);
  });
});

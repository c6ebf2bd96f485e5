import { describe, expect, test } from "vitest";
import { aClubWithPrivateEvent, anEvent, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { meetingRoleAssignments } from "../../db/schema";

const server = aServerForEachTest();

const claim = (client: TestClient, eventId: string, roleType: RoleType) =>
  client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
/** The refusal of a role that is taken, as errorOf reads it. */
const refusal = async (client: TestClient, eventId: string, roleType: RoleType) =>
  errorOf(await claim(client, eventId, roleType));
const conflict = (message: string) => ({ status: 409, code: "ROLE_CONFLICT", title: "Role Conflict", message });
const limitReached = (message: string) => ({
  status: 409,
  code: "ROLE_LIMIT_REACHED",
  title: "Role Limit Reached",
  message,
});
const full = (message: string) => ({ status: 409, code: "ROLE_FULL", title: "Role Full", message });

async function holders(client: TestClient, eventId: string) {
  const response = await client.api.events[":id"].roles.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.assignments.map((assignment) => `${assignment.roleType}:${assignment.holder}`);
}

describe("taking a meeting role", () => {
  test("a visitor is told to log in, and can read the roles", async () => {
    const eventId = await anEvent(server);
    const visitor = server.client();
    expect(await errorOf(await claim(visitor, eventId, "timer"))).toEqual({
      status: 401,
      code: "NOT_SIGNED_IN",
      message: "You must be logged in to assign roles.",
    });
    expect(await holders(visitor, eventId)).toEqual([]);
  });

  test("a member takes a role of a public event; everyone sees them by full name", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Mia");
    const response = await claim(client, eventId, "timer");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ roleType: "timer", roleName: "Timer" });
    expect(await holders(server.client(), eventId)).toEqual(["timer:Mia"]);
  });

  test("a club's private event: Access Denied for non-members, open to its active members", async () => {
    const { client: member, user } = await signedInMember(server, "Cleo");
    const { client: outsider } = await signedInMember(server, "Otto");
    const { eventId } = await aClubWithPrivateEvent(server, [user.id]);
    // an outsider cannot even see a club's private event
    expect(await errorOf(await claim(outsider, eventId, "timer"))).toMatchObject({ status: 404 });
    expect((await claim(member, eventId, "timer")).status).toBe(201);
  });

  test("an event with a club but public is open to all", async () => {
    const { clubId } = await aClubWithPrivateEvent(server, []);
    const eventId = await anEvent(server, { clubId, isPublic: true });
    const { client } = await signedInMember(server, "Pia");
    expect((await claim(client, eventId, "moderator")).status).toBe(201);
  });

  test("Access Denied when the club's event is visible to an admin who is not a member", async () => {
    const { eventId } = await aClubWithPrivateEvent(server, []);
    const { client } = await signedInAdmin(server, "Ada");
    expect(await errorOf(await claim(client, eventId, "timer"))).toEqual({
      status: 403,
      code: "ACCESS_DENIED",
      message: "You must be a member of this club to assign meeting roles.",
    });
  });

  test("every role rule answers with the spec's message and writes nothing", async () => {
    const eventId = await anEvent(server);
    const { client: ann } = await signedInMember(server, "Ann");
    const { client: ben } = await signedInMember(server, "Ben");

    expect((await claim(ann, eventId, "pitcher")).status).toBe(201);
    // the role she holds, asked for again, answers as taking it did (docs/decisions/172)
    expect((await claim(ann, eventId, "pitcher")).status).toBe(201);
    expect(await refusal(ann, eventId, "moderator")).toEqual(
      conflict("Pitcher cannot be combined with moderator role."),
    );
    expect((await claim(ann, eventId, "timer")).status).toBe(201);
    expect(await refusal(ann, eventId, "evaluator")).toEqual(
      limitReached("You already have pitcher plus another role."),
    );

    expect((await claim(ben, eventId, "moderator")).status).toBe(201);
    expect(await refusal(ben, eventId, "pitcher")).toEqual(conflict("Moderator cannot be combined with pitcher role."));
    expect(await refusal(ben, eventId, "evaluator")).toEqual(
      limitReached("You can only have one role, or pitcher plus one other role."),
    );

    const { client: cat } = await signedInMember(server, "Cat");
    expect(await refusal(cat, eventId, "timer")).toEqual(full("The Timer role is full (1/1)."));
    expect(await holders(cat, eventId)).toEqual(["pitcher:Ann", "timer:Ann", "moderator:Ben"]);
  });

  test("pitcher holds three, then Role Full (3/3)", async () => {
    const eventId = await anEvent(server);
    for (const name of ["Ann", "Ben", "Cat"]) {
      const { client } = await signedInMember(server, name);
      expect((await claim(client, eventId, "pitcher")).status).toBe(201);
    }
    const { client: dan } = await signedInMember(server, "Dan");
    expect(await errorOf(await claim(dan, eventId, "pitcher"))).toMatchObject({
      code: "ROLE_FULL",
      title: "Role Full",
      message: "The Pitcher role is full (3/3).",
    });
  });

  test("a take within the clock's tick of the one before is listed after it", async () => {
    const eventId = await anEvent(server);
    const { user: ann } = await signedInMember(server, "Ann");
    const { client: ben } = await signedInMember(server, "Ben");
    // the take before is stamped no earlier than the clock will read for the next (a millisecond clock's tie, or more)
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: ann.id, roleType: "pitcher", createdAt: new Date(Date.now() + 60_000) });
    expect((await claim(ben, eventId, "pitcher")).status).toBe(201);
    expect(await holders(server.client(), eventId)).toEqual(["pitcher:Ann", "pitcher:Ben"]);
  });

  test("bad input: an unknown role, a malformed id, an unknown event", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Ann");
    // a role the typed client cannot name, sent as a script could
    const chair = await client.post(`/api/events/${eventId}/roles`, { roleType: "Chair!" });
    expect(await errorOf(chair)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    // a well-formed key the event does not offer: without a club, only the specification's five (decision 223)
    const grammarian = await client.post(`/api/events/${eventId}/roles`, { roleType: "grammarian" });
    expect(await errorOf(grammarian)).toMatchObject({ status: 404, code: "ROLE_NOT_FOUND" });
    expect(await errorOf(await claim(client, "not-a-uuid", "timer"))).toMatchObject({ status: 404 });
    expect(await errorOf(await claim(client, crypto.randomUUID(), "timer"))).toMatchObject({
      status: 404,
      code: "EVENT_NOT_FOUND",
    });
    expect(await holders(client, eventId)).toEqual([]);
  });
});

describe("removing a role assignment", () => {
  test("only the holder can remove it", async () => {
    const eventId = await anEvent(server);
    const { client: ann } = await signedInMember(server, "Ann");
    const { client: ben } = await signedInMember(server, "Ben");
    const { id } = await (await claim(ann, eventId, "evaluator")).json();

    expect(await errorOf(await ben.request(`/api/events/${eventId}/roles/${id}`, { method: "DELETE" }))).toEqual({
      status: 403,
      code: "NOT_YOUR_ASSIGNMENT",
      message: "You can only remove your own role assignment.",
    });
    expect(
      await errorOf(await server.client().request(`/api/events/${eventId}/roles/${id}`, { method: "DELETE" })),
    ).toMatchObject({ status: 401 });
    expect(await holders(ann, eventId)).toEqual(["evaluator:Ann"]);

    const removed = await ann.request(`/api/events/${eventId}/roles/${id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ roleType: "evaluator", roleName: "Evaluator" });
    expect(await holders(ann, eventId)).toEqual([]);
    expect(await errorOf(await ann.request(`/api/events/${eventId}/roles/${id}`, { method: "DELETE" }))).toMatchObject({
      status: 404,
      code: "ASSIGNMENT_NOT_FOUND",
    });
    // the freed slot can be taken again
    expect((await claim(ben, eventId, "evaluator")).status).toBe(201);
  });

  test("an assignment is removed only through its own event, and a private event's only by those who see it", async () => {
    const { client: ann, user } = await signedInMember(server, "Ann");
    const { eventId: privateEvent } = await aClubWithPrivateEvent(server, [user.id]);
    const otherEvent = await anEvent(server);
    const { id } = await (await claim(ann, privateEvent, "timer")).json();

    expect(await errorOf(await ann.request(`/api/events/${otherEvent}/roles/${id}`, { method: "DELETE" }))).toEqual({
      status: 404,
      code: "ASSIGNMENT_NOT_FOUND",
      message: "That role assignment no longer exists.",
    });
    const { client: eve } = await signedInMember(server, "Eve");
    expect(
      await errorOf(await eve.request(`/api/events/${privateEvent}/roles/${id}`, { method: "DELETE" })),
    ).toMatchObject({ status: 404, code: "EVENT_NOT_FOUND" });
    expect(await holders(ann, privateEvent)).toEqual(["timer:Ann"]);

    expect((await ann.request(`/api/events/${privateEvent}/roles/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(await holders(ann, privateEvent)).toEqual([]);
  });
});

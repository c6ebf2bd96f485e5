/**
 * Races: many requests at the same moment. On PostgreSQL (TEST_DATABASE_URL) they run on separate connections at
 * once; the event row lock (SELECT … FOR UPDATE) must keep every rule. On PGlite they run one after another.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  anEvent,
  anEventWithAgendaAndRoles,
  makeAdmin,
  type SignedIn,
  signedInMember,
} from "../../../../test/support/factories";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";

let server: TestServer;
let members: SignedIn[] = [];

beforeAll(async () => {
  server = await createTestServer();
  members = [];
  for (let index = 0; index < 20; index++) members.push(await signedInMember(server, `Racer${index}`));
  // the agenda of an event without a club is edited by admins (and its creator): the agenda races use the first ten
  for (const member of members.slice(0, 10)) await makeAdmin(server, member.user.id);
}, 120_000);

afterAll(async () => {
  await server.close();
});

async function agendaOf(eventId: string) {
  const response = await server.client().api.events[":id"].agenda.$get({ param: { id: eventId } });
  return (await response.json()).items;
}

async function assignments(eventId: string) {
  const response = await server.client().api.events[":id"].roles.$get({ param: { id: eventId } });
  return (await response.json()).assignments;
}

const claim = (client: TestClient, eventId: string, roleType: RoleType) =>
  client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });

describe("at the same moment", () => {
  test("20 members claim the moderator role: exactly one gets it, the others are told it is full", async () => {
    const eventId = await anEvent(server);
    const responses = await Promise.all(members.map(({ client }) => claim(client, eventId, "moderator")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = await Promise.all(responses.filter((response) => response.status !== 201).map(errorOf));
    expect(refused).toHaveLength(19);
    for (const error of refused) {
      expect(error).toEqual({
        status: 409,
        code: "ROLE_FULL",
        title: "Role Full",
        message: "The Moderator role is full (1/1).",
      });
    }
    expect((await assignments(eventId)).filter((row) => row.roleType === "moderator")).toHaveLength(1);
  });

  test("10 claims by one member for different roles: never more than pitcher plus one other", async () => {
    const eventId = await anEvent(server);
    const [first] = members;
    if (!first) throw new Error("no members");
    const roles = ["pitcher", "evaluator", "moderator", "timer", "ah_counter"];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        first.client.post(`/api/events/${eventId}/roles`, { roleType: roles[index % roles.length] }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const held = (await assignments(eventId)).filter((row) => row.userId === first.user.id).map((row) => row.roleType);
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held.length).toBeLessThanOrEqual(2);
    // a role asked for twice answers 201 both times (a repeated write answers as the first, docs/decisions/172)
    const granted = new Set(roles.filter((_, index) => statuses[index] === 201 || statuses[index + 5] === 201));
    expect([...granted].sort()).toEqual([...held].sort());
    if (held.length === 2) expect(held).toContain("pitcher");
    expect(held.includes("pitcher") && held.includes("moderator")).toBe(false);
  });

  test("the holder drops the Moderator role while 10 members claim it: it never has two holders", async () => {
    const eventId = await anEvent(server);
    const [holder, ...others] = members;
    if (!holder) throw new Error("no members");
    const taken = await (await claim(holder.client, eventId, "moderator")).json();
    const [dropped, ...claims] = await Promise.all([
      holder.client.request(`/api/events/${eventId}/roles/${taken.id}`, { method: "DELETE" }),
      ...others.slice(0, 10).map(({ client }) => claim(client, eventId, "moderator")),
    ]);
    expect(dropped?.status).toBe(200);
    const moderators = (await assignments(eventId)).filter((row) => row.roleType === "moderator");
    expect(moderators.length).toBeLessThanOrEqual(1);
    expect(claims.filter((response) => response.status === 201)).toHaveLength(moderators.length);
    for (const refused of claims.filter((response) => response.status !== 201)) {
      expect(await errorOf(refused)).toMatchObject({ status: 409, code: "ROLE_FULL" });
    }
  });

  test("10 removals of one assignment at once: one succeeds, the others find it gone", async () => {
    const eventId = await anEvent(server);
    const [holder] = members;
    if (!holder) throw new Error("no members");
    const taken = await (await claim(holder.client, eventId, "timer")).json();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        holder.client.request(`/api/events/${eventId}/roles/${taken.id}`, { method: "DELETE" }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const gone of responses.filter((response) => response.status !== 200)) {
      expect(await errorOf(gone)).toMatchObject({ status: 404, code: "ASSIGNMENT_NOT_FOUND" });
    }
    expect(await assignments(eventId)).toEqual([]);
  });

  test("10 agenda items added at once get distinct order_index values", async () => {
    const eventId = await anEvent(server);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        members[index % members.length]?.client.post(`/api/events/${eventId}/agenda`, { title: `Item ${index}` }),
      ),
    );
    expect(responses.map((response) => response?.status)).toEqual(Array(10).fill(201));
    const body = await (await server.client().api.events[":id"].agenda.$get({ param: { id: eventId } })).json();
    expect(body.items.map((item) => item.orderIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test("two members reorder, add and delete agenda items at once: every item once, numbered 1…n", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, {
      agenda: ["Welcome", "Table topics", "Pitches", "Evaluations", "Close"],
    });
    const [ann, bob] = members;
    if (!ann || !bob) throw new Error("no members");
    const reversed = [...agendaItemIds].reverse();
    const rotated = [...agendaItemIds.slice(1), ...agendaItemIds.slice(0, 1)];
    const reorder = ({ client }: SignedIn, itemIds: string[]) =>
      client.api.events[":id"].agenda.order.$put({ param: { id: eventId }, json: { itemIds } });
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => reorder(index % 2 ? bob : ann, index % 2 ? reversed : rotated)),
      ann.client.post(`/api/events/${eventId}/agenda`, { title: "Raffle" }),
      bob.client.request(`/api/events/${eventId}/agenda/${agendaItemIds[2]}`, { method: "DELETE" }),
    ]);
    // a reorder made from the list before the add or the delete is refused, never applied half
    for (const response of responses) expect([200, 201, 409]).toContain(response.status);
    const items = await agendaOf(eventId);
    expect(items.map((item) => item.orderIndex)).toEqual(items.map((_, index) => index + 1));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => item.title).sort()).toEqual(
      ["Close", "Evaluations", "Raffle", "Table topics", "Welcome"].sort(),
    );
  });

  test("two members reorder the same agenda at once: the last one applied wins, with no duplicates or gaps", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, { agenda: ["A", "B", "C", "D"] });
    const [ann, bob] = members;
    if (!ann || !bob) throw new Error("no members");
    const orders = [
      ["D", "C", "B", "A"],
      ["B", "A", "D", "C"],
    ].map((titles) => titles.map((title) => agendaItemIds["ABCD".indexOf(title)] ?? ""));
    const responses = await Promise.all(
      [ann, bob].flatMap((member, index) =>
        Array.from({ length: 5 }, () =>
          member.client.api.events[":id"].agenda.order.$put({
            param: { id: eventId },
            json: { itemIds: orders[index] ?? [] },
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const items = await agendaOf(eventId);
    expect(items.map((item) => item.orderIndex)).toEqual([1, 2, 3, 4]);
    expect([orders[0], orders[1]]).toContainEqual(items.map((item) => item.id));
  });
});

import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { z } from "zod";
import { aClubWithPrivateEvent, anEvent, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { createTestServer, errorOf, type TestClient, type TestServer } from "../../../../test/support/server";
import type { agendaItemInput } from "../../../domain/events/inputs";

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
});

afterEach(async () => {
  await server.close();
});

const add = (client: TestClient, eventId: string, item: z.input<typeof agendaItemInput>) =>
  client.api.events[":id"].agenda.$post({ param: { id: eventId }, json: item });

async function agenda(client: TestClient, eventId: string) {
  const response = await client.api.events[":id"].agenda.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.items;
}

describe("the agenda of a meeting", () => {
  test("a member adds items: defaults 10 minutes and general, order_index highest + 1; visitors read it", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Ann");
    const first = await add(client, eventId, { title: "  Welcome  " });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      title: "Welcome",
      durationMinutes: 10,
      agendaType: "general",
      orderIndex: 1,
      description: null,
    });
    await add(client, eventId, {
      title: "Prepared pitches",
      durationMinutes: 25,
      agendaType: "pitch",
      description: "3 pitches",
    });
    const items = await agenda(server.client(), eventId);
    expect(items.map((item) => [item.title, item.orderIndex, item.durationMinutes, item.agendaType])).toEqual([
      ["Welcome", 1, 10, "general"],
      ["Prepared pitches", 2, 25, "pitch"],
    ]);
  });

  test("a new item goes after the highest order_index, also after deletions", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Ann");
    for (const title of ["One", "Two", "Three"]) await add(client, eventId, { title });
    const [one, , three] = await agenda(client, eventId);
    await client.request(`/api/events/${eventId}/agenda/${one?.id}`, { method: "DELETE" });
    await client.request(`/api/events/${eventId}/agenda/${three?.id}`, { method: "DELETE" });
    await add(client, eventId, { title: "Four" });
    expect((await agenda(client, eventId)).map((item) => [item.title, item.orderIndex])).toEqual([
      ["Two", 2],
      ["Four", 3],
    ]);
  });

  test("durations follow the one rule: not a number → 10, at least 1, whole minutes", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Ann");
    const typed: Array<[unknown, number]> = [
      ["e", 10],
      ["", 10],
      [null, 10],
      [undefined, 10],
      [{ minutes: 5 }, 10],
      ["-5", 1],
      [-5, 1],
      [0, 1],
      ["2.5", 3],
      [2.4, 2],
      [" 25 ", 25],
      [100_000, 600],
    ];
    for (const [durationMinutes] of typed) {
      expect((await add(client, eventId, { title: `Item ${String(durationMinutes)}`, durationMinutes })).status).toBe(
        201,
      );
    }
    expect((await agenda(client, eventId)).map((item) => item.durationMinutes)).toEqual(
      typed.map(([, saved]) => saved),
    );
  });

  test("invalid items are refused and nothing is added", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInMember(server, "Ann");
    expect(await errorOf(await add(client, eventId, { title: "   " }))).toMatchObject({
      status: 400,
      message: "title: Title is required",
    });
    // an agenda type the typed client cannot name, sent as a script could
    const party = await client.post(`/api/events/${eventId}/agenda`, { title: "Talk", agendaType: "party" });
    expect(await errorOf(party)).toMatchObject({
      status: 400,
    });
    expect(await errorOf(await add(client, eventId, { title: "T".repeat(121) }))).toMatchObject({ status: 400 });
    expect(await errorOf(await add(client, eventId, { title: "Talk", description: "d".repeat(501) }))).toMatchObject({
      status: 400,
    });
    expect(await agenda(client, eventId)).toEqual([]);
  });

  test("visitors cannot edit; deleting a missing item is a 404", async () => {
    const eventId = await anEvent(server);
    const visitor = server.client();
    expect(await errorOf(await add(visitor, eventId, { title: "Sneaky" }))).toMatchObject({ status: 401 });
    const { client } = await signedInMember(server, "Ann");
    const created = await (await add(client, eventId, { title: "Keep" })).json();
    expect(
      await errorOf(await visitor.request(`/api/events/${eventId}/agenda/${created.id}`, { method: "DELETE" })),
    ).toMatchObject({ status: 401 });
    const missing = await client.request(`/api/events/${eventId}/agenda/${crypto.randomUUID()}`, { method: "DELETE" });
    expect(await errorOf(missing)).toMatchObject({ status: 404, code: "AGENDA_ITEM_NOT_FOUND" });
    // an item of another event cannot be deleted through this one
    const otherEvent = await anEvent(server, { title: "Other" });
    const wrong = await client.request(`/api/events/${otherEvent}/agenda/${created.id}`, { method: "DELETE" });
    expect(wrong.status).toBe(404);
    expect((await agenda(client, eventId)).map((item) => item.title)).toEqual(["Keep"]);
  });

  test("a club's private event: its members and admins edit, others cannot", async () => {
    const { client: member, user } = await signedInMember(server, "Cleo");
    const { client: admin } = await signedInAdmin(server, "Ada");
    const { client: outsider } = await signedInMember(server, "Otto");
    const { eventId } = await aClubWithPrivateEvent(server, [user.id]);

    expect((await add(member, eventId, { title: "Members' welcome" })).status).toBe(201);
    expect((await add(admin, eventId, { title: "Admin notes" })).status).toBe(201);
    expect((await add(outsider, eventId, { title: "Outsider" })).status).toBe(404);
    expect((await outsider.get(`/api/events/${eventId}/agenda`)).status).toBe(404);
    expect((await agenda(member, eventId)).map((item) => item.title)).toEqual(["Members' welcome", "Admin notes"]);
  });
});

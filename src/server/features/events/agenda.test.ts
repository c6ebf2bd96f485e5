import { describe, expect, test } from "vitest";
import type { z } from "zod";
import {
  aClubWithPrivateEvent,
  anEvent,
  anEventWithAgendaAndRoles,
  makeClubOfficer,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import type { agendaItemInput } from "../../../domain/events/inputs";
import { DAY } from "../../../domain/time";

const server = aServerForEachTest();

const add = (client: TestClient, eventId: string, item: z.input<typeof agendaItemInput>) =>
  client.api.events[":id"].agenda.$post({ param: { id: eventId }, json: item });

async function agenda(client: TestClient, eventId: string) {
  const response = await client.api.events[":id"].agenda.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  const body = await response.json();
  return body.items;
}

describe("the agenda of a meeting", () => {
  test("an admin adds items: defaults 10 minutes and general, order_index highest + 1; visitors read it", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInAdmin(server, "Ann");
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

  test("a new item goes last; a deletion closes the gap, so the order stays 1, 2, 3…", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInAdmin(server, "Ann");
    for (const title of ["One", "Two", "Three"]) await add(client, eventId, { title });
    const [one, , three] = await agenda(client, eventId);
    await client.request(`/api/events/${eventId}/agenda/${one?.id}`, { method: "DELETE" });
    await client.request(`/api/events/${eventId}/agenda/${three?.id}`, { method: "DELETE" });
    await add(client, eventId, { title: "Four" });
    expect((await agenda(client, eventId)).map((item) => [item.title, item.orderIndex])).toEqual([
      ["Two", 1],
      ["Four", 2],
    ]);
  });

  test("durations follow the one rule: not a number → 10, at least 1, whole minutes", async () => {
    const eventId = await anEvent(server);
    const { client } = await signedInAdmin(server, "Ann");
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
    const { client } = await signedInAdmin(server, "Ann");
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
    const { client } = await signedInAdmin(server, "Ann");
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

  test("a club's private event: its officers and admins edit, its plain members may not, others do not see it", async () => {
    const { client: officer, user: officerUser } = await signedInMember(server, "Olivia");
    const { client: member, user } = await signedInMember(server, "Cleo");
    const { client: admin } = await signedInAdmin(server, "Ada");
    const { client: outsider } = await signedInMember(server, "Otto");
    const { eventId, clubId } = await aClubWithPrivateEvent(server, [user.id, officerUser.id]);
    await makeClubOfficer(server, clubId, officerUser.id);

    expect((await add(officer, eventId, { title: "Officers' welcome" })).status).toBe(201);
    expect((await add(admin, eventId, { title: "Admin notes" })).status).toBe(201);
    expect(await errorOf(await add(member, eventId, { title: "Member" }))).toMatchObject({
      status: 403,
      code: "AGENDA_EDIT_DENIED",
    });
    expect((await add(outsider, eventId, { title: "Outsider" })).status).toBe(404);
    expect((await outsider.get(`/api/events/${eventId}/agenda`)).status).toBe(404);
    expect((await agenda(member, eventId)).map((item) => item.title)).toEqual(["Officers' welcome", "Admin notes"]);
  });
});

const edit = (client: TestClient, eventId: string, itemId: string, json: Record<string, unknown>) =>
  client.api.events[":id"].agenda[":itemId"].$patch({ param: { id: eventId, itemId }, json });
const reorder = (client: TestClient, eventId: string, itemIds: string[]) =>
  client.api.events[":id"].agenda.order.$put({ param: { id: eventId }, json: { itemIds } });

describe("editing and reordering the agenda", () => {
  test("an edit changes only the fields sent; minutes follow the one rule; the item keeps its place", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, { agenda: ["Welcome", "Pitches"] });
    const [welcome = "", pitches = ""] = agendaItemIds;
    const { client } = await signedInAdmin(server, "Ann");
    const changed = await edit(client, eventId, pitches, { durationMinutes: "2.5", agendaType: "pitch" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: pitches, title: "Pitches", durationMinutes: 3, orderIndex: 2 });
    await edit(client, eventId, welcome, { title: "  Opening  ", description: "Doors at 6:45" });
    expect(await agenda(client, eventId)).toMatchObject([
      { title: "Opening", description: "Doors at 6:45", durationMinutes: 10, agendaType: "general", orderIndex: 1 },
      { title: "Pitches", description: null, durationMinutes: 3, agendaType: "pitch", orderIndex: 2 },
    ]);
    await edit(client, eventId, welcome, { description: "" });
    expect((await agenda(client, eventId))[0]).toMatchObject({ description: null });
  });

  test("invalid edits are refused and change nothing; an item of another event is not found", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, { agenda: ["Welcome"] });
    const [welcome = ""] = agendaItemIds;
    const { client } = await signedInAdmin(server, "Ann");
    expect(await errorOf(await edit(client, eventId, welcome, { title: "  " }))).toMatchObject({
      status: 400,
      message: "title: Title is required",
    });
    expect(await errorOf(await edit(client, eventId, welcome, { agendaType: "party" }))).toMatchObject({ status: 400 });
    expect(await errorOf(await edit(client, eventId, welcome, { orderIndex: 5 }))).toMatchObject({ status: 400 });
    const other = await anEvent(server, { title: "Other" });
    expect(await errorOf(await edit(client, other, welcome, { title: "Moved" }))).toMatchObject({
      status: 404,
      code: "AGENDA_ITEM_NOT_FOUND",
    });
    expect(await errorOf(await edit(client, eventId, crypto.randomUUID(), { title: "Ghost" }))).toMatchObject({
      status: 404,
      code: "AGENDA_ITEM_NOT_FOUND",
    });
    expect((await agenda(client, eventId)).map((item) => item.title)).toEqual(["Welcome"]);
  });

  test("a reorder puts every item in the order sent and numbers them 1…n", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, { agenda: ["One", "Two", "Three"] });
    const [one = "", two = "", three = ""] = agendaItemIds;
    const { client } = await signedInAdmin(server, "Ann");
    const response = await reorder(client, eventId, [three, one, two]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items.map((item) => [item.title, item.orderIndex])).toEqual([
      ["Three", 1],
      ["One", 2],
      ["Two", 3],
    ]);
    expect((await agenda(server.client(), eventId)).map((item) => item.title)).toEqual(["Three", "One", "Two"]);
  });

  test("an order that does not name the current items exactly once is refused with 409 and changes nothing", async () => {
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, { agenda: ["One", "Two", "Three"] });
    const [one = "", two = "", three = ""] = agendaItemIds;
    const { client } = await signedInAdmin(server, "Ann");
    const stale = [[two, one], [three, two, one, crypto.randomUUID()], [three, three, one], []];
    for (const itemIds of stale) {
      expect(await errorOf(await reorder(client, eventId, itemIds))).toEqual({
        status: 409,
        code: "AGENDA_CHANGED",
        title: "Agenda Changed",
        message:
          "The agenda changed in the meantime: an order must name each of its current items once. Please try again.",
      });
    }
    expect(await errorOf(await reorder(client, eventId, ["not-an-id"]))).toMatchObject({ status: 400 });
    expect((await agenda(client, eventId)).map((item) => [item.title, item.orderIndex])).toEqual([
      ["One", 1],
      ["Two", 2],
      ["Three", 3],
    ]);
  });

  test("visitors, outsiders of a private club event and anyone after the event has ended cannot edit or reorder", async () => {
    const { client: member, user } = await signedInMember(server, "Cleo");
    const { client: outsider } = await signedInMember(server, "Otto");
    const { eventId, clubId } = await aClubWithPrivateEvent(server, [user.id]);
    await makeClubOfficer(server, clubId, user.id);
    const created = await (await add(member, eventId, { title: "Members' welcome" })).json();
    const itemId = created.id;
    expect((await edit(server.client(), eventId, itemId, { title: "Visitor" })).status).toBe(401);
    expect((await reorder(server.client(), eventId, [itemId])).status).toBe(401);
    expect((await edit(outsider, eventId, itemId, { title: "Outsider" })).status).toBe(404);
    expect((await reorder(outsider, eventId, [itemId])).status).toBe(404);

    const past = await anEventWithAgendaAndRoles(server, {
      eventDate: new Date(Date.now() - 2 * DAY),
      createdBy: user.id,
      agenda: ["Welcome", "Pitches"],
    });
    const [welcome = "", pitches = ""] = past.agendaItemIds;
    expect(await errorOf(await edit(member, past.eventId, welcome, { title: "Late" }))).toMatchObject({
      status: 409,
      code: "EVENT_ENDED",
    });
    expect(await errorOf(await reorder(member, past.eventId, [pitches, welcome]))).toMatchObject({
      status: 409,
      code: "EVENT_ENDED",
    });
    expect((await agenda(member, past.eventId)).map((item) => item.title)).toEqual(["Welcome", "Pitches"]);
  });
});

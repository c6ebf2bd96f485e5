/**
 * Who edits an agenda (docs/decisions/163): for a club's meeting its officers, its moderator and admins; for an event
 * without a club its creator and admins. The event page's `canEditAgenda` says the same, and the agenda keeps its
 * last change with who made it and when.
 */
import { describe, expect, test } from "vitest";
import { aClubScene } from "../../../../test/support/club-scene";
import {
  anEventWithAgendaAndRoles,
  type SignedIn,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";

const server = aServerForEachTest();

const add = (who: SignedIn, eventId: string, title: string) =>
  who.client.api.events[":id"].agenda.$post({ param: { id: eventId }, json: { title } });
const remove = (who: SignedIn, eventId: string, itemId: string) =>
  who.client.api.events[":id"].agenda[":itemId"].$delete({ param: { id: eventId, itemId } });
const reorder = (who: SignedIn, eventId: string, itemIds: string[]) =>
  who.client.api.events[":id"].agenda.order.$put({ param: { id: eventId }, json: { itemIds } });
const edit = (who: SignedIn, eventId: string, itemId: string) =>
  who.client.api.events[":id"].agenda[":itemId"].$patch({ param: { id: eventId, itemId }, json: { title: "Mine" } });
const mayEdit = async (who: SignedIn, eventId: string) =>
  (await (await who.client.api.events[":id"].$get({ param: { id: eventId } })).json()).canEditAgenda;
const agendaOf = async (eventId: string) =>
  (await server.client().api.events[":id"].agenda.$get({ param: { id: eventId } })).json();

const denied = { status: 403, code: "AGENDA_EDIT_DENIED" };

describe("a club's meeting", () => {
  /** Harbour Speakers' meeting: Lea its officer, Ben its member, Mo its moderator, Sam of no club, Ada an admin. */
  async function clubMeeting() {
    const { clubId, officer, member, admin } = await aClubScene(server);
    const [moderator, stranger] = await Promise.all(["Mo", "Sam"].map((name) => signedInMember(server, name)));
    if (!moderator || !stranger) throw new Error("members not made");
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, {
      title: "Club Night",
      clubId,
      isPublic: true,
      createdBy: member.user.id,
      agenda: ["Opening", "Table Topics", "Closing"],
      roles: [{ userId: moderator.user.id, roleType: "moderator" }],
    });
    return { eventId, items: agendaItemIds, officer, moderator, member, stranger, admin };
  }

  test("a member of no club and a plain club member may not add, edit, reorder or delete, and are not offered to", async () => {
    const { eventId, items, member, stranger } = await clubMeeting();
    for (const who of [stranger, member]) {
      expect(await errorOf(await add(who, eventId, "Raffle"))).toMatchObject(denied);
      expect(await errorOf(await edit(who, eventId, items[0] ?? ""))).toMatchObject(denied);
      expect(await errorOf(await reorder(who, eventId, [...items].reverse()))).toMatchObject(denied);
      expect(await errorOf(await remove(who, eventId, items[1] ?? ""))).toMatchObject(denied);
      expect(await mayEdit(who, eventId)).toBe(false);
    }
    const { items: after, lastChange } = await agendaOf(eventId);
    expect(after.map((item) => item.title)).toEqual(["Opening", "Table Topics", "Closing"]);
    expect(lastChange).toBeNull();
  });

  test("its officers, its moderator and admins edit it, and are offered to", async () => {
    const { eventId, items, officer, moderator, admin } = await clubMeeting();
    expect((await add(officer, eventId, "Raffle")).status).toBe(201);
    expect((await edit(moderator, eventId, items[0] ?? "")).status).toBe(200);
    expect((await remove(admin, eventId, items[2] ?? "")).status).toBe(200);
    for (const who of [officer, moderator, admin]) expect(await mayEdit(who, eventId)).toBe(true);
    expect(await mayEdit({ client: server.client(), user: officer.user }, eventId)).toBe(false);
  });

  test("the agenda keeps who changed what last, and when", async () => {
    const { eventId, items, officer, moderator } = await clubMeeting();
    await add(moderator, eventId, "Raffle");
    const before = Date.now();
    expect((await remove(officer, eventId, items[1] ?? "")).status).toBe(200);
    const { items: after, lastChange } = await agendaOf(eventId);
    expect(after.map((item) => item.title)).toEqual(["Opening", "Closing", "Raffle"]);
    expect(lastChange).toMatchObject({ by: "Lea", change: 'Deleted "Table Topics"' });
    expect(Date.parse(lastChange?.changedAt ?? "")).toBeGreaterThanOrEqual(before - 1_000);
  });
});

describe("an event without a club", () => {
  test("its creator and admins edit its agenda; other members may not", async () => {
    const [creator, other] = await Promise.all(["Cara", "Otto"].map((name) => signedInMember(server, name)));
    if (!creator || !other) throw new Error("members not made");
    const admin = await signedInAdmin(server, "Ada");
    const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, {
      createdBy: creator.user.id,
      agenda: ["Welcome"],
      roles: [{ userId: other.user.id, roleType: "moderator" }],
    });
    expect(await errorOf(await add(other, eventId, "Mine"))).toMatchObject(denied);
    expect(await mayEdit(other, eventId)).toBe(false);
    expect((await add(creator, eventId, "Networking")).status).toBe(201);
    expect((await remove(admin, eventId, agendaItemIds[0] ?? "")).status).toBe(200);
    expect(await mayEdit(creator, eventId)).toBe(true);
    expect((await agendaOf(eventId)).lastChange).toMatchObject({ by: "Ada", change: 'Deleted "Welcome"' });
  });
});

/**
 * Past and running events (docs/decisions/115): an event is listed until it ends, and once it has ended its
 * attendance, roles and agenda no longer change (409 EVENT_ENDED). Events carry a planned length and a time zone.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  anEvent,
  anEventWithAgendaAndRoles,
  dayFromNow,
  signedInAdmin,
  signedInMember,
} from "../../../../test/support/factories";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import type { CreateEventInput } from "../../../domain/events/inputs";
import { DAY, MINUTE } from "../../../domain/time";
import { eventAttendees, events, meetingAgendas, meetingRoleAssignments } from "../../db/schema";

const server = aServerForEachTest();

/** The titles of the first page of events, as `client` sees them. */
const titles = async (client: TestClient) =>
  (await (await client.api.events.$get({ query: {} })).json()).events.map((event) => event.title);

describe("which events are listed", () => {
  test("upcoming and running events are listed, soonest first; ended ones are not", async () => {
    const now = Date.now();
    await anEvent(server, { title: "Tomorrow", eventDate: new Date(now + DAY) });
    await anEvent(server, { title: "Started 5 minutes ago", eventDate: new Date(now - 5 * MINUTE) });
    await anEvent(server, {
      title: "Day-long, started 20 hours ago",
      eventDate: new Date(now - 20 * 60 * MINUTE),
      durationMinutes: 1440,
    });
    await anEvent(server, { title: "Ended 3 days ago", eventDate: new Date(now - 3 * DAY) });
    await anEvent(server, { title: "Short, over", eventDate: new Date(now - 40 * MINUTE), durationMinutes: 30 });

    expect(await titles(server.client())).toEqual([
      "Day-long, started 20 hours ago",
      "Started 5 minutes ago",
      "Tomorrow",
    ]);
    const { client } = await signedInMember(server, "Ann");
    expect(await titles(client)).toHaveLength(3);
  });

  test("the cached list lets an event go the moment it ends", async () => {
    // ends in about a second: started 59 s ago, one minute long
    await anEvent(server, { title: "Ending", eventDate: new Date(Date.now() - 59 * 1000), durationMinutes: 1 });
    await anEvent(server, { title: "Later", eventDate: new Date(Date.now() + DAY) });
    const visitor = server.client();
    expect(await titles(visitor)).toEqual(["Ending", "Later"]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await titles(visitor)).toEqual(["Later"]);
  });
});

describe("an event that has ended", () => {
  test("refuses attendance, roles and agenda changes with 409 EVENT_ENDED; nothing changes", async () => {
    const { client, user } = await signedInMember(server, "Ann");
    const { eventId, agendaItemIds, assignmentIds } = await anEventWithAgendaAndRoles(server, {
      title: "Last week",
      createdBy: user.id,
      eventDate: new Date(Date.now() - 3 * DAY),
      agenda: ["Welcome"],
      roles: [{ userId: user.id, roleType: "timer" }],
    });
    await server.db.insert(eventAttendees).values({ eventId, userId: user.id });

    const ended = { status: 409, code: "EVENT_ENDED", message: "This event has ended." };
    const attempts = [
      client.post(`/api/events/${eventId}/attendance`),
      client.request(`/api/events/${eventId}/attendance`, { method: "DELETE" }),
      client.post(`/api/events/${eventId}/roles`, { roleType: "pitcher" }),
      client.request(`/api/events/${eventId}/roles/${assignmentIds[0]}`, { method: "DELETE" }),
      client.post(`/api/events/${eventId}/agenda`, { title: "Late item" }),
      client.request(`/api/events/${eventId}/agenda/${agendaItemIds[0]}`, { method: "DELETE" }),
    ];
    for (const attempt of attempts) expect(await errorOf(await attempt)).toEqual(ended);

    const rows = async (table: typeof eventAttendees | typeof meetingAgendas | typeof meetingRoleAssignments) =>
      (await server.db.select({ value: count() }).from(table).where(eq(table.eventId, eventId)))[0]?.value;
    expect([await rows(eventAttendees), await rows(meetingAgendas), await rows(meetingRoleAssignments)]).toEqual([
      1, 1, 1,
    ]);
    // it can still be read: its page, agenda, roles and calendar file
    const page = await (await client.api.events[":id"].$get({ param: { id: eventId } })).json();
    expect(page).toMatchObject({ title: "Last week", attendeeCount: 1, durationMinutes: 120 });
    expect((await client.get(`/api/events/${eventId}/agenda`)).status).toBe(200);
    expect((await client.get(`/api/events/${eventId}/roles`)).status).toBe(200);
    expect((await client.get(`/api/events/${eventId}/calendar.ics`)).status).toBe(200);
  });

  test("a running event still takes attendance, roles and agenda items", async () => {
    const { client, user } = await signedInMember(server, "Ann");
    const eventId = await anEvent(server, {
      eventDate: new Date(Date.now() - 90 * MINUTE),
      durationMinutes: 120,
      createdBy: user.id,
    });
    expect((await client.post(`/api/events/${eventId}/attendance`)).status).toBe(200);
    expect((await client.post(`/api/events/${eventId}/roles`, { roleType: "timer" })).status).toBe(201);
    expect((await client.post(`/api/events/${eventId}/agenda`, { title: "Wrap-up" })).status).toBe(201);
  });

  test("an event whose length ran out a minute ago has ended", async () => {
    const { client } = await signedInMember(server, "Ann");
    const eventId = await anEvent(server, { eventDate: new Date(Date.now() - 31 * MINUTE), durationMinutes: 30 });
    expect(await errorOf(await client.post(`/api/events/${eventId}/attendance`))).toMatchObject({
      status: 409,
      code: "EVENT_ENDED",
    });
  });
});

describe("length and time zone of a new event", () => {
  const create = async (extra: Partial<CreateEventInput>) => {
    const { client } = await signedInAdmin(server);
    const response = await client.api.events.$post({
      json: {
        title: `Pitch Night ${Math.random()}`,
        date: dayFromNow(10),
        time: "07:00",
        timeZone: "Europe/London",
        ...extra,
      },
    });
    expect(response.status).toBe(201);
    const { events: created } = await response.json();
    const [row] = await server.db
      .select()
      .from(events)
      .where(eq(events.id, created[0]?.id ?? ""));
    return row;
  };

  test("2 hours unless given; the length follows the duration rule (whole minutes, at least 1, at most a day)", async () => {
    expect(await create({})).toMatchObject({ durationMinutes: 120, timeZone: "Europe/London" });
    expect(await create({ durationMinutes: 90 })).toMatchObject({ durationMinutes: 90 });
    expect(await create({ durationMinutes: "45" })).toMatchObject({ durationMinutes: 45 });
    expect(await create({ durationMinutes: "e" })).toMatchObject({ durationMinutes: 120 });
    expect(await create({ durationMinutes: -5 })).toMatchObject({ durationMinutes: 1 });
    expect(await create({ durationMinutes: 2.5 })).toMatchObject({ durationMinutes: 3 });
    expect(await create({ durationMinutes: 5000 })).toMatchObject({ durationMinutes: 1440 });
  });

  test("the event's page and the list carry its length and time zone", async () => {
    const row = await create({ durationMinutes: 75 });
    const page = await (await server.client().get(`/api/events/${row?.id}`)).json();
    expect(page).toMatchObject({ durationMinutes: 75, timeZone: "Europe/London" });
    const list = await (await server.client().api.events.$get({ query: {} })).json();
    expect(list.events[0]).toMatchObject({ durationMinutes: 75, timeZone: "Europe/London" });
  });
});

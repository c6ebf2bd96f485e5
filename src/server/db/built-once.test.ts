import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, anEvent } from "../../../test/support/factories";
import { aServerForTheFile } from "../../../test/support/server";
import { builtOnce } from "./built-once";
import type { Executor } from "./executor";
import { events, meetingRuns } from "./schema";

const eventWithRun = (db: Executor) =>
  db
    .select({ id: events.id, title: events.title, eventDate: events.eventDate, endedAt: meetingRuns.endedAt })
    .from(events)
    .leftJoin(meetingRuns, eq(meetingRuns.eventId, events.id));

const eventById = builtOnce("test_event_by_id", (db: Executor) =>
  eventWithRun(db).where(eq(events.id, sql.placeholder("eventId"))),
);

const retitle = builtOnce("test_retitle_event", (db: Executor) =>
  db
    .update(events)
    .set({ title: sql`${sql.placeholder("title")}` })
    .where(eq(events.id, sql.placeholder("eventId")))
    .returning({ title: events.title }),
);

describe("a statement built once (decision 265)", () => {
  const server = aServerForTheFile();

  test("answers each call's values with rows as the builder's own run gives them", async () => {
    const { id: clubId } = await aClub(server);
    const first = await anEvent(server, { title: "Spring Pitch Night", clubId });
    const second = await anEvent(server, { title: "Autumn Pitch Night", clubId });
    for (const id of [first, second]) {
      const own = await eventWithRun(server.db).where(eq(events.id, id));
      const built = await eventById(server.db, { eventId: id });
      expect(built).toEqual(own);
      // a date is a Date, a missing joined row's column is null
      expect(built[0]?.eventDate).toBeInstanceOf(Date);
      expect(built[0]?.endedAt).toBeNull();
    }
    expect((await eventById(server.db, { eventId: first }))[0]?.title).toBe("Spring Pitch Night");
  });

  test("runs inside the transaction it is given: its writes are seen there and gone when it rolls back", async () => {
    const eventId = await anEvent(server, { title: "Before" });
    await expect(
      server.db.transaction(async (tx) => {
        expect(await retitle(tx, { eventId, title: "Inside" })).toEqual([{ title: "Inside" }]);
        expect((await eventById(tx, { eventId }))[0]?.title).toBe("Inside");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await eventById(server.db, { eventId }))[0]?.title).toBe("Before");
    await server.db.transaction(async (tx) => {
      await retitle(tx, { eventId, title: "Committed" });
    });
    expect((await eventById(server.db, { eventId }))[0]?.title).toBe("Committed");
  });

  test("a value left out is refused before anything runs", async () => {
    const eventId = await anEvent(server, { title: "Untouched" });
    await expect(retitle(server.db, { eventId })).rejects.toThrow('No value for placeholder "title"');
    expect((await eventById(server.db, { eventId }))[0]?.title).toBe("Untouched");
  });
});

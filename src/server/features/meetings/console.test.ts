/**
 * A meeting's console (docs/decisions/159): who may start items and time speeches, the verdict a stop records,
 * replays of offline actions counted once, the console's window, and the display with its token and live stream.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { makeAdmin, makeClubOfficer, signedInMember } from "../../../../test/support/factories";
import { aPrivateClubMeeting } from "../../../../test/support/private-meeting";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { sseReader } from "../../../../test/support/sse";
import { MINUTE } from "../../../domain/time";
import { meetingRoleAssignments, meetingTimings, memberships } from "../../db/schema";

const server = aServerForEachTest();

const uuid = () => crypto.randomUUID();

/** A private club meeting that began ten minutes ago, with a timer, a moderator, a pitcher and a plain member. */
const aRunningMeeting = (values: { eventDate?: Date; cancelledAt?: Date } = {}) =>
  aPrivateClubMeeting(
    server,
    { timer: ["Tim", "timer"], moderator: ["Mo", "moderator"], pitcher: ["Pia", "pitcher"], member: ["Max"] },
    {
      club: { name: `Club ${uuid()}`, graceSeconds: 30 },
      eventDate: values.eventDate ?? new Date(Date.now() - 10 * MINUTE),
      durationMinutes: 90,
      cancelledAt: values.cancelledAt,
    },
  );

type Meeting = Awaited<ReturnType<typeof aRunningMeeting>>;

const at = (base: number, seconds: number) => new Date(base + seconds * 1000).toISOString();

const startTiming = (client: TestClient, eventId: string, json: Record<string, unknown>) =>
  client.api.meetings[":id"].timings.$post({ param: { id: eventId }, json: json as never });
const timingAction = (
  client: TestClient,
  eventId: string,
  timingId: string,
  action: "pause" | "resume" | "stop",
  json: { actionId: string; at?: string },
) =>
  client.api.meetings[":id"].timings[":timingId"][":action"].$post({ param: { id: eventId, timingId, action }, json });

async function consoleOf(client: TestClient, eventId: string) {
  const response = await client.api.meetings[":id"].$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}

describe("who may do what", () => {
  test("the timer times, the moderator starts items; a plain member may only watch", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, pitcher } = meeting;
    const watched = await consoleOf(meeting.member.client, eventId);
    expect(watched.viewer.capabilities).toMatchObject({ moderate: false, time: false, count: false, vote: false });
    expect(watched.displayPath).toBeNull();
    expect(watched.fillers).toEqual([]);

    const refused = await startTiming(meeting.member.client, eventId, { id: uuid(), speakerUserId: pitcher.user.id });
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: "NOT_ALLOWED_IN_MEETING" });
    const started = await startTiming(meeting.timer.client, eventId, { id: uuid(), speakerUserId: pitcher.user.id });
    expect(started.status).toBe(201);

    const item = meeting.items[0] as string;
    const start = (client: TestClient) =>
      client.api.meetings[":id"].items[":itemId"].start.$post({ param: { id: eventId, itemId: item }, json: {} });
    expect((await start(meeting.timer.client)).status).toBe(403);
    expect((await start(meeting.moderator.client)).status).toBe(200);

    const timerView = await consoleOf(meeting.timer.client, eventId);
    expect(timerView.viewer.capabilities).toMatchObject({ time: true, moderate: false, renewDisplay: false });
    expect(timerView.displayPath).toMatch(new RegExp(`^/meetings/${eventId}/display\\?token=[\\w-]{32}$`));
  });

  test("the club's officers and admins may moderate and time; someone outside the club finds no meeting", async () => {
    const meeting = await aRunningMeeting();
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const admin = await signedInMember(server, "Ada");
    await makeAdmin(server, admin.user.id);
    for (const client of [officer.client, admin.client]) {
      const view = await consoleOf(client, meeting.eventId);
      expect(view.viewer.capabilities).toMatchObject({ moderate: true, time: true, count: true, renewDisplay: true });
    }
    const stranger = await signedInMember(server, "Sam");
    expect((await stranger.client.api.meetings[":id"].$get({ param: { id: meeting.eventId } })).status).toBe(404);
    expect((await server.client().api.meetings[":id"].$get({ param: { id: meeting.eventId } })).status).toBe(401);
  });
});

describe("timing a speech", () => {
  test("the speaker's own range sets the thresholds; stop records the duration and the verdict with the grace", async () => {
    const meeting = await aRunningMeeting();
    const { eventId, pitcher, timer } = meeting;
    await server.db
      .update(meetingRoleAssignments)
      .set({ speechTitle: "Bridges", speechProject: "Ice Breaker", speechMinMinutes: 4, speechMaxMinutes: 6 })
      .where(eq(meetingRoleAssignments.userId, pitcher.user.id));
    const base = Date.now() - 8 * MINUTE;
    const id = uuid();
    await startTiming(timer.client, eventId, { id, speakerUserId: pitcher.user.id, at: at(base, 0) });
    const stopped = await timingAction(timer.client, eventId, id, "stop", {
      actionId: uuid(),
      at: at(base, 6 * 60 + 29),
    });
    expect(await stopped.json()).toMatchObject({ durationSeconds: 389, verdict: "within", running: false });
    const [row] = await server.db.select().from(meetingTimings).where(eq(meetingTimings.id, id));
    expect(row).toMatchObject({ greenSeconds: 240, yellowSeconds: 300, redSeconds: 360, graceSeconds: 30 });
    expect(row?.speakerName).toBe("Pia");
  });

  test("without speech details, the agenda item's type decides: Table Topics is 1–2 minutes, 2:31 is over", async () => {
    const { eventId, timer, items } = await aRunningMeeting();
    const base = Date.now() - 5 * MINUTE;
    const id = uuid();
    await startTiming(timer.client, eventId, {
      id,
      speakerName: "Guest Gail",
      agendaItemId: items[2],
      at: at(base, 0),
    });
    const stopped = await timingAction(timer.client, eventId, id, "stop", { actionId: uuid(), at: at(base, 151) });
    expect(await stopped.json()).toMatchObject({ durationSeconds: 151, verdict: "over" });
    const under = uuid();
    await startTiming(timer.client, eventId, {
      id: under,
      speakerName: "Guest Gail",
      agendaItemId: items[2],
      at: at(base, 200),
    });
    const early = await timingAction(timer.client, eventId, under, "stop", { actionId: uuid(), at: at(base, 229) });
    expect(await early.json()).toMatchObject({ durationSeconds: 29, verdict: "under" });
  });

  test("one speech at a time", async () => {
    const { eventId, timer } = await aRunningMeeting();
    await startTiming(timer.client, eventId, { id: uuid(), speakerName: "Ann" });
    const second = await startTiming(timer.client, eventId, { id: uuid(), speakerName: "Bo" });
    expect(await errorOf(second)).toMatchObject({ status: 409, code: "TIMING_RUNNING", title: "Timer Running" });
  });
});

describe("offline replays", () => {
  test("a start, pause, resume and stop sent twice each are counted once, with the moments they happened", async () => {
    const { eventId, timer } = await aRunningMeeting();
    const base = Date.now() - 9 * MINUTE;
    const id = uuid();
    const actions = [
      ["pause", uuid(), 60],
      ["resume", uuid(), 90],
      ["stop", uuid(), 400],
    ] as const;
    for (let round = 0; round < 2; round++) {
      expect((await startTiming(timer.client, eventId, { id, speakerName: "Ann", at: at(base, 0) })).status).toBe(201);
      for (const [action, actionId, second] of actions) {
        const response = await timingAction(timer.client, eventId, id, action, { actionId, at: at(base, second) });
        expect(response.status).toBe(200);
      }
    }
    const rows = await server.db.select().from(meetingTimings).where(eq(meetingTimings.eventId, eventId));
    expect(rows).toHaveLength(1);
    // 60 s before the pause and 310 s after the resume
    expect(rows[0]).toMatchObject({ durationSeconds: 370, verdict: "within" });
  });

  test("the same replays sent at once still count once", async () => {
    const { eventId, timer } = await aRunningMeeting();
    const base = Date.now() - 9 * MINUTE;
    const id = uuid();
    await startTiming(timer.client, eventId, { id, speakerName: "Ann", at: at(base, 0) });
    const pause = { actionId: uuid(), at: at(base, 100) };
    await Promise.all(Array.from({ length: 5 }, () => timingAction(timer.client, eventId, id, "pause", pause)));
    const resume = { actionId: uuid(), at: at(base, 200) };
    await Promise.all(Array.from({ length: 5 }, () => timingAction(timer.client, eventId, id, "resume", resume)));
    await timingAction(timer.client, eventId, id, "stop", { actionId: uuid(), at: at(base, 300) });
    const [row] = await server.db.select().from(meetingTimings).where(eq(meetingTimings.id, id));
    expect(row?.durationSeconds).toBe(200);
  });

  test("a moment in the future or long before the meeting is refused", async () => {
    const { eventId, timer } = await aRunningMeeting();
    const ahead = await startTiming(timer.client, eventId, {
      id: uuid(),
      speakerName: "Ann",
      at: new Date(Date.now() + MINUTE).toISOString(),
    });
    expect(await errorOf(ahead)).toMatchObject({ status: 400, code: "INVALID_MOMENT" });
    const before = await startTiming(timer.client, eventId, {
      id: uuid(),
      speakerName: "Ann",
      at: new Date(Date.now() - 5 * 60 * MINUTE).toISOString(),
    });
    expect(await errorOf(before)).toMatchObject({ status: 400, code: "INVALID_MOMENT" });
  });
});

describe("the console's window", () => {
  test("a meeting days away, and a cancelled one, record nothing", async () => {
    const later = await aRunningMeeting({ eventDate: new Date(Date.now() + 3 * 24 * 60 * MINUTE) });
    const early = await startTiming(later.timer.client, later.eventId, { id: uuid(), speakerName: "Ann" });
    expect(await errorOf(early)).toMatchObject({ status: 409, code: "MEETING_NOT_YET" });
    const cancelled = await aRunningMeeting({ cancelledAt: new Date() });
    const refused = await startTiming(cancelled.timer.client, cancelled.eventId, { id: uuid(), speakerName: "Ann" });
    expect(await errorOf(refused)).toMatchObject({ status: 409, code: "MEETING_CANCELLED" });
  });
});

/** The moderator starts an agenda item, at a moment of their choosing. */
const startItem = (client: TestClient, eventId: string, itemId: string, moment: string) =>
  client.api.meetings[":id"].items[":itemId"].start.$post({ param: { id: eventId, itemId }, json: { at: moment } });

describe("agenda items", () => {
  test("an item's first start is kept; the console shows each item's start", async () => {
    const { eventId, moderator, items } = await aRunningMeeting();
    const base = Date.now() - 5 * MINUTE;
    const start = (itemId: string, second: number) => startItem(moderator.client, eventId, itemId, at(base, second));
    await start(items[0] as string, 0);
    await start(items[1] as string, 120);
    await start(items[1] as string, 180);
    const view = await consoleOf(moderator.client, eventId);
    expect(view.agenda.map((item) => item.startedAt)).toEqual([at(base, 0), at(base, 120), null]);
    const elsewhere = await start(crypto.randomUUID(), 10);
    expect(await errorOf(elsewhere)).toMatchObject({ status: 404, code: "AGENDA_ITEM_NOT_FOUND" });
  });

  test("the item started next runs even when its moment reads earlier than the last start (a device clock that jumped)", async () => {
    const { eventId, moderator, items } = await aRunningMeeting();
    const base = Date.now() - 5 * MINUTE;
    const start = (itemId: string, second: number) => startItem(moderator.client, eventId, itemId, at(base, second));
    await start(items[0] as string, 60);
    const next = await start(items[1] as string, 59.5);
    expect(next.status).toBe(200);
    // recorded just after the start before it, so the order the moderator pressed them in stands
    expect((await next.json()).startedAt).toBe(at(base, 60.001));
    const view = await consoleOf(moderator.client, eventId);
    expect(view.agenda.map((item) => item.startedAt)).toEqual([at(base, 60), at(base, 60.001), null]);
  });
});

describe("the display", () => {
  async function displayLink(meeting: Meeting) {
    const { displayPath } = await consoleOf(meeting.timer.client, meeting.eventId);
    if (!displayPath) throw new Error("no display link");
    return new URL(displayPath, "http://x").searchParams.get("token") as string;
  }
  const display = (eventId: string, token: string) =>
    server.client().api.meetings[":id"].display.$get({ param: { id: eventId }, query: { token } });

  test("needs the link's token, shows the current item and speech, and no e-mail address", async () => {
    const meeting = await aRunningMeeting();
    const token = await displayLink(meeting);
    expect(await errorOf(await display(meeting.eventId, "not-the-token"))).toMatchObject({
      status: 404,
      code: "DISPLAY_NOT_FOUND",
    });
    await meeting.moderator.client.api.meetings[":id"].items[":itemId"].start.$post({
      param: { id: meeting.eventId, itemId: meeting.items[1] as string },
      json: {},
    });
    await startTiming(meeting.timer.client, meeting.eventId, {
      id: uuid(),
      speakerUserId: meeting.pitcher.user.id,
      speechTitle: "Bridges",
    });
    const response = await display(meeting.eventId, token);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/@example\.com/);
    const state = JSON.parse(text);
    expect(state.current.title).toBe("Prepared pitch");
    expect(state.next.title).toBe("Table Topics");
    expect(state.timing).toMatchObject({ speakerName: "Pia", speechTitle: "Bridges", stoppedAt: null });
    expect(state.timing.thresholds).toEqual({ green: 300, yellow: 360, red: 420, overtime: 450 });
  });

  test("officers renew the link; the old one stops working and its open stream is told so", async () => {
    const meeting = await aRunningMeeting();
    const token = await displayLink(meeting);
    const stream = sseReader(
      await server.client().get(`/api/meetings/${meeting.eventId}/display/stream?token=${encodeURIComponent(token)}`),
    );
    await stream.until(/event: state\ndata: \{/);

    const renew = (client: TestClient) =>
      client.api.meetings[":id"]["display-link"].$post({ param: { id: meeting.eventId } });
    expect((await renew(meeting.timer.client)).status).toBe(403);
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const renewed = await renew(officer.client);
    expect(renewed.status).toBe(200);
    const { displayPath } = await renewed.json();
    expect(displayPath).not.toContain(token);
    await stream.until(/event: revoked/);
    expect((await display(meeting.eventId, token)).status).toBe(404);
  });

  test("a stream gets the new state when the timer starts a speech", async () => {
    const meeting = await aRunningMeeting();
    const token = await displayLink(meeting);
    const stream = sseReader(
      await server.client().get(`/api/meetings/${meeting.eventId}/display/stream?token=${encodeURIComponent(token)}`),
    );
    await stream.until(/event: state\ndata: \{.*"timing":null/);
    await startTiming(meeting.timer.client, meeting.eventId, { id: uuid(), speakerName: "Guest Gail" });
    await stream.until(/"speakerName":"Guest Gail"/);
    await stream.cancel();
  });

  test("the server's clock is told to anyone, never kept by a cache", async () => {
    const before = Date.now();
    const response = await server.client().api.clock.$get();
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { serverNow } = await response.json();
    expect(Date.parse(serverNow)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(serverNow)).toBeLessThanOrEqual(after);
  });
});

describe("membership", () => {
  test("a member who left the club loses the console with the meeting", async () => {
    const meeting = await aRunningMeeting();
    await server.db.delete(memberships).where(eq(memberships.userId, meeting.member.user.id));
    const response = await meeting.member.client.api.meetings[":id"].$get({ param: { id: meeting.eventId } });
    expect(response.status).toBe(404);
  });
});

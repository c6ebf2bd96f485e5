/**
 * A meeting its moderator ended in the console has ended everywhere (docs/decisions/164), before its planned end:
 * nothing about it changes any more, and it leaves every list of what is upcoming. And the vote opens with the first
 * speech (docs/decisions/165).
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  aClub,
  anEventWithAgendaAndRoles,
  makeClubOfficer,
  type SignedIn,
  signedInMember,
} from "../../../../test/support/factories";
import { createTestServer, errorOf, type TestServer } from "../../../../test/support/server";
import { MINUTE } from "../../../domain/time";
import { roleCoverage } from "../clubs/central";
import { clubDetail } from "../clubs/service";
import { upcomingPublicEvents } from "../events/listing";

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** A public meeting of a club that began 20 minutes ago and is planned for 90. */
async function aRunningMeeting() {
  const [officer, moderator, member] = await Promise.all(
    ["Olivia", "Mo", "Max"].map((name) => signedInMember(server, name)),
  );
  if (!officer || !moderator || !member) throw new Error("members not made");
  const club = await aClub(server, { name: "Harbour Speakers" }, [officer.user.id, moderator.user.id, member.user.id]);
  await makeClubOfficer(server, club.id, officer.user.id);
  const { eventId, agendaItemIds } = await anEventWithAgendaAndRoles(server, {
    title: "Club Night",
    clubId: club.id,
    isPublic: true,
    eventType: "meeting",
    eventDate: new Date(Date.now() - 20 * MINUTE),
    durationMinutes: 90,
    agenda: ["Opening", { title: "Prepared pitch", agendaType: "pitch", durationMinutes: 7 }],
    roles: [{ userId: moderator.user.id, roleType: "moderator" }],
  });
  await member.client.post(`/api/events/${eventId}/attendance`);
  return { eventId, items: agendaItemIds, clubId: club.id, officer, moderator, member };
}

const end = (who: SignedIn, eventId: string) => who.client.api.meetings[":id"].end.$post({ param: { id: eventId } });
const listed = async (who: SignedIn) =>
  ((await (await who.client.get("/api/events")).json()) as { events: Array<{ id: string }> }).events.map(
    (event) => event.id,
  );

describe("a meeting ended in its console", () => {
  test("refuses role, attendance, agenda, planning and agenda-mail changes with 409 EVENT_ENDED", async () => {
    const { eventId, items, officer, moderator, member } = await aRunningMeeting();
    expect((await end(moderator, eventId)).status).toBe(200);

    const details = await (await member.client.api.events[":id"].$get({ param: { id: eventId } })).json();
    expect(details.endedAt).not.toBeNull();

    const ended = { status: 409, code: "EVENT_ENDED" };
    const attempts = [
      member.client.post(`/api/events/${eventId}/roles`, { roleType: "evaluator" }),
      member.client.post(`/api/events/${eventId}/waitlist`, { roleType: "moderator" }),
      member.client.request(`/api/events/${eventId}/attendance`, { method: "DELETE" }),
      officer.client.post(`/api/events/${eventId}/attendance`),
      officer.client.post(`/api/events/${eventId}/agenda`, { title: "Late item" }),
      officer.client.request(`/api/events/${eventId}/agenda/${items[0]}`, { method: "DELETE" }),
      moderator.client.post(`/api/events/${eventId}/agenda`, { title: "Late item" }),
      officer.client.post(`/api/events/${eventId}/cancel`, {}),
      officer.client.post(`/api/events/${eventId}/agenda-mail`),
    ];
    for (const attempt of attempts) expect(await errorOf(await attempt)).toMatchObject(ended);
    const roles = await (await member.client.get(`/api/events/${eventId}/roles`)).json();
    expect(JSON.stringify(roles)).not.toContain(member.user.id);
  });

  test("leaves the events list, the club's page and the role coverage at once", async () => {
    const { eventId, clubId, officer, moderator, member } = await aRunningMeeting();
    expect(await listed(member)).toContain(eventId); // the list is cached now
    expect((await upcomingPublicEvents(server.db, undefined)).map((event) => event.id)).toContain(eventId);
    expect((await roleCoverage(server.db, clubId)).map((meeting) => meeting.id)).toContain(eventId);

    expect((await end(moderator, eventId)).status).toBe(200);
    expect(await listed(member)).not.toContain(eventId);
    expect((await upcomingPublicEvents(server.db, undefined)).map((event) => event.id)).not.toContain(eventId);
    expect((await roleCoverage(server.db, clubId)).map((meeting) => meeting.id)).not.toContain(eventId);
    const club = await clubDetail(server.db, clubId, officer.user.id);
    expect(club?.upcomingEvents.map((event) => event.id)).not.toContain(eventId);
  });
});

describe("the vote", () => {
  test("opens with the first speech: before it, votes and closing are refused with 409 VOTING_NOT_OPEN", async () => {
    const { eventId, officer, moderator, member } = await aRunningMeeting();
    const vote = () =>
      member.client.api.meetings[":id"].votes[":category"].$put({
        param: { id: eventId, category: "best-speaker" },
        json: { nomineeId: moderator.user.id },
      });
    const close = () =>
      moderator.client.api.meetings[":id"].voting.$post({ param: { id: eventId }, json: { state: "closed" } });
    const notOpen = { status: 409, code: "VOTING_NOT_OPEN", message: "Voting opens when the first speech begins." };
    expect(await errorOf(await vote())).toMatchObject(notOpen);
    expect(await errorOf(await close())).toMatchObject(notOpen);
    const state = await (await member.client.api.meetings[":id"].$get({ param: { id: eventId } })).json();
    expect(state.votes.opened).toBe(false);

    const started = await officer.client.api.meetings[":id"].timings.$post({
      param: { id: eventId },
      json: { id: crypto.randomUUID(), speakerUserId: member.user.id },
    });
    expect(started.status).toBe(201);
    expect((await close()).status).toBe(200);
    const after = await (await member.client.api.meetings[":id"].$get({ param: { id: eventId } })).json();
    expect(after.votes.opened).toBe(true);
  });
});

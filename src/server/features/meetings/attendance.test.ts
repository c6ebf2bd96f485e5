/**
 * Attendance at a club's meeting (docs/decisions/232): check-in by the Sergeant at Arms, role holders present unless
 * marked absent, guests with consent, a guest given a role under the role's number, the report's attendance, the
 * thank-you mail through the queue and SMTP, Leadership Central's rates and the attendance CSV.
 */

import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { anEvent, makeClubOfficer, signedInMember } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import { aRunningMeeting, endMeeting, uuid } from "../../../../test/support/meeting-report";
import { aServerForEachTest } from "../../../../test/support/server";
import { meetingRoleAssignments, memberships } from "../../db/schema";

const server = aServerForEachTest();

type Requester = { request: (path: string, init: RequestInit) => Promise<Response> };

/** A PUT of `body` (JSON) to `path` below the meeting's address. */
const putAtMeeting = (client: Requester, eventId: string, path: string, body: unknown) =>
  client.request(`/api/meetings/${eventId}/${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const checkIn = (client: Requester, eventId: string, userId: string, present: boolean) =>
  putAtMeeting(client, eventId, `attendance/${userId}`, { present });
const putGuest = (client: Requester, eventId: string, guestId: string, body: unknown) =>
  putAtMeeting(client, eventId, `guests/${guestId}`, body);
const giveGuestRole = (client: Requester, eventId: string, guestId: string, roleType: string | null) =>
  putAtMeeting(client, eventId, `guests/${guestId}/role`, { roleType });

describe("checking people in", () => {
  test("the Sergeant at Arms checks members in, marks a role holder absent, adds a guest; the report counts them", async () => {
    const meeting = await aRunningMeeting(server);
    // the club's member Max holds the Sergeant at Arms role
    await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId: meeting.eventId, userId: meeting.member.user.id, roleType: "sergeant_at_arms" });
    const sergeant = meeting.member.client;
    const console = async () =>
      (await (await sergeant.request(`/api/meetings/${meeting.eventId}`, {})).json()) as {
        viewer: { capabilities: { checkIn: boolean; giveGuestRoles: boolean } };
        attendance: { members: Array<{ name: string; present: boolean }>; guests: Array<{ name: string }> };
      };
    const before = await console();
    expect(before.viewer.capabilities).toMatchObject({ checkIn: true, giveGuestRoles: false });
    // role holders are present unless marked absent; Ann (who clicked "Join Event") is not checked in yet
    expect(before.attendance.members.filter((member) => member.present).map((member) => member.name)).toEqual([
      "Eve",
      "Max",
      "Mo",
      "Pia",
      "Tim",
    ]);

    const first = await checkIn(sergeant, meeting.eventId, meeting.attendee.user.id, true);
    const again = await checkIn(sergeant, meeting.eventId, meeting.attendee.user.id, true);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    expect((await checkIn(sergeant, meeting.eventId, meeting.evaluator.user.id, false)).status).toBe(200);
    // someone who is neither in the club nor holds a role: 404
    const stranger = await signedInMember(server, "Stan");
    expect((await checkIn(sergeant, meeting.eventId, stranger.user.id, true)).status).toBe(404);

    const guestId = uuid();
    const guest = { name: "Gail Guest", email: "Gail@Example.com", heardFrom: "Web search", consent: true };
    const added = await putGuest(sergeant, meeting.eventId, guestId, guest);
    const addedAgain = await putGuest(sergeant, meeting.eventId, guestId, guest);
    expect([added.status, addedAgain.status]).toEqual([200, 200]);
    expect(await addedAgain.json()).toEqual(await added.json());
    expect((await putGuest(sergeant, meeting.eventId, uuid(), { name: "" })).status).toBe(400);
    expect((await putGuest(sergeant, meeting.eventId, uuid(), { name: "No Mail", email: "nope" })).status).toBe(400);
    const after = await console();
    expect(after.attendance.guests.map((each) => each.name)).toEqual(["Gail Guest"]);

    // only an officer gives a guest a role
    expect((await giveGuestRole(sergeant, meeting.eventId, guestId, "table_topics_speaker")).status).toBe(403);
    const officer = await signedInMember(server, "Olive");
    await server.db.insert(memberships).values({ clubId: meeting.clubId, userId: officer.user.id });
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const given = await giveGuestRole(officer.client, meeting.eventId, guestId, "table_topics_speaker");
    expect(given.status).toBe(200);
    expect((await giveGuestRole(officer.client, meeting.eventId, guestId, "table_topics_speaker")).status).toBe(200);
    // the Timer's one place is Tim's: a guest cannot take it too
    const full = await giveGuestRole(officer.client, meeting.eventId, guestId, "timer");
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe("ROLE_FULL");

    // a next meeting of the club for the thank-you mail
    await anEvent(server, {
      title: "Club Night #213",
      clubId: meeting.clubId,
      eventDate: new Date(Date.now() + 7 * 86_400_000),
    });
    const ended = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(ended.status).toBe(200);
    const { report } = (await ended.json()) as {
      report: { attendance: number; guests: number; roles: Array<{ role: string; holders: string[] }> };
    };
    // Mo, Pia, Tim, Max (role holders), Ann (checked in), Gail (guest); Eve marked absent
    expect(report.attendance).toBe(6);
    expect(report.guests).toBe(1);
    expect(report.roles).toContainEqual({ role: "Table Topics Speaker", holders: ["Gail Guest (guest)"] });

    await mailArrives(() => {
      const thanks = server.outbox().filter((mail) => mail.subject.startsWith("Thank you for visiting"));
      expect(thanks).toHaveLength(1);
      expect(thanks[0]?.to).toContain("gail@example.com");
      expect(thanks[0]?.text).toContain("Club Night #213");
      expect(thanks[0]?.text).toMatch(/\(Berlin\)|Europe\/Berlin|Berlin/);
    });
    // after the end, check-in is closed
    expect((await checkIn(sergeant, meeting.eventId, meeting.attendee.user.id, false)).status).toBe(409);

    // Leadership Central's reports and the attendance file; the members joined the club a day before the meeting
    await server.db
      .update(memberships)
      .set({ createdAt: new Date(meeting.start - 86_400_000) })
      .where(eq(memberships.clubId, meeting.clubId));
    const reports = (await (await officer.client.request(`/api/clubs/${meeting.clubId}/reports`, {})).json()) as {
      attendance: Array<{ id: string; attendees: number; guests: number }>;
      rates: Array<{ name: string; held: number; present: number; rate: number | null }>;
    };
    expect(reports.attendance.find((each) => each.id === meeting.eventId)).toMatchObject({ attendees: 6, guests: 1 });
    expect(reports.rates.find((each) => each.name === "Eve")).toMatchObject({ held: 1, present: 0, rate: 0 });
    expect(reports.rates.find((each) => each.name === "Ann")).toMatchObject({ held: 1, present: 1, rate: 100 });

    const file = await officer.client.request(`/api/clubs/${meeting.clubId}/attendance.csv`, {});
    expect(file.status).toBe(200);
    const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(["Date", "Time", "Meeting", "Name", "Member or guest", "Attended"]);
    const at = rows.filter((row) => row[2] === "Club Night #212");
    expect(at.filter((row) => row[5] === "Yes")).toHaveLength(6);
    expect(at.find((row) => row[3] === "Gail Guest")?.slice(4)).toEqual(["Guest", "Yes"]);
    expect(at.find((row) => row[3] === "Eve")?.slice(4)).toEqual(["Member", "No"]);
  });

  test("a plain member of the club may not check people in", async () => {
    const meeting = await aRunningMeeting(server);
    const response = await checkIn(meeting.member.client, meeting.eventId, meeting.attendee.user.id, true);
    expect(response.status).toBe(403);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { anEvent, dayFromNow, makeClubOfficer, people, signedInMember } from "../../../../test/support/factories";
import { type Mail, mailArrives } from "../../../../test/support/mail";
import { harbourSpeakersEachTest, mailsTo, sweep, ZONE } from "../../../../test/support/role-mail";
import { aServerForEachTest, type TestClient } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { meetingDay } from "../../../domain/members/absences";
import { DAY } from "../../../domain/time";
import { meetingRoleAssignments, memberAbsences, memberships, roleGaps, roleWaitlist } from "../../db/schema";

/**
 * Late role gaps (docs/decisions/169): a role that falls open close to the meeting with nobody waiting, or whose
 * holder will be away, is told to the club's officers once, and marked for them.
 */

const server = aServerForEachTest();
const { club, mia, olga } = harbourSpeakersEachTest(server, { withOfficer: true });

/** A meeting of the club `days` from now where Mia holds `roleType`; the meeting and the assignment. */
async function miaHolds(days: number, roleType: RoleType = "moderator") {
  const eventDate = new Date(Date.now() + days * DAY);
  const eventId = await anEvent(server, { clubId: club.id, timeZone: ZONE, eventDate, title: "Harbour Club Night" });
  const [held] = await server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: mia.user.id, roleType, confirmedAt: new Date() })
    .returning({ id: meetingRoleAssignments.id });
  return { eventId, eventDate, assignmentId: held?.id ?? "" };
}

const drop = (client: TestClient, eventId: string, assignmentId: string) =>
  client.api.events[":id"].roles[":assignmentId"].$delete({ param: { id: eventId, assignmentId } });

const gapMails = (email: string): Mail[] =>
  server
    .outbox()
    .filter(
      (mail) =>
        mail.to.includes(email.toLowerCase()) && /^(Fell open|Holder away): /.test(mail.subject.replace(/\s+/g, " ")),
    );

async function gapsSeenBy(client: TestClient, eventId: string) {
  const response = await client.api.events[":id"].roles.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return (await response.json()).gaps;
}

async function coverageGaps(eventId: string) {
  const response = await olga.client.api.clubs[":clubId"].reports.$get({ param: { clubId: club.id } });
  expect(response.status).toBe(200);
  return (await response.json()).coverage.find((meeting) => meeting.id === eventId)?.gaps;
}

describe("a role falling open close to the meeting", () => {
  test("a confirmed Moderator drops a day before with nobody waiting: each officer is e-mailed once and sees the marker", async () => {
    const { eventId, assignmentId } = await miaHolds(1);
    const [second] = await people(server, ["pat"]);
    await makeClubOfficer(server, club.id, second as string);

    expect((await drop(mia.client, eventId, assignmentId)).status).toBe(200);

    await mailArrives(() => expect(gapMails(olga.user.email)).toHaveLength(1));
    const [mail] = gapMails(olga.user.email);
    expect(mail?.subject).toMatch(/^Fell open: Moderator at Harbour Club Night — /);
    expect(mail?.text).toContain(
      'Mia gave up the Moderator role at "Harbour Club Night", and nobody was waiting for it.',
    );
    expect(mail?.text).toContain(`/dashboard/events/${eventId}`);
    expect(mail?.html).toContain("Open the meeting");
    await mailArrives(() => expect(gapMails("pat@example.com")).toHaveLength(1));
    // the member who gave it up is not told of their own gap
    expect(gapMails(mia.user.email)).toHaveLength(0);

    expect(await gapsSeenBy(olga.client, eventId)).toEqual([
      { roleType: "moderator", kind: "fell-open", holder: "Mia" },
    ]);
    expect(await coverageGaps(eventId)).toEqual([{ roleType: "moderator", kind: "fell-open", holder: "Mia" }]);
    // members who are not officers see no gaps
    expect(await gapsSeenBy(mia.client, eventId)).toEqual([]);

    // the scheduled work that runs later tells nobody again
    await sweep(server);
    expect(gapMails(olga.user.email)).toHaveLength(1);

    // taken again: the marker goes
    const taken = await olga.client.api.events[":id"].roles.$post({
      param: { id: eventId },
      json: { roleType: "moderator" },
    });
    expect(taken.status).toBe(201);
    expect(await gapsSeenBy(olga.client, eventId)).toEqual([]);
  });

  test("a member who takes the role back and gives it up again: the officers are told once, the marker shows again", async () => {
    const { eventId, assignmentId } = await miaHolds(1);
    expect((await drop(mia.client, eventId, assignmentId)).status).toBe(200);
    await mailArrives(() => expect(gapMails(olga.user.email)).toHaveLength(1));

    for (let again = 0; again < 2; again += 1) {
      const taken = await mia.client.api.events[":id"].roles.$post({
        param: { id: eventId },
        json: { roleType: "moderator" },
      });
      expect(taken.status).toBe(201);
      expect(await gapsSeenBy(olga.client, eventId)).toEqual([]);
      expect((await drop(mia.client, eventId, (await taken.json()).id)).status).toBe(200);
      expect(await gapsSeenBy(olga.client, eventId)).toEqual([
        { roleType: "moderator", kind: "fell-open", holder: "Mia" },
      ]);
    }
    await sweep(server);
    expect(gapMails(olga.user.email)).toHaveLength(1);

    // another member giving up the same role is news
    const ben = await signedInMember(server, "Ben");
    await server.db.insert(memberships).values({ userId: ben.user.id, clubId: club.id });
    const held = await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: ben.user.id, roleType: "moderator" })
      .returning({ id: meetingRoleAssignments.id });
    expect((await drop(ben.client, eventId, held[0]?.id ?? "")).status).toBe(200);
    await mailArrives(() => expect(gapMails(olga.user.email)).toHaveLength(2));
  });

  test("given up well before the reminder window, or taken at once by the waitlist, it is no gap", async () => {
    const early = await miaHolds(6);
    expect((await drop(mia.client, early.eventId, early.assignmentId)).status).toBe(200);

    const late = await miaHolds(1);
    const [wes] = await people(server, ["wes"]);
    await server.db
      .insert(roleWaitlist)
      .values({ eventId: late.eventId, roleType: "moderator", userId: wes as string });
    expect((await drop(mia.client, late.eventId, late.assignmentId)).status).toBe(200);

    await sweep(server);
    expect(gapMails(olga.user.email)).toHaveLength(0);
    expect(await server.db.select().from(roleGaps)).toEqual([]);
    expect(await gapsSeenBy(olga.client, early.eventId)).toEqual([]);
  });
});

describe("a holder away on the meeting's day", () => {
  test("adding away days over a held role lists it, tells the officers once, marks it, and no reminder goes out", async () => {
    const { eventId, eventDate, assignmentId } = await miaHolds(1);
    const day = meetingDay(eventDate, ZONE);

    const added = await mia.client.api.profile.absences.$post({
      json: { firstDay: dayFromNow(0), lastDay: day, note: "Conference" },
    });
    expect(added.status).toBe(201);
    const absence = await added.json();
    expect(absence.roles).toEqual([
      {
        assignmentId,
        eventId,
        title: "Harbour Club Night",
        eventDate: eventDate.toISOString(),
        timeZone: ZONE,
        roleType: "moderator",
        roleName: "Moderator",
        clubMeeting: true,
      },
    ]);
    const listed = await (await mia.client.api.profile.absences.$get()).json();
    expect(listed.absences[0]?.roles.map((role) => role.roleName)).toEqual(["Moderator"]);

    await mailArrives(() => expect(gapMails(olga.user.email)).toHaveLength(1));
    const [mail] = gapMails(olga.user.email);
    expect(mail?.subject).toMatch(/^Holder away: Moderator at Harbour Club Night — /);
    expect(mail?.text).toContain("Mia will be away on the day of");
    expect(await gapsSeenBy(olga.client, eventId)).toEqual([
      { roleType: "moderator", kind: "holder-away", holder: "Mia" },
    ]);
    expect(await coverageGaps(eventId)).toEqual([{ roleType: "moderator", kind: "holder-away", holder: "Mia" }]);

    // the reminder is due: Mia is not reminded, and the officers are not told a second time
    await sweep(server);
    expect(mailsTo(server, mia.user.email, "Reminder:")).toEqual([]);
    expect(gapMails(olga.user.email)).toHaveLength(1);

    // back from being away: the marker goes
    await mia.client.api.profile.absences[":absenceId"].$delete({ param: { absenceId: absence.id } });
    expect(await gapsSeenBy(olga.client, eventId)).toEqual([]);
  });

  test("the Reports mark a holder away only at the meeting on their away day", async () => {
    const near = await miaHolds(1);
    const later = await miaHolds(8, "timer");
    // written without the app: no mail to wait for, only the markers
    const day = meetingDay(later.eventDate, ZONE);
    await server.db.insert(memberAbsences).values({ userId: mia.user.id, firstDay: day, lastDay: day });
    expect(await coverageGaps(near.eventId)).toEqual([]);
    expect(await coverageGaps(later.eventId)).toEqual([{ roleType: "timer", kind: "holder-away", holder: "Mia" }]);
  });

  test("away days elsewhere show no roles and tell nobody", async () => {
    await miaHolds(1);
    const added = await mia.client.api.profile.absences.$post({
      json: { firstDay: dayFromNow(20), lastDay: dayFromNow(22) },
    });
    expect((await added.json()).roles).toEqual([]);
    await sweep(server);
    expect(gapMails(olga.user.email)).toHaveLength(0);
  });

  test("a reminder held back because its holder is away tells the officers instead, once", async () => {
    const { eventId, eventDate } = await miaHolds(1, "timer");
    const day = meetingDay(eventDate, ZONE);
    // written without the app (an older absence, or one added before the role was taken)
    await server.db.insert(memberAbsences).values({ userId: mia.user.id, firstDay: day, lastDay: day });

    await sweep(server);
    await sweep(server);
    expect(mailsTo(server, mia.user.email, "Reminder:")).toEqual([]);
    const told = gapMails(olga.user.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toMatch(/^Holder away: Timer at Harbour Club Night/);
    expect(await gapsSeenBy(olga.client, eventId)).toEqual([{ roleType: "timer", kind: "holder-away", holder: "Mia" }]);
    expect(await server.db.select().from(roleGaps).where(eq(roleGaps.eventId, eventId))).toHaveLength(1);
  });
});

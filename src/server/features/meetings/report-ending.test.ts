/**
 * Ending a meeting (docs/decisions/159): who may end it, the e-mail to every attendee and role holder, and ending
 * twice or at once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { makeAdmin, makeClubOfficer, signedInMember } from "../../../../test/support/factories";
import { mailArrives } from "../../../../test/support/mail";
import {
  aRecordedMeeting,
  aRunningMeeting,
  endMeeting,
  reportMails,
  startTiming,
  uuid,
  ZONE,
} from "../../../../test/support/meeting-report";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { zonedTime } from "../../../domain/events/time-zones";
import { MINUTE } from "../../../domain/time";
import { events, mailQueue, meetingAgendas, meetingRuns, meetingTimings } from "../../db/schema";

const server = aServerForEachTest();

describe("ending the meeting", () => {
  test("the report: agenda planned against actual, speeches with verdicts, fillers, winners, evaluations, attendance", async () => {
    const meeting = await aRecordedMeeting(server);
    const response = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(response.status).toBe(200);
    const ended = await response.json();
    expect(ended.notified).toBe(5);
    expect(ended.meeting).toMatchObject({ id: meeting.eventId, title: "Club Night #212", timeZone: ZONE });
    const { report } = ended;

    const clock = (minutes: number) => zonedTime(new Date(meeting.start + minutes * MINUTE), ZONE).time;
    expect(report.title).toBe("Club Night #212");
    // the club, the place (the club's, the event naming none) and who held which role (decision 190)
    expect(report.club).toBe(meeting.clubName);
    expect(report.place).toBe("Pier 3, Harbour Road");
    // in the order of the club's roles (the classic set: the Moderator first; docs/decisions/223)
    expect(report.roles).toEqual([
      { role: "Moderator", holders: ["Mo"] },
      { role: "Pitcher", holders: ["Pia"] },
      { role: "Evaluator", holders: ["Eve"] },
      { role: "Timer", holders: ["Tim"] },
    ]);
    expect(report.when).toBe(
      `${zonedTime(new Date(meeting.start), ZONE).day} · ${clock(0)} ${zonedTime(new Date(meeting.start), ZONE).zone}`,
    );
    expect(report.agenda.rows).toEqual([
      { title: "Opening", planned: clock(0), actual: clock(2), lateMinutes: 2, status: "done" },
      { title: "Prepared pitch", planned: clock(10), actual: clock(15), lateMinutes: 5, status: "done" },
      { title: "Table Topics", planned: clock(17), actual: clock(25), lateMinutes: 8, status: "done" },
    ]);
    expect(report.agenda.plannedEnd).toMatch(new RegExp(`^${clock(27)} `));
    expect(report.agenda.behindMinutes).toBeGreaterThanOrEqual(12);

    expect(report.speeches).toHaveLength(2);
    expect(report.speeches[0]).toEqual({
      speaker: "Pia",
      title: "Bridges",
      duration: "6:29",
      durationSeconds: 389,
      verdict: "within",
      verdictLabel: "Within time",
      range: "5:00–7:00",
    });
    // the speech still being timed stops at the end: about ten minutes of a 1–2 minute Table Topics answer
    expect(report.speeches[1]).toMatchObject({ speaker: "Guest Gail", verdict: "over", range: "1:00–2:00" });
    expect(report.speeches[1]?.durationSeconds).toBeGreaterThanOrEqual(9 * 60);
    const [stopped] = await server.db.select().from(meetingTimings).where(eq(meetingTimings.id, meeting.running));
    expect(stopped).toMatchObject({ verdict: "over", runningSince: null });
    expect(stopped?.stoppedAt?.toISOString()).toBe(ended.endedAt);

    expect(report.fillers).toEqual([
      { speaker: "Guest Gail", counts: expect.objectContaining({ So: 2, Um: 0 }), total: 2 },
      { speaker: "Pia", counts: expect.objectContaining({ Um: 3, Ah: 1 }), total: 4 },
    ]);
    expect(report.evaluations).toEqual([{ evaluator: "Eve", speaker: "Pia" }]);
    expect(report.votes.map((vote: { line: string }) => vote.line)).toEqual([
      "Best Speaker: Pia (2 votes)",
      "Best Evaluator: Eve (1 vote)",
      "Best Table Topics Speaker: no votes",
    ]);
    // a club meeting counts check-ins (decision 232): the four role holders; Ann only clicked "Join Event"
    expect(report.attendance).toBe(4);
    expect(JSON.stringify(report)).not.toContain("A private note.");
    expect(JSON.stringify(report)).not.toMatch(/@example\.com/);

    const [run] = await server.db.select().from(meetingRuns).where(eq(meetingRuns.eventId, meeting.eventId));
    expect(run?.endedAt?.toISOString()).toBe(ended.endedAt);
    expect(run?.votingClosedAt?.toISOString()).toBe(ended.endedAt);
    expect(run?.report).toEqual(report);
  });

  test("every attendee and role holder gets the report by e-mail once, with their name, the local time and a link", async () => {
    const meeting = await aRecordedMeeting(server);
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    expect((await endMeeting(officer.client, meeting.eventId)).status).toBe(200);
    const takingPart = [meeting.timer, meeting.moderator, meeting.pitcher, meeting.evaluator, meeting.attendee];
    await mailArrives(() => expect(reportMails(server)).toHaveLength(takingPart.length));
    const mails = reportMails(server);
    expect(mails.map((mail) => mail.to).sort()).toEqual(takingPart.map(({ user }) => user.email).sort());
    expect(mails.some((mail) => mail.to === meeting.member.user.email || mail.to === officer.user.email)).toBe(false);

    const mail = mails.find((each) => each.to === meeting.pitcher.user.email);
    if (!mail) throw new Error("no report mail to the pitcher");
    const { day, time, zone } = zonedTime(new Date(meeting.start), ZONE);
    expect(mail.subject).toBe(`Meeting report: Club Night #212 — ${day}`);
    expect(mail.text).toMatch(/^Hi Pia,/);
    expect(mail.text).toContain(`When: ${day} at ${time} ${zone} (Berlin)`);
    expect(mail.text).toContain('  Pia — "Bridges": 6:29, within time (5:00–7:00)');
    expect(mail.text).toContain("  Pia: 4 (Um 3, Ah 1)");
    expect(mail.text).toContain("  Eve evaluated Pia");
    expect(mail.text).toContain("  Best Speaker: Pia (2 votes)");
    expect(mail.text).toContain("Attendance: 4 attendees");
    expect(mail.text).toContain(`Club: ${meeting.clubName}\n`);
    expect(mail.text).toContain("Place: Pier 3, Harbour Road\n");
    expect(mail.text).toContain("Roles\n  Moderator: Mo\n  Pitcher: Pia\n  Evaluator: Eve\n  Timer: Tim\n");
    expect(mail.html).toContain("Moderator");
    expect(mail.html).toContain("Within time");
    const reportLink = `http://localhost:3000/dashboard/events/${meeting.eventId}/report`;
    expect(mail.links).toContain(reportLink);
    expect(mail.links).toContain("http://localhost:3000/dashboard/profile#mail-preferences");
    expect(mail.text).toContain("You receive this because you attended this meeting or held a role at it.");
  });

  test("ending twice: the second is refused and sends nothing again; nothing is recorded after the end", async () => {
    const meeting = await aRunningMeeting(server);
    expect((await endMeeting(meeting.moderator.client, meeting.eventId)).status).toBe(200);
    const again = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(await errorOf(again)).toMatchObject({
      status: 409,
      code: "MEETING_ENDED",
      message: "This meeting has ended: its record no longer changes.",
    });
    const queued = await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "meeting-report"));
    expect(queued).toHaveLength(5);
    const late = await startTiming(meeting, { id: uuid(), speakerName: "Late Larry" });
    expect(await errorOf(late)).toMatchObject({ status: 409, code: "MEETING_ENDED" });
  });

  test("ends pressed at once make one report and one e-mail per person", async () => {
    const meeting = await aRecordedMeeting(server);
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, meeting.clubId, officer.user.id);
    const clients = [meeting.moderator.client, officer.client, meeting.moderator.client, officer.client];
    const answers = await Promise.all(clients.map((client) => endMeeting(client, meeting.eventId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const queued = await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "meeting-report"));
    expect(queued).toHaveLength(5);
    expect(new Set(queued.map((row) => row.toAddress)).size).toBe(5);
    await mailArrives(() => expect(reportMails(server)).toHaveLength(5));
    const timings = await server.db.select().from(meetingTimings).where(eq(meetingTimings.eventId, meeting.eventId));
    expect(timings.every((timing) => timing.stoppedAt !== null)).toBe(true);
  });

  test("only the moderator, the club's officers and admins end it", async () => {
    const meeting = await aRunningMeeting(server);
    for (const refused of [meeting.timer, meeting.attendee, meeting.member]) {
      expect(await errorOf(await endMeeting(refused.client, meeting.eventId))).toMatchObject({
        status: 403,
        code: "NOT_ALLOWED_IN_MEETING",
        message: "Only the meeting's moderator or an officer of its club can do that.",
      });
    }
    const stranger = await signedInMember(server, "Sam");
    expect((await endMeeting(stranger.client, meeting.eventId)).status).toBe(404);
    expect((await endMeeting(server.client(), meeting.eventId)).status).toBe(401);
    const admin = await signedInMember(server, "Ada");
    await makeAdmin(server, admin.user.id);
    expect((await endMeeting(admin.client, meeting.eventId)).status).toBe(200);
  });

  test("a meeting nobody ended can still be ended after its console closed: it ends when the console closed", async () => {
    const meeting = await aRunningMeeting(server);
    const start = Date.now() - 10 * 60 * MINUTE; // 60 minutes planned, console closed six hours after: 3 hours ago
    await server.db.update(meetingAgendas).set({ startedAt: null }).where(eq(meetingAgendas.eventId, meeting.eventId));
    await server.db
      .update(events)
      .set({ eventDate: new Date(start) })
      .where(eq(events.id, meeting.eventId));
    const response = await endMeeting(meeting.moderator.client, meeting.eventId);
    expect(response.status).toBe(200);
    expect((await response.json()).endedAt).toBe(new Date(start + 7 * 60 * MINUTE).toISOString());
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  aClub,
  anEvent,
  dayFromNow,
  makeClubOfficer,
  people,
  saveClubSettings,
  signedInMember,
} from "../../../../test/support/factories";
import type { Mail } from "../../../../test/support/mail";
import {
  clubDaysSaved,
  harbourSpeakersEachTest,
  linkIn,
  linkPage,
  mailsTo,
  meetingMovedTo,
  openLink,
  pressLink,
  scheduledJob,
  sweep,
  ZONE,
} from "../../../../test/support/role-mail";
import { aServerForEachTest } from "../../../../test/support/server";
import { SPEC_ROLE_SET } from "../../../domain/clubs/role-set";
import { eventLocalTime } from "../../../domain/events/changes";
import { nudgeDueAt } from "../../../domain/events/nudge";
import { ROLE_CAPACITY, ROLE_TYPES, type RoleType } from "../../../domain/events/roles";
import { meetingDay } from "../../../domain/members/absences";
import { DAY, HOUR } from "../../../domain/time";
import {
  clubRoles,
  events,
  jobs,
  mailPreferences,
  mailQueue,
  meetingRoleAssignments,
  memberAbsences,
  memberships,
} from "../../db/schema";
import { roleLinkToken } from "./links";
import { NUDGE_JOB } from "./nudge";

/** The open-role nudge (docs/decisions/157): who is asked, once, what the e-mail says, and its take links. */

const server = aServerForEachTest();
const { club, mia } = harbourSpeakersEachTest(server);

const join = (userIds: string[], clubId = club.id, status: "active" | "inactive" = "active") =>
  server.db.insert(memberships).values(userIds.map((userId) => ({ userId, clubId, status })));

const hold = (eventId: string, roles: Array<[string, RoleType]>) =>
  roles.length === 0
    ? Promise.resolve()
    : server.db
        .insert(meetingRoleAssignments)
        .values(roles.map(([userId, roleType]) => ({ eventId, userId, roleType })));

/** A meeting of the club `days` from now (negative: past), with these role holders. */
async function meeting(
  days: number,
  roles: Array<[string, RoleType]> = [],
  values: Partial<typeof events.$inferInsert> = {},
) {
  const eventDate = new Date(Date.now() + days * DAY);
  const eventId = await anEvent(server, {
    clubId: club.id,
    timeZone: ZONE,
    eventDate,
    title: "Harbour Club Night",
    ...values,
  });
  await hold(eventId, roles);
  return { eventId, eventDate };
}

const nudgeJob = (eventId: string) => scheduledJob(server, NUDGE_JOB, eventId);

const nudges = (): Mail[] => server.outbox().filter((mail) => mail.subject.startsWith("Open roles at"));
const nudgesTo = (email: string) => mailsTo(server, email, "Open roles at");
const takeLink = (mail: Mail, role: string) => linkIn(mail, `  Take the ${role} role`);

const holdersOf = async (eventId: string) =>
  (
    await server.db
      .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, eventId))
  ).map((row) => `${row.userId}:${row.roleType}`);

describe("who is asked", () => {
  test("members without a role in the last four meetings, not away, not opted out, verified and active; one mail each", async () => {
    await people(server, [
      "rita",
      "old",
      "gone",
      "holder",
      "away",
      "quiet",
      "other",
      "former",
      { id: "unverified", verified: false },
    ]);
    await join(["rita", "old", "gone", "holder", "away", "quiet", "unverified"]);
    await join(["former"], club.id, "inactive");
    const otherClub = await aClub(server, { name: "Other Club" }, ["other"]);
    // the last four meetings that took place: rita held a role; "old" held one only at the fifth
    await meeting(-7, [["rita", "timer"]]);
    await meeting(-14);
    await meeting(-21);
    await meeting(-28);
    await meeting(-35, [["old", "moderator"]]);
    // a cancelled meeting does not count
    await meeting(-3, [["gone", "timer"]], { cancelledAt: new Date() });
    // another club's meeting does not count either, nor is "other" asked
    await anEvent(server, { clubId: otherClub.id, eventDate: new Date(Date.now() - DAY) });
    const { eventId, eventDate } = await meeting(2, [["holder", "timer"]], { location: "Pier 3" });
    const day = meetingDay(eventDate, ZONE);
    await server.db.insert(memberAbsences).values({ userId: "away", firstDay: day, lastDay: day });
    await server.db.insert(mailPreferences).values({ userId: "quiet", clubId: club.id, openRoles: false });

    await sweep(server);
    expect(await nudgeJob(eventId)).toMatchObject({ state: "done" });
    const asked = nudges().flatMap((mail) => mail.to.split(",").map((to) => to.trim()));
    expect(asked.sort()).toEqual(["gone@example.com", mia.user.email.toLowerCase(), "old@example.com"].sort());

    const [mail] = nudgesTo(mia.user.email) as [Mail];
    expect(mail.text).toContain("Hi Mia,");
    expect(mail.html).toContain("Hi Mia,");
    const when = `When: ${eventLocalTime({ eventDate, timeZone: ZONE })}`;
    expect(when).toContain("(Berlin)");
    expect(mail.text).toContain(when);
    expect(mail.html?.replace(/<[^>]+>/g, "")).toContain(when);
    expect(mail.text).toContain("Where: Pier 3");
    // the timer is taken; every other role is listed with its link
    expect(mail.text).not.toContain("Timer (");
    for (const role of [
      "Pitcher (3 places open)",
      "Evaluator (3 places open)",
      "Moderator (1 place open)",
      "Ah Counter (1 place open)",
    ]) {
      expect(mail.text).toContain(role);
      expect(mail.html?.replace(/<[^>]+>/g, "")).toContain(role);
    }
    expect(takeLink(mail, "Moderator")).toMatch(/^http:\/\/localhost:3000\/api\/roles\/link\?token=\S+$/);
    expect(takeLink(mail, "Moderator")).not.toBe(takeLink(mail, "Pitcher"));
    expect(mail.text).toContain(
      "Unsubscribe from open-role requests from Harbour Speakers: http://localhost:3000/api/mail/unsubscribe?token=",
    );
    expect(mail.text).toContain(
      "Choose which mail you get from each club: http://localhost:3000/dashboard/profile#mail-preferences",
    );
    const [queued] = await server.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, "role-nudge"), eq(mailQueue.toAddress, mia.user.email)));
    expect(queued?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // the job is done: running again, or the sweep again, sends nothing more
    await sweep(server);
    expect(nudges()).toHaveLength(3);
  });

  test("the footer's unsubscribe link turns off open-role requests only, and the next nudge skips the member", async () => {
    await meeting(2);
    await sweep(server);
    const [mail] = nudgesTo(mia.user.email) as [Mail];
    const unsubscribe =
      /^Unsubscribe from open-role requests from Harbour Speakers: (\S+)$/m.exec(mail.text)?.[1] ?? "";
    const question = await server.client().get(unsubscribe);
    expect(await question.text()).toContain("Stop receiving open-role requests from Harbour Speakers by e-mail?");
    expect((await server.client().request(unsubscribe, { method: "POST" })).status).toBe(200);
    const preferences = await mia.client.api.profile["mail-preferences"].$get();
    expect(await preferences.json()).toMatchObject({
      clubs: [{ clubId: club.id, announcements: true, agendas: true, openRoles: false }],
    });

    await meeting(2.5);
    await sweep(server);
    expect(nudgesTo(mia.user.email)).toHaveLength(1);
  });

  test("nothing is sent when every role is taken", async () => {
    const ids = await people(server, ["a", "b", "c", "d", "e", "f", "g", "h", "i"]);
    await join(ids);
    // a club that keeps the specification's five roles (docs/decisions/223)
    await server.db
      .insert(clubRoles)
      .values(SPEC_ROLE_SET.map((role, index) => ({ ...role, clubId: club.id, position: index + 1 })));
    // every place of every role: three pitchers, three evaluators, a moderator, a timer, an ah counter
    const roles = ROLE_TYPES.flatMap((role) => Array<RoleType>(ROLE_CAPACITY[role]).fill(role));
    const { eventId } = await meeting(
      2,
      roles.map((role, index) => [ids[index] as string, role]),
    );
    await sweep(server);
    expect(await nudgeJob(eventId)).toMatchObject({ state: "done" });
    expect(nudges()).toHaveLength(0);
  });

  test("a cancelled meeting is not nudged; a meeting moved later after its nudge is not nudged again", async () => {
    const cancelled = await meeting(2);
    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, cancelled.eventId));
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, club.id, officer.user.id);
    const { eventId } = await meeting(2.2);
    await sweep(server);
    expect(nudgesTo(mia.user.email)).toHaveLength(1);
    const moved = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: meetingMovedTo("Harbour Club Night", dayFromNow(12), "19:30", ZONE),
    });
    expect(moved.status).toBe(200);
    expect(await nudgeJob(eventId)).toMatchObject({ state: "done" });
    await sweep(server);
    expect(nudgesTo(mia.user.email)).toHaveLength(1);
  });
});

describe("when it is due", () => {
  test("a meeting created in the app gets its nudge the club's days before; the officer changes them or turns them off", async () => {
    const officer = await signedInMember(server, "Olga");
    await makeClubOfficer(server, club.id, officer.user.id);
    const created = await officer.client.api.events.$post({
      json: {
        title: "Club Night",
        eventType: "meeting",
        date: dayFromNow(10),
        time: "19:00",
        timeZone: ZONE,
        clubId: club.id,
      },
    });
    expect(created.status).toBe(201);
    const [event] = await server.db.select().from(events).where(eq(events.clubId, club.id));
    if (!event) throw new Error("no meeting");
    expect(await nudgeJob(event.id)).toMatchObject({ state: "pending", runAt: nudgeDueAt(event.eventDate, ZONE, 3) });

    const save = (nudgeDays: number) => clubDaysSaved(officer, club.id, { nudgeDays });
    await save(5);
    expect(await nudgeJob(event.id)).toMatchObject({ state: "pending", runAt: nudgeDueAt(event.eventDate, ZONE, 5) });
    await save(0);
    expect(await nudgeJob(event.id)).toMatchObject({ state: "cancelled" });
    await save(14);
    // fourteen days before a meeting ten days away: due at once
    expect((await nudgeJob(event.id))?.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await nudgeJob(event.id)).toMatchObject({ state: "pending" });
    await server.runScheduledWork();
    expect(nudgesTo(mia.user.email)).toHaveLength(1);

    const refused = await saveClubSettings(officer, club.id, { timeZone: ZONE, nudgeDays: 15 });
    expect(refused.status).toBe(400);
  });

  test("a meeting starting within twelve hours is not nudged", async () => {
    const { eventId } = await meeting(0.4);
    await sweep(server);
    expect(await nudgeJob(eventId)).toBeUndefined();
    expect(nudges()).toHaveLength(0);
  });
});

describe("the take link", () => {
  async function miasNudge() {
    const { eventId, eventDate } = await meeting(2);
    await sweep(server);
    const mail = nudgesTo(mia.user.email)[0];
    if (!mail) throw new Error("no nudge to Mia");
    return { eventId, eventDate, mail };
  }

  test("GET shows one button and changes nothing; POST takes the role; pressed again: already yours", async () => {
    const { eventId, mail } = await miasNudge();
    const timer = takeLink(mail, "Timer");
    const question = await linkPage(await openLink(server, timer), 200);
    expect(question).toContain("Take the Timer role?");
    expect(question).toContain("Harbour Club Night");
    expect(question.match(/<button/g)).toHaveLength(1);
    expect(await holdersOf(eventId)).toEqual([]);

    const done = await linkPage(await pressLink(server, timer), 200);
    expect(done).toContain("The Timer role is yours");
    expect(await holdersOf(eventId)).toEqual([`${mia.user.id}:timer`]);
    // she gets the role's reminder like any holder
    const [reminder] = await server.db.select().from(jobs).where(eq(jobs.kind, "role.reminder"));
    expect(reminder?.state).toBe("pending");

    expect(await linkPage(await pressLink(server, timer), 200)).toContain("This role is already yours");
    expect(await linkPage(await openLink(server, timer), 200)).toContain("This role is already yours");
    expect(await holdersOf(eventId)).toEqual([`${mia.user.id}:timer`]);
  });

  test("a role someone else took first: the page offers the waitlist; the role rules refuse as in the app", async () => {
    const { eventId, mail } = await miasNudge();
    const [ben] = await people(server, ["ben"]);
    await join([ben as string]);
    await hold(eventId, [[ben as string, "timer"]]);
    const full = await linkPage(await openLink(server, takeLink(mail, "Timer")), 409);
    expect(full).toContain("This role is no longer open");
    expect(full).toContain("The Timer role is full (1/1).");
    expect(full).toContain("Join the waitlist in the app");
    expect(await linkPage(await pressLink(server, takeLink(mail, "Timer")), 409)).toContain(
      "The Timer role is full (1/1).",
    );

    await linkPage(await pressLink(server, takeLink(mail, "Evaluator")), 200);
    const limit = await linkPage(await pressLink(server, takeLink(mail, "Moderator")), 409);
    expect(limit).toContain("Role Limit Reached");
    // a club's meeting: the rule over the club's roles, in its words (docs/decisions/223)
    expect(limit).toContain("You can only have one role, or a speaking role plus one other role.");
    expect((await holdersOf(eventId)).sort()).toEqual([`${mia.user.id}:evaluator`, "ben:timer"].sort());
  });

  test("a forged token is 400; a link after the start or of a cancelled meeting is 410; a former member is refused", async () => {
    const { eventId, eventDate, mail } = await miasNudge();
    const good = takeLink(mail, "Timer");
    const token = new URL(good).searchParams.get("token") ?? "";
    const forged = roleLinkToken("another-secret-another-secret-another-secret", {
      action: "take",
      eventId,
      roleType: "timer",
      memberId: mia.user.id,
      expiresAt: eventDate,
    });
    const url = (value: string) => `/api/roles/link?token=${encodeURIComponent(value)}`;
    expect(await linkPage(await openLink(server, url(forged)), 400)).toContain("This link is not valid");
    expect(await linkPage(await pressLink(server, url(forged)), 400)).toContain("This link is not valid");
    const otherRole = roleLinkToken(server.config.authSecret, {
      action: "take",
      eventId,
      roleType: "nobody" as RoleType,
      memberId: mia.user.id,
      expiresAt: eventDate,
    });
    expect(await linkPage(await openLink(server, url(otherRole)), 400)).toContain("This link is not valid");

    await server.db.delete(memberships).where(eq(memberships.userId, mia.user.id));
    await server.db.update(events).set({ isPublic: false }).where(eq(events.id, eventId));
    expect(await linkPage(await pressLink(server, url(token)), 403)).toContain("You can no longer take roles here");
    await server.db.update(events).set({ isPublic: true }).where(eq(events.id, eventId));

    await server.db
      .update(events)
      .set({ eventDate: new Date(Date.now() - HOUR) })
      .where(eq(events.id, eventId));
    expect(await linkPage(await openLink(server, good), 410)).toContain("This link has expired");
    expect(await linkPage(await pressLink(server, good), 410)).toContain("This link has expired");
    await server.db.update(events).set({ eventDate, cancelledAt: new Date() }).where(eq(events.id, eventId));
    expect(await linkPage(await pressLink(server, good), 410)).toContain("This meeting is cancelled");
    expect(await holdersOf(eventId)).toEqual([]);
  });
});

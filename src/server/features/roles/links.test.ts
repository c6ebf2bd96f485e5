import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { anEvent, type SignedIn, signedInMember } from "../../../../test/support/factories";
import type { Mail } from "../../../../test/support/mail";
import { mailArrives } from "../../../../test/support/mail";
import { linkIn, linkPage, mailsTo, openLink, pressLink, scheduledJob } from "../../../../test/support/role-mail";
import { aServerForEachTest, type TestClient } from "../../../../test/support/server";
import type { RoleType } from "../../../domain/events/roles";
import { DAY } from "../../../domain/time";
import { events, mailQueue, meetingRoleAssignments } from "../../db/schema";
import { unsubscribeToken } from "../../mail/unsubscribe-token";
import { type AssignmentLink, roleLinkToken } from "./links";
import { REMINDER_JOB } from "./reminders";

/** The links of a role reminder (docs/decisions/153, 154): GET asks, POST acts, for whoever holds the e-mail. */

const server = aServerForEachTest();
let mia: SignedIn;
let eventId: string;
let eventDate: Date;

beforeEach(async () => {
  mia = await signedInMember(server, "Mia");
  eventDate = new Date(Date.now() + DAY);
  eventId = await anEvent(server, { title: "Harbour Club Night", timeZone: "Europe/Berlin", eventDate });
}, 60_000);

const claim = async (client: TestClient, roleType: RoleType) => {
  const response = await client.api.events[":id"].roles.$post({ param: { id: eventId }, json: { roleType } });
  expect(response.status).toBe(201);
  return (await response.json()).id;
};

/** Mia takes the timer's role and gets her reminder; its two links, as she would open them. */
async function miasReminder() {
  const assignmentId = await claim(mia.client, "timer");
  await server.runScheduledWork();
  const [mail] = mailsTo(server, mia.user.email, "Reminder:");
  if (!mail) throw new Error("no reminder to Mia");
  return { assignmentId, confirm: linkIn(mail, "I'll be there"), release: linkIn(mail, "I can't make it") };
}

const open = (url: string) => openLink(server, url);
const press = (url: string) => pressLink(server, url);
/** A link's page, as HTML. */
async function page(response: Response, status: number) {
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return linkPage(response, status);
}
const buttons = (html: string) => html.match(/<button/g)?.length ?? 0;

async function roles() {
  const response = await server.client().api.events[":id"].roles.$get({ param: { id: eventId } });
  expect(response.status).toBe(200);
  return response.json();
}
const assignmentRow = async (id: string) =>
  (await server.db.select().from(meetingRoleAssignments).where(eq(meetingRoleAssignments.id, id)))[0];

describe("I'll be there", () => {
  test("GET shows one button and changes nothing; POST marks the role confirmed; pressing again is harmless", async () => {
    const { assignmentId, confirm } = await miasReminder();

    const question = await page(await open(confirm), 200);
    expect(question).toContain("Will you be there?");
    expect(question).toContain("You are Timer at &quot;Harbour Club Night&quot;");
    expect(question).toContain("I&#x27;ll be there</button>");
    expect(buttons(question)).toBe(1);
    expect((await roles()).assignments).toEqual([
      expect.objectContaining({ id: assignmentId, roleType: "timer", holder: "Mia", confirmed: false }),
    ]);
    expect((await assignmentRow(assignmentId))?.confirmedAt).toBeNull();

    const done = await page(await press(confirm), 200);
    expect(done).toContain("Thank you — see you there");
    expect(buttons(done)).toBe(0);
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: assignmentId, confirmed: true })]);
    const confirmedAt = (await assignmentRow(assignmentId))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    expect(await page(await press(confirm), 200)).toContain("Thank you — see you there");
    expect((await assignmentRow(assignmentId))?.confirmedAt).toEqual(confirmedAt);
    expect((await roles()).assignments).toHaveLength(1);
  });
});

describe("I can't make it", () => {
  test("GET shows one button and changes nothing; POST gives the role up; the link used again does nothing", async () => {
    const { assignmentId, release } = await miasReminder();

    const question = await page(await open(release), 200);
    expect(question).toContain("Can&#x27;t make it?");
    expect(question).toContain("Give up my role</button>");
    expect(buttons(question)).toBe(1);
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: assignmentId, holder: "Mia" })]);

    const done = await page(await press(release), 200);
    expect(done).toContain("Your role is given up");
    expect(done).toContain("The role is open for other members to take.");
    expect((await roles()).assignments).toEqual([]);
    const job = await scheduledJob(server, REMINDER_JOB, assignmentId);
    expect(job?.state).toBe("done");

    // Ben takes the role; Mia's old link is no longer hers to use
    const ben = await signedInMember(server, "Ben");
    const bens = await claim(ben.client, "timer");
    for (const again of [open, press]) {
      const html = await page(await again(release), 200);
      expect(html).toContain("This role is no longer yours");
      expect(buttons(html)).toBe(0);
    }
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: bens, holder: "Ben" })]);
  });

  test("with a member waiting for the role, the place is theirs at once and they are e-mailed", async () => {
    const { release } = await miasReminder();
    const ben = await signedInMember(server, "Ben");
    const joined = await ben.client.api.events[":id"].waitlist.$post({
      param: { id: eventId },
      json: { roleType: "timer" },
    });
    expect(joined.status).toBe(201);
    expect((await roles()).waitlist).toEqual([expect.objectContaining({ roleType: "timer", position: 1 })]);

    const done = await page(await press(release), 200);
    expect(done).toContain("Your role is given up");
    expect(done).toContain("Ben was waiting for it and has it now.");
    const after = await roles();
    expect(after.assignments).toEqual([expect.objectContaining({ roleType: "timer", holder: "Ben" })]);
    expect(after.waitlist).toEqual([]);

    const toBen = (mail: Mail) =>
      mail.to.includes(ben.user.email.toLowerCase()) && /^(You are|Reminder:) /.test(mail.subject);
    await mailArrives(() => expect(server.outbox().filter(toBen)).toHaveLength(1));
    const [given] = server.outbox().filter(toBen) as [Mail];
    const [queued] = await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "role-given"));
    expect(queued?.subject).toMatch(/^You are Timer at Harbour Club Night — \w{3} \d{2}, \d{4}$/);
    expect(given.text).toContain("Hi Ben,");
    expect(given.text).toContain('A place freed up: you are now Timer at "Harbour Club Night".');
    // the meeting is a day away: this mail is Ben's reminder too (docs/decisions/170), and no other follows
    expect(given.text).toMatch(/^I'll be there: http/m);
    await server.runScheduledWork();
    expect(
      server
        .outbox()
        .filter(toBen)
        .map((mail) => mail.subject.replace(/\s+/g, " ")),
    ).toEqual([expect.stringMatching(/^You are Timer at /)]);

    // Mia's link used again changes nothing
    expect(await page(await press(release), 200)).toContain("This role is no longer yours");
    expect((await roles()).assignments).toEqual([expect.objectContaining({ roleType: "timer", holder: "Ben" })]);
  });
});

describe("links that do not work", () => {
  const miaLink = (assignmentId: string, values: Partial<AssignmentLink> = {}): AssignmentLink => ({
    action: "release",
    eventId,
    assignmentId,
    memberId: mia.user.id,
    expiresAt: eventDate,
    ...values,
  });
  const url = (token: string) => `/api/roles/link?token=${encodeURIComponent(token)}`;

  test("a forged, altered, other or garbled token is a 400 page and changes nothing", async () => {
    const { assignmentId, release } = await miasReminder();
    const good = new URL(release).searchParams.get("token") ?? "";
    expect(good).toBe(roleLinkToken(server.config.authSecret, miaLink(assignmentId)));
    const [payload, signature] = good.split(".") as [string, string];
    const values = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as string[];
    const changed = (index: number, value: string) =>
      `${Buffer.from(JSON.stringify(values.map((old, at) => (at === index ? value : old)))).toString("base64url")}.${signature}`;
    const tokens = [
      roleLinkToken("another-secret-another-secret-another-secret", miaLink(assignmentId)),
      `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      changed(0, "confirm"),
      changed(3, crypto.randomUUID()),
      changed(4, String(Date.now() + 30 * DAY)),
      unsubscribeToken(server.config.authSecret, { memberId: mia.user.id, clubId: null, kind: "agendas" }),
      roleLinkToken(server.config.authSecret, miaLink(assignmentId, { action: "delete" as "release" })),
      "garbage",
      `${good}.${signature}`,
      "",
    ];
    for (const token of tokens) {
      for (const ask of [open, press]) {
        const html = await page(await ask(url(token)), 400);
        expect(html).toContain("This link is not valid");
        expect(buttons(html)).toBe(0);
      }
    }
    expect(await page(await press("/api/roles/link"), 400)).toContain("This link is not valid");
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: assignmentId, confirmed: false })]);
  });

  test("until the meeting starts, also when it was moved; once it has started: 410, and nothing changes", async () => {
    const { assignmentId, release } = await miasReminder();
    // made for a start that has passed, but an officer moved the meeting later: the link works until the new start
    const moved = roleLinkToken(
      server.config.authSecret,
      miaLink(assignmentId, { expiresAt: new Date(Date.now() - 1000) }),
    );
    expect(buttons(await page(await open(url(moved)), 200))).toBe(1);

    // the meeting started ten minutes ago (it runs for two hours): the reminder's own links are over
    await server.db
      .update(events)
      .set({ eventDate: new Date(Date.now() - 10 * 60_000), durationMinutes: 120 })
      .where(eq(events.id, eventId));
    const started = roleLinkToken(
      server.config.authSecret,
      miaLink(assignmentId, { expiresAt: new Date(Date.now() + DAY) }),
    );
    for (const link of [release, url(started), url(moved)]) {
      for (const ask of [open, press]) {
        const html = await page(await ask(link), 410);
        expect(html).toContain("This link has expired");
        expect(buttons(html)).toBe(0);
      }
    }
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: assignmentId, confirmed: false })]);
  });

  test("a cancelled meeting: 410, the page says it is cancelled, and nothing changes", async () => {
    const { assignmentId, confirm, release } = await miasReminder();
    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, eventId));
    for (const link of [confirm, release]) {
      for (const ask of [open, press]) {
        const html = await page(await ask(link), 410);
        expect(html).toContain("This meeting is cancelled");
        expect(buttons(html)).toBe(0);
      }
    }
    expect((await assignmentRow(assignmentId))?.confirmedAt).toBeNull();
    expect((await roles()).assignments).toEqual([expect.objectContaining({ id: assignmentId, holder: "Mia" })]);
  });

  test("a meeting cancelled after the role was given up: its links still say it is cancelled", async () => {
    const { confirm, release } = await miasReminder();
    expect(await page(await press(release), 200)).toContain("Your role is given up");
    await server.db.update(events).set({ cancelledAt: new Date() }).where(eq(events.id, eventId));
    for (const link of [confirm, release]) {
      for (const ask of [open, press]) expect(await page(await ask(link), 410)).toContain("This meeting is cancelled");
    }
  });
});

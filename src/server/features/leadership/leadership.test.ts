/**
 * Leadership Central for club officers: its data, announcements to the club and invitations.
 */
import { eq, ne } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, people } from "../../../../test/support/factories";
import { leader } from "../../../../test/support/leadership";
import { APP_URL, aServerForEachTest, expectError, type TestServer } from "../../../../test/support/server";
import { HOUR } from "../../../domain/time";
import { announcements, events, mailQueue, meetingRoleAssignments, memberships, pitches } from "../../db/schema";

const server = aServerForEachTest();

/** Waits until the background delivery has written the mail (deliverNow after the commit). */
async function waitForMail(predicate: (mail: ReturnType<TestServer["outbox"]>[number]) => boolean, count = 1) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = server.outbox().filter(predicate);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the mail did not arrive");
}

async function allMailSent() {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows = await server.db.select({ sentAt: mailQueue.sentAt }).from(mailQueue);
    if (rows.every((row) => row.sentAt)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("queued mail was not delivered");
}

describe("Leadership Central data", () => {
  test("refused without a grant, for visitors and members", async () => {
    await expectError(await server.client().get("/api/leadership/overview"), 401, "NOT_SIGNED_IN");
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(await server.get("/api/leadership/overview"), 403, "NO_LEADERSHIP_ACCESS");
    await expectError(
      await server.post("/api/leadership/announcements", { subject: "Club news", message: "Hi all" }),
      403,
      "NO_LEADERSHIP_ACCESS",
    );
    await expectError(
      await server.post("/api/leadership/invitations", { email: "new@example.com" }),
      403,
      "NO_LEADERSHIP_ACCESS",
    );
    expect(await server.db.select().from(announcements)).toEqual([]);
    expect(await server.db.select().from(mailQueue).where(ne(mailQueue.kind, "verification"))).toEqual([]);
  });

  test("the overview counts active members, this month's meetings and speeches, and goals completed", async () => {
    await leader(server);
    await people(server, ["p1", "p2", "p3"]);
    const north = await aClub(server, { name: "North" });
    const south = await aClub(server, { name: "South" });
    await server.db.insert(memberships).values([
      { userId: "p1", clubId: north.id },
      { userId: "p1", clubId: south.id },
      { userId: "p2", clubId: south.id },
      { userId: "p3", clubId: south.id, status: "inactive" },
    ]);
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15, 18));
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 18));
    const [meeting, , , later] = await server.db
      .insert(events)
      .values([
        { title: "Club meeting", eventDate: thisMonth, clubId: north.id },
        { title: "Second meeting", eventDate: thisMonth, eventType: "meeting" },
        { title: "Contest", eventDate: thisMonth, eventType: "contest" },
        { title: "Next month's meeting", eventDate: nextMonth },
      ])
      .returning();
    if (!meeting || !later) throw new Error("events");
    await server.db.insert(meetingRoleAssignments).values([
      { eventId: meeting.id, userId: "p1", roleType: "pitcher" },
      { eventId: meeting.id, userId: "p2", roleType: "pitcher" },
      { eventId: meeting.id, userId: "p3", roleType: "timer" },
      { eventId: later.id, userId: "p3", roleType: "pitcher" },
    ]);
    const pitch = (userId: string, goalId: string) => ({
      userId,
      certificationId: 2,
      goalId,
      title: "Pitch",
      content: "Content",
    });
    await server.db.insert(pitches).values([
      // program 2, "investor-qa" needs 2: done by p1; p2 has 1 of 2
      pitch("p1", "investor-qa"),
      pitch("p1", "investor-qa"),
      pitch("p2", "investor-qa"),
      pitch("p2", "elevator-pitch"),
    ]);

    const response = await server.get("/api/leadership/overview");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.stats).toEqual({
      activeMembers: 2,
      meetingsThisMonth: 2,
      speechesThisMonth: 2,
      goals: { completed: 1, attempted: 3 },
    });
    const titles = body.activity.map((item: { title: string }) => item.title);
    expect(titles).toContain("p1 joined a club");
    expect(titles).toContain("Event scheduled: Contest");
    expect(titles).toContain("p3 signed up as Timer");
    expect(titles).not.toContain("p3 joined a club"); // inactive
    expect(body.activity.length).toBeLessThanOrEqual(10);
  });
});

describe("announcements", () => {
  test("one mail per active member (verified, active membership), sent in the background", async () => {
    const sender = await leader(server);
    await people(server, ["m1", "m2", { id: "unverified", verified: false }, "lapsed", "loner"]);
    const club = await aClub(server, { name: "North" });
    const other = await aClub(server, { name: "South" });
    await server.db.insert(memberships).values([
      { userId: "m1", clubId: club.id },
      { userId: "m1", clubId: other.id },
      { userId: "m2", clubId: club.id },
      { userId: "unverified", clubId: club.id },
      { userId: "lapsed", clubId: club.id, status: "inactive" },
      { userId: sender.id, clubId: club.id },
    ]);

    const message = "Contest night moves to Friday.\n\n<b>Bring a friend</b> & your best story!";
    const response = await server.post("/api/leadership/announcements", {
      subject: "Club news",
      message: `  ${message} `,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ recipients: 3 });

    const mails = await waitForMail((mail) => mail.subject === "Club news", 3);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["lead@example.com", "m1@example.com", "m2@example.com"]);
    expect(mails[0]?.text).toContain("Contest night moves to Friday.");
    expect(mails[0]?.html).toContain("&lt;b&gt;Bring a friend&lt;/b&gt; &amp; your best story!");
    const [stored] = await server.db.select().from(announcements);
    expect(stored).toMatchObject({ senderId: sender.id, subject: "Club news", message, recipientCount: 3 });
    await allMailSent();
  });

  test("a blank or over-long message or subject is refused and nothing is queued", async () => {
    await leader(server);
    await expectError(await server.post("/api/leadership/announcements", { message: "Hi all" }), 400, "INVALID_INPUT");
    await expectError(
      await server.post("/api/leadership/announcements", { subject: "  ", message: "Hi all" }),
      400,
      "INVALID_INPUT",
    );
    await expectError(
      await server.post("/api/leadership/announcements", { subject: "x".repeat(121), message: "Hi all" }),
      400,
      "INVALID_INPUT",
    );
    await expectError(
      await server.post("/api/leadership/announcements", { subject: "Club news", message: " \n " }),
      400,
      "INVALID_INPUT",
    );
    await expectError(
      await server.post("/api/leadership/announcements", { subject: "Club news", message: "x".repeat(2001) }),
      400,
      "INVALID_INPUT",
    );
    expect(await server.db.select().from(announcements)).toEqual([]);
  });

  test("at most 5 announcements per sender per day, even when sent at the same moment", async () => {
    await leader(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.post("/api/leadership/announcements", { subject: "Club news", message: `News ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    if (!refused) throw new Error("one send was refused");
    expect((await refused.json()).error).toEqual({
      code: "ANNOUNCEMENT_LIMIT",
      message: "You can send at most 5 announcements a day. Please try again tomorrow.",
    });
    expect(await server.db.select().from(announcements)).toHaveLength(5);

    // yesterday's announcements no longer count
    await server.db.update(announcements).set({ createdAt: new Date(Date.now() - 25 * HOUR) });
    expect(
      (await server.post("/api/leadership/announcements", { subject: "Club news", message: "Fresh news" })).status,
    ).toBe(201);
  });
});

describe("invitations", () => {
  test("sends an invitation to the product with a link to its page", async () => {
    await leader(server);
    const response = await server.post("/api/leadership/invitations", { email: " Friend@Example.com " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ email: "Friend@Example.com" });
    const [mail] = await waitForMail((candidate) => candidate.to === "friend@example.com");
    expect(mail?.subject).toBe("Lea invited you to PitchCraft");
    expect(mail?.text).toMatch(new RegExp(`Accept the invitation: ${APP_URL}/dashboard/invitations/[\\w-]{43}\n`));
    await allMailSent();
  });

  test("a blank or invalid e-mail address is refused", async () => {
    await leader(server);
    for (const email of ["", "   ", "not-an-address", `${"a".repeat(250)}@example.com`]) {
      await expectError(await server.post("/api/leadership/invitations", { email }), 400, "INVALID_INPUT");
    }
    expect(await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "invitation"))).toEqual([]);
  });
});

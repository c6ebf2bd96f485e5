import { eq, ne } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { makeOfficer, people } from "../../../../test/support/factories";
import { APP_URL, createTestServer, type TestServer } from "../../../../test/support/server";
import { ACCESS_KEY_MESSAGES } from "../../../domain/leadership/messages";
import { HOUR } from "../../../domain/time";
import {
  announcements,
  clubs,
  events,
  leadershipAccess,
  leadershipAccessKeys,
  mailQueue,
  meetingRoleAssignments,
  memberships,
  pitches,
} from "../../db/schema";
import { grantAdmin } from "../admin/service";
import { issueAccessKey, redeemAccessKey } from "./access-keys";

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
});

afterEach(async () => {
  await server.close();
});

const usedCount = async (id: string) =>
  (await server.db.select().from(leadershipAccessKeys).where(eq(leadershipAccessKeys.id, id)))[0]?.usedCount;

const redeem = (key: string, client = server) => client.post("/api/leadership/access", { key });

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

/** The test's own browser signed in as a club officer (a member holding a Leadership Central grant). */
async function leader(email = "lead@example.com", firstName = "Lea") {
  const { user } = await server.signUpAndVerify(email, firstName);
  await makeOfficer(server, user.id);
  return user;
}

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

describe("the access-key gate", () => {
  test("a new grant: Access Granted, used_count + 1, and the grant persists across sessions", async () => {
    const { user } = await server.signUpAndVerify("ann@example.com", "Ann");
    const { key, accessKey } = await issueAccessKey(server.db, { label: "Officers" });
    expect(await (await server.get("/api/leadership/access")).json()).toEqual({ granted: false });

    const granted = await redeem(key);
    expect(granted.status).toBe(201);
    expect(await granted.json()).toEqual({ granted: true, outcome: "granted" });
    expect(await usedCount(accessKey.id)).toBe(1);
    const [grant] = await server.db.select().from(leadershipAccess);
    expect(grant).toMatchObject({ userId: user.id, accessKeyId: accessKey.id });

    const again = server.client();
    expect((await again.signIn("ann@example.com")).status).toBe(200);
    expect(await (await again.get("/api/leadership/access")).json()).toEqual({ granted: true });
    expect((await again.get("/api/leadership/overview")).status).toBe(200);
  });

  test("a member who already has access: Access Granted (already), used_count unchanged", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const first = await issueAccessKey(server.db, {});
    const second = await issueAccessKey(server.db, {});
    await redeem(first.key);
    for (const key of [first.key, second.key]) {
      const answer = await redeem(key);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ granted: true, outcome: "already-granted" });
    }
    expect(await usedCount(first.accessKey.id)).toBe(1);
    expect(await usedCount(second.accessKey.id)).toBe(0);
  });

  test("a key typed in lower case with spaces still works", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    const { key } = await issueAccessKey(server.db, {});
    expect((await redeem(`  ${key.toLowerCase().replaceAll("-", " ")} `)).status).toBe(201);
  });

  test("unknown and deactivated keys are invalid; past expires_at is expired; nothing is granted", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(
      await redeem("LC-AAAAA-BBBBB-CCCCC-DDDDD"),
      400,
      "INVALID_ACCESS_KEY",
      ACCESS_KEY_MESSAGES.invalid.description,
    );
    const inactive = await issueAccessKey(server.db, {});
    await server.db
      .update(leadershipAccessKeys)
      .set({ isActive: false })
      .where(eq(leadershipAccessKeys.id, inactive.accessKey.id));
    await expectError(await redeem(inactive.key), 400, "INVALID_ACCESS_KEY");

    const expired = await issueAccessKey(server.db, { expiresOn: "2999-01-01" });
    await server.db
      .update(leadershipAccessKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadershipAccessKeys.id, expired.accessKey.id));
    await expectError(await redeem(expired.key), 400, "ACCESS_KEY_EXPIRED", ACCESS_KEY_MESSAGES.expired.description);

    expect(await server.db.select().from(leadershipAccess)).toEqual([]);
    expect(await usedCount(inactive.accessKey.id)).toBe(0);
    expect(await usedCount(expired.accessKey.id)).toBe(0);
  });

  test("blank or over-long keys are refused; a visitor must sign in", async () => {
    await expectError(await redeem("x", server.client() as unknown as TestServer), 401, "NOT_SIGNED_IN");
    await server.signUpAndVerify("ann@example.com", "Ann");
    await expectError(await redeem("   "), 400, "INVALID_INPUT");
    await expectError(await redeem("x".repeat(101)), 400, "INVALID_INPUT");
    await expectError(await server.post("/api/leadership/access", { key: "x", extra: 1 }), 400, "INVALID_INPUT");
  });

  test("attempts are limited to 10 per 15 minutes per member, even with a valid key afterwards", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    for (let attempt = 0; attempt < 10; attempt++) {
      await expectError(await redeem(`LC-WRONG-${attempt}`), 400, "INVALID_ACCESS_KEY");
    }
    const { key } = await issueAccessKey(server.db, {});
    const limited = await redeem(key);
    await expectError(limited, 429, "RATE_LIMITED");
    expect(await server.db.select().from(leadershipAccess)).toEqual([]);

    // another member has attempts of their own
    const other = server.client();
    await other.signUpAndVerify("bob@example.com", "Bob");
    expect((await other.post("/api/leadership/access", { key })).status).toBe(201);
  });

  test("a key is for one member and 14 days unless said otherwise: the second member is refused", async () => {
    await people(server, ["p1", "p2"]);
    const { key, accessKey } = await issueAccessKey(server.db, {});
    expect(accessKey.maxUses).toBe(1);
    const today = new Date();
    const fifteenth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 15);
    expect(new Date(accessKey.expiresAt ?? 0).getTime()).toBe(fifteenth);
    expect(await redeemAccessKey(server.deps, "p1", key)).toBe("granted");
    expect(await redeemAccessKey(server.deps, "p2", key)).toBe("invalid");
    // the member who used it is still told they have access
    expect(await redeemAccessKey(server.deps, "p1", key)).toBe("already-granted");
    expect(await usedCount(accessKey.id)).toBe(1);
    expect(await server.db.select().from(leadershipAccess)).toHaveLength(1);
    const [listed] = (await server.db.select().from(leadershipAccessKeys)).map((row) => row.maxUses);
    expect(listed).toBe(1);
  });

  test("a key for three, redeemed by five at the same moment: three grants; no limit and no expiry when asked", async () => {
    const ids = ["p1", "p2", "p3", "p4", "p5"];
    await people(server, ids);
    const { key, accessKey } = await issueAccessKey(server.db, { maxUses: 3 });
    const outcomes = await Promise.all(ids.map((id) => redeemAccessKey(server.deps, id, key)));
    expect(outcomes.filter((outcome) => outcome === "granted")).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === "invalid")).toHaveLength(2);
    expect(await usedCount(accessKey.id)).toBe(3);
    const open = await issueAccessKey(server.db, { maxUses: null, expiresOn: null });
    expect(open.accessKey).toMatchObject({ maxUses: null, expiresAt: null, status: "active" });
  });

  test("20 members redeeming one key for 20 at the same moment: 20 grants, used_count exactly 20", async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `officer-${index}`);
    await people(server, ids);
    const { key, accessKey } = await issueAccessKey(server.db, { maxUses: 20 });
    const outcomes = await Promise.all(ids.map((id) => redeemAccessKey(server.deps, id, key)));
    expect(outcomes).toEqual(ids.map(() => "granted"));
    expect(await usedCount(accessKey.id)).toBe(20);
    expect(await server.db.select().from(leadershipAccess)).toHaveLength(20);

    // the same 20 again, concurrently: nothing changes
    const again = await Promise.all(ids.map((id) => redeemAccessKey(server.deps, id, key)));
    expect(again).toEqual(ids.map(() => "already-granted"));
    expect(await usedCount(accessKey.id)).toBe(20);
  });
});

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
    await leader();
    await people(server, ["p1", "p2", "p3"]);
    const [north, south] = await server.db
      .insert(clubs)
      .values([{ name: "North" }, { name: "South" }])
      .returning();
    if (!north || !south) throw new Error("clubs");
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
    const sender = await leader();
    await people(server, ["m1", "m2", { id: "unverified", verified: false }, "lapsed", "loner"]);
    const [club, other] = await server.db
      .insert(clubs)
      .values([{ name: "North" }, { name: "South" }])
      .returning();
    if (!club || !other) throw new Error("clubs");
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
    await leader();
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
    await leader();
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
    await leader();
    const response = await server.post("/api/leadership/invitations", { email: " Friend@Example.com " });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ email: "Friend@Example.com" });
    const [mail] = await waitForMail((candidate) => candidate.to === "friend@example.com");
    expect(mail?.subject).toBe("Lea invited you to PitchCraft");
    expect(mail?.text).toMatch(new RegExp(`Accept the invitation: ${APP_URL}/dashboard/invitations/[\\w-]{43}\n`));
    await allMailSent();
  });

  test("a blank or invalid e-mail address is refused", async () => {
    await leader();
    for (const email of ["", "   ", "not-an-address", `${"a".repeat(250)}@example.com`]) {
      await expectError(await server.post("/api/leadership/invitations", { email }), 400, "INVALID_INPUT");
    }
    expect(await server.db.select().from(mailQueue).where(eq(mailQueue.kind, "invitation"))).toEqual([]);
  });
});

describe("issuing access keys (admins)", () => {
  test("a visitor or a member who is not an admin cannot issue, list or deactivate keys", async () => {
    const existing = await issueAccessKey(server.db, {});
    const visitor = server.client();
    await expectError(await visitor.post("/api/admin/access-keys", {}), 401, "NOT_SIGNED_IN");
    await leader("member@example.com", "Mo"); // even with leadership access
    await expectError(await server.post("/api/admin/access-keys", {}), 403, "NOT_ADMIN");
    await expectError(await server.get("/api/admin/access-keys"), 403, "NOT_ADMIN");
    await expectError(
      await server.post(`/api/admin/access-keys/${existing.accessKey.id}/deactivate`),
      403,
      "NOT_ADMIN",
    );
    expect(await server.db.select().from(leadershipAccessKeys)).toHaveLength(2); // the one above + leader()'s
  });

  test("an admin issues a key (shown once), sees it listed by prefix, and deactivates it", async () => {
    await server.signUpAndVerify("admin@example.com", "Ada");
    await grantAdmin(server.db, "admin@example.com");
    const issued = await server.post("/api/admin/access-keys", { label: "Spring officers", expiresOn: "2999-06-30" });
    expect(issued.status).toBe(201);
    const { key, accessKey } = await issued.json();
    expect(key).toMatch(/^LC(-[0-9A-Z]{5}){4}$/);
    expect(accessKey).toMatchObject({
      prefix: key.slice(0, 8),
      label: "Spring officers",
      status: "active",
      usedCount: 0,
      expiresAt: "2999-07-01T00:00:00.000Z",
    });
    const [stored] = await server.db.select().from(leadershipAccessKeys);
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.slice(9));

    const listed = await (await server.get("/api/admin/access-keys")).json();
    expect(listed.accessKeys).toEqual([accessKey]);
    expect(JSON.stringify(listed)).not.toContain(key.slice(9));

    const member = server.client();
    await member.signUpAndVerify("bob@example.com", "Bob");
    expect((await member.post("/api/leadership/access", { key })).status).toBe(201);
    const after = await (await server.get("/api/admin/access-keys")).json();
    expect(after.accessKeys[0].usedCount).toBe(1);

    const deactivated = await server.post(`/api/admin/access-keys/${accessKey.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect((await deactivated.json()).accessKey.status).toBe("inactive");
    const late = server.client();
    await late.signUpAndVerify("cy@example.com", "Cy");
    await expectError(await late.post("/api/leadership/access", { key }), 400, "INVALID_ACCESS_KEY");
    // members granted before keep their access
    expect(await (await member.get("/api/leadership/access")).json()).toEqual({ granted: true });

    // the Administration page shows the message as it is: a sentence, not a field name
    await expectError(
      await server.post("/api/admin/access-keys", { expiresOn: "2001-01-01" }),
      400,
      "INVALID_INPUT",
      "The expiry date must be today or later.",
    );
    await expectError(
      await server.post("/api/admin/access-keys", { label: "x".repeat(81) }),
      400,
      "INVALID_INPUT",
      "The label must be at most 80 characters.",
    );
    await expectError(
      await server.post("/api/admin/access-keys/00000000-0000-4000-8000-000000000000/deactivate"),
      404,
      "ACCESS_KEY_NOT_FOUND",
    );
  });
});

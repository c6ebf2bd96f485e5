/**
 * The Leadership Central access keys: the gate a member passes with a key (what is used up, what is refused), and
 * the keys admins issue.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { people } from "../../../../test/support/factories";
import { leader } from "../../../../test/support/leadership";
import { aServerForEachTest, expectError, type TestServer } from "../../../../test/support/server";
import { ACCESS_KEY_MESSAGES } from "../../../domain/leadership/messages";
import { leadershipAccess, leadershipAccessKeys } from "../../db/schema";
import { grantAdmin } from "../admin/service";
import { issueAccessKey, redeemAccessKey } from "./access-keys";

const server = aServerForEachTest();

const usedCount = async (id: string) =>
  (await server.db.select().from(leadershipAccessKeys).where(eq(leadershipAccessKeys.id, id)))[0]?.usedCount;

const redeem = (key: string, client = server) => client.post("/api/leadership/access", { key });
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

describe("issuing access keys (admins)", () => {
  test("a visitor or a member who is not an admin cannot issue, list or deactivate keys", async () => {
    const existing = await issueAccessKey(server.db, {});
    const visitor = server.client();
    await expectError(await visitor.post("/api/admin/access-keys", {}), 401, "NOT_SIGNED_IN");
    await leader(server, "member@example.com", "Mo"); // even with leadership access
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

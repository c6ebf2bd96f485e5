/** The demo's certificate: the demo officer finished program 1 and claimed it; anyone can check its number. */
import { count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { columnsEqual } from "../../db/conditions";
import { certificateClaims, pitches } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { demoSeeds } from "../../runtime";
import { DEMO_CERTIFICATE } from "./demo-certificate";
import { programStanding, verifyCertificate } from "./programs-service";

const server = aServerForEachTest();

describe("the demo's certificate", () => {
  test("Marcus finished program 1 three weeks ago; its number checks out, and seeding again adds nothing", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const marcus = DEMO_CERTIFICATE.member?.id ?? "";
    const standing = await programStanding(server.db, marcus, 1);
    expect(standing.kind === "goals" && standing.progress.complete).toBe(true);
    const claimedAt = new Date(standing.claimedAt ?? 0).getTime();
    expect(Date.now() - claimedAt).toBeGreaterThan(20 * DAY);
    expect(Date.now() - claimedAt).toBeLessThan(22 * DAY);

    const [claim] = await server.db.select().from(certificateClaims).where(eq(certificateClaims.userId, marcus));
    expect(await verifyCertificate(server.db, claim?.certificateNumber ?? "")).toMatchObject({
      memberName: "Marcus Chen",
      programTitle: "Certified Professional Presenter",
    });

    const written = columnsEqual(pitches, { userId: marcus, certificationId: 1 });
    const [before] = await server.db.select({ value: count() }).from(pitches).where(written);
    await seedDemoContent(server.db, demoSeeds);
    const [after] = await server.db.select({ value: count() }).from(pitches).where(written);
    expect(after?.value).toBe(before?.value);
    const claims = await server.db.select().from(certificateClaims).where(eq(certificateClaims.userId, marcus));
    expect(claims.map((each) => each.certificateNumber)).toEqual([claim?.certificateNumber]);
  });

  test("a demo where he already wrote pitches of his own in the program gets no claim for him", async () => {
    const marcus = DEMO_CERTIFICATE.member?.id ?? "";
    await seedDemoContent(server.db, []);
    await server.db
      .insert(pitches)
      .values({ userId: marcus, certificationId: 1, goalId: "personal-story", title: "Mine", content: "Hi." });
    await seedDemoContent(server.db, demoSeeds);
    expect(await server.db.select().from(certificateClaims).where(eq(certificateClaims.userId, marcus))).toEqual([]);
    const [mine] = await server.db.select({ value: count() }).from(pitches).where(eq(pitches.userId, marcus));
    expect(mine?.value).toBe(1);
  });
});

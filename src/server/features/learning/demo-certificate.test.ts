/** The demo's certificate: the demo officer finished program 1 and claimed it; anyone can check its number. */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
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
    expect(Date.now() - claimedAt).toBeGreaterThan(20 * 86_400_000);
    expect(Date.now() - claimedAt).toBeLessThan(22 * 86_400_000);

    const [claim] = await server.db.select().from(certificateClaims).where(eq(certificateClaims.userId, marcus));
    expect(await verifyCertificate(server.db, claim?.certificateNumber ?? "")).toMatchObject({
      memberName: "Marcus Chen",
      programTitle: "Certified Professional Presenter",
    });

    const written = and(eq(pitches.userId, marcus), eq(pitches.certificationId, 1));
    const [before] = await server.db.select({ value: count() }).from(pitches).where(written);
    await seedDemoContent(server.db, demoSeeds);
    const [after] = await server.db.select({ value: count() }).from(pitches).where(written);
    expect(after?.value).toBe(before?.value);
    const claims = await server.db.select().from(certificateClaims).where(eq(certificateClaims.userId, marcus));
    expect(claims.map((each) => each.certificateNumber)).toEqual([claim?.certificateNumber]);
  });
});

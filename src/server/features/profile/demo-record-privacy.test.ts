/** The demo shows the hidden-record rule (docs/decisions/241): Sam of Bay Area Pitch Masters hid his record. */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { clubs } from "../../db/schema";
import { seedDemoContent } from "../../db/seed";
import { DEMO_MEMBERS } from "../../db/seed/clubs";
import { demoSeeds } from "../../runtime";
import { clubSpeakingActivity } from "../clubs/speaking-activity";
import { DEMO_HIDDEN_RECORD } from "./demo-record-privacy";
import { memberRecord } from "./record-privacy";

const server = aServerForEachTest();

describe("the demo's hidden record", () => {
  test("Sam spoke last week and hid his record: his officers see roles and dates, a fellow member is refused", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const sam = DEMO_HIDDEN_RECORD?.id ?? "";
    const [ana, , priya] = DEMO_MEMBERS;
    const [club] = await server.db.select().from(clubs).where(eq(clubs.name, "Bay Area Pitch Masters"));
    const activity = await clubSpeakingActivity(server.db, club?.id ?? "");
    const row = activity.members.find((member) => member.memberId === sam);
    expect(row).toMatchObject({ name: "Sam Okafor", hidden: true, withinTime: null });
    expect(row?.lastSpeech).not.toBeNull();

    const seen = await memberRecord(server.deps, sam, ana?.id ?? "");
    expect(seen).toMatchObject({ hidden: true, detail: "schedule" });
    expect(seen.record.speeches.length).toBeGreaterThan(0);
    await expect(memberRecord(server.deps, sam, priya?.id ?? "")).rejects.toMatchObject({ code: "RECORD_HIDDEN" });
    // seeding again keeps his choice
    await seedDemoContent(server.db, demoSeeds);
    expect((await memberRecord(server.deps, sam, ana?.id ?? "")).detail).toBe("schedule");
  });
});

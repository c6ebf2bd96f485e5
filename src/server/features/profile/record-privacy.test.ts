/**
 * Who sees whose speaking record (docs/decisions/241): a member may hide theirs from other members; the officers of
 * their clubs and admins still see roles and speech dates, for scheduling.
 */

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClub, signedInAdmin, signedInMember } from "../../../../test/support/factories";
import { anOfficer, aRecordedSpeech } from "../../../../test/support/meeting-record";
import { aServerForEachTest, errorOf, type TestClient } from "../../../../test/support/server";
import { NOTHING_MEASURED } from "../../../domain/record/visibility";
import { recordPrivacy } from "../../db/schema";

const server = aServerForEachTest();

const recordOf = (client: TestClient, memberId: string) =>
  client.api.members[":memberId"].record.$get({ param: { memberId } });

const hide = (client: TestClient, hidden = true) => client.api.profile["record-visibility"].$put({ json: { hidden } });

describe("another member's speaking record", () => {
  test("a visible record: the member, fellow members, the club's officers and admins read it whole", async () => {
    const meeting = await aRecordedSpeech(server);
    const { pitcher, member, evaluator } = meeting;
    const officer = await anOfficer(server, meeting);
    const admin = await signedInAdmin(server);
    const own = await (await pitcher.client.api.profile.record.$get()).json();
    expect(own.speeches[0]).toMatchObject({ durationSeconds: 330, verdict: "within", fillers: 7 });
    for (const reader of [pitcher, member, evaluator, officer, admin]) {
      const response = await recordOf(reader.client, pitcher.user.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        member: { id: pitcher.user.id, name: "Pia" },
        hidden: false,
        detail: "full",
        record: own,
      });
    }
  });

  test("a stranger and a visitor are refused; an unknown member does not exist", async () => {
    const { pitcher } = await aRecordedSpeech(server);
    const stranger = await signedInMember(server, "Sam");
    await aClub(server, { name: "Hilltop Pitchers" }, [stranger.user.id]);
    const refused = await recordOf(stranger.client, pitcher.user.id);
    expect(await errorOf(refused)).toMatchObject({
      status: 404,
      code: "MEMBER_NOT_FOUND",
      message: "There is no such member in your clubs.",
    });
    const visitor = await recordOf(server.client(), pitcher.user.id);
    expect((await errorOf(visitor)).status).toBe(401);
    const unknown = await recordOf(pitcher.client, "no-such-member");
    expect(await errorOf(unknown)).toMatchObject({ status: 404, code: "MEMBER_NOT_FOUND" });
  });

  test("a hidden record: fellow members are refused; officers and admins see roles and speech dates only", async () => {
    const meeting = await aRecordedSpeech(server);
    const { pitcher, member, eventId, clubId } = meeting;
    const officer = await anOfficer(server, meeting);
    const admin = await signedInAdmin(server);
    expect(await (await pitcher.client.api.profile["record-visibility"].$get()).json()).toEqual({ hidden: false });
    const saved = await hide(pitcher.client);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ hidden: true });
    expect(await (await pitcher.client.api.profile["record-visibility"].$get()).json()).toEqual({ hidden: true });

    const self = await (await recordOf(pitcher.client, pitcher.user.id)).json();
    expect(self).toMatchObject({ hidden: true, detail: "full" });
    expect(self.record.evaluations).toHaveLength(1);

    const fellow = await recordOf(member.client, pitcher.user.id);
    expect(await errorOf(fellow)).toMatchObject({
      status: 403,
      code: "RECORD_HIDDEN",
      title: "Record Hidden",
      message: "This member has hidden their speaking record. Only they and their clubs' officers can see it.",
    });

    for (const reader of [officer, admin]) {
      const response = await recordOf(reader.client, pitcher.user.id);
      expect(response.status).toBe(200);
      const seen = await response.json();
      expect(seen).toMatchObject({ member: { id: pitcher.user.id, name: "Pia" }, hidden: true, detail: "schedule" });
      expect(seen.record.roles).toEqual([expect.objectContaining({ eventId, clubId, role: "Pitcher" })]);
      expect(seen.record.speeches).toEqual([
        expect.objectContaining({
          eventId,
          clubId,
          title: "Harbour Club Night",
          ...NOTHING_MEASURED,
        }),
      ]);
      expect(seen.record.evaluations).toEqual([]);
      expect(seen.record.awards).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain("gripping");
    }

    // shown again: the fellow member reads it whole
    expect(await (await hide(pitcher.client, false)).json()).toEqual({ hidden: false });
    expect((await recordOf(member.client, pitcher.user.id)).status).toBe(200);
  });

  test("the choice is the member's own, and the same one row however many saves arrive at once", async () => {
    const { pitcher } = await aRecordedSpeech(server);
    expect((await errorOf(await hide(server.client()))).status).toBe(401);
    const refused = await pitcher.client.api.profile["record-visibility"].$put({
      json: { hidden: "yes" } as unknown as { hidden: boolean },
    });
    expect(await errorOf(refused)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => hide(pitcher.client)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await server.db.select().from(recordPrivacy).where(eq(recordPrivacy.userId, pitcher.user.id));
    expect(rows.map((row) => row.hidden)).toEqual([true]);
  });

  test("read while the member changes their mind, each answer follows one choice throughout", async () => {
    const meeting = await aRecordedSpeech(server);
    const { pitcher } = meeting;
    const officer = await anOfficer(server, meeting);
    const reads = Array.from({ length: 8 }, (_, index) =>
      index % 2 === 0 ? hide(pitcher.client, index % 4 === 0) : recordOf(officer.client, pitcher.user.id),
    );
    const answers = await Promise.all(reads);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      if (index % 2 === 0) continue;
      const seen = (await answer.json()) as { hidden: boolean; detail: string; record: { evaluations: unknown[] } };
      expect(seen.detail).toBe(seen.hidden ? "schedule" : "full");
      expect(seen.record.evaluations).toHaveLength(seen.hidden ? 0 : 1);
    }
  });
});

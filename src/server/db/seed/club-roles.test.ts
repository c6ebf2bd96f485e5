import { count, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { SPEC_ROLE_SET } from "../../../domain/clubs/role-set";
import { savedRoleSet } from "../../reads/role-set";
import { demoSeeds } from "../../runtime";
import { clubRoles, clubs } from "../schema";
import { seedDemoContent } from "../seed";
import { FIVE_ROLE_CLUB } from "./club-roles";

const server = aServerForEachTest();

const rowsOf = (clubId: string) => savedRoleSet(server.db, clubId);

test("one demo club has saved the specification's five roles; the others keep the classic set; a re-run adds nothing", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const [club] = await server.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, FIVE_ROLE_CLUB));
  const clubId = club?.id ?? "";
  expect(await rowsOf(clubId)).toEqual(SPEC_ROLE_SET);
  // no other club has rows: they read the classic set
  const saving = await server.db.selectDistinct({ clubId: clubRoles.clubId }).from(clubRoles);
  expect(saving).toEqual([{ clubId }]);

  await seedDemoContent(server.db, demoSeeds);
  expect(await server.db.select({ value: count() }).from(clubRoles)).toEqual([{ value: SPEC_ROLE_SET.length }]);

  // a set the club's officers changed is kept as they left it
  await server.db.update(clubRoles).set({ perMeeting: 4 }).where(eq(clubRoles.key, "pitcher"));
  await server.db.delete(clubRoles).where(eq(clubRoles.key, "timer"));
  await seedDemoContent(server.db, demoSeeds);
  const kept = await rowsOf(clubId);
  expect(kept.map((role) => role.key)).toEqual(["pitcher", "evaluator", "moderator", "ah_counter"]);
  expect(kept[0]?.perMeeting).toBe(4);
});

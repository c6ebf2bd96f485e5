/**
 * The server tests' data, made in one place (docs/decisions/134). Members sign up and verify their address through
 * the API, each in a browser stand-in of their own, as a person would; the admin role, a club officer's Leadership
 * Central grant, clubs, memberships, events, agenda items and meeting roles are written straight to the database,
 * as an operator or an earlier request would have left them. Lengths of time: src/domain/time.ts.
 */
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeEach } from "vitest";
import { DAY, MINUTE } from "../../src/domain/time";
import {
  clubs,
  events,
  meetingAgendas,
  meetingRoleAssignments,
  meetingTimings,
  memberships,
  userRoles,
  users,
} from "../../src/server/db/schema";
import { issueAccessKey, redeemAccessKey } from "../../src/server/features/leadership/access-keys";
import type { TestClient, TestServer } from "./server";

export type SignedIn = Awaited<ReturnType<typeof signedInMember>>;

let sequence = 0;
const uniqueEmail = (firstName: string) => `${firstName.toLowerCase()}-${++sequence}@example.com`;

/** A verified member signed in in a browser of their own (`client`); the address is made unique unless given. */
export async function signedInMember(server: TestServer, firstName = "Ann", email = uniqueEmail(firstName)) {
  const client: TestClient = server.client();
  const { user } = await client.signUpAndVerify(email, firstName);
  return { client, user };
}

/** A signed-in member who is also an admin. */
export async function signedInAdmin(server: TestServer, firstName = "Ada", email?: string): Promise<SignedIn> {
  const admin = await signedInMember(server, firstName, email);
  await makeAdmin(server, admin.user.id);
  return admin;
}

/** A signed-in club officer: a member holding a Leadership Central grant. */
export async function signedInOfficer(server: TestServer, firstName = "Lea", email?: string): Promise<SignedIn> {
  const officer = await signedInMember(server, firstName, email);
  await makeOfficer(server, officer.user.id);
  return officer;
}

/** The admin role, as `npm run cli -- grant-admin` gives it: a `user_roles` row. */
export async function makeAdmin(server: TestServer, userId: string): Promise<void> {
  await server.db.insert(userRoles).values({ userId, role: "admin" });
}

/** A Leadership Central grant, the way an officer gets one: a newly issued key, redeemed (decision 041). */
export async function makeOfficer(server: TestServer, userId: string): Promise<void> {
  const { key } = await issueAccessKey(server.db, {});
  const outcome = await redeemAccessKey(server.deps, userId, key);
  if (outcome !== "granted") throw new Error(`redeeming a new key gave ${outcome}`);
}

/** An officer of this club, the way one becomes it: a key issued for the club, redeemed (decision 139). */
export async function makeClubOfficer(server: TestServer, clubId: string, userId: string): Promise<void> {
  const { key } = await issueAccessKey(server.db, { clubId });
  const outcome = await redeemAccessKey(server.deps, userId, key);
  if (outcome !== "granted") throw new Error(`redeeming a new club key gave ${outcome}`);
}

/**
 * People of the community written straight to the database, named and addressed after their id (`p1`,
 * `p1@example.com`), verified unless said otherwise; they have no password, so they cannot sign in. Their ids.
 */
export async function people(server: TestServer, rows: Array<string | { id: string; verified?: boolean }>) {
  const people = rows.map((row) => (typeof row === "string" ? { id: row } : row));
  await server.db.insert(users).values(
    people.map(({ id, verified = true }) => ({
      id,
      firstName: id,
      email: `${id}@example.com`,
      emailVerified: verified,
    })),
  );
  return people.map(({ id }) => id);
}

/** A club ("Harbour Speakers" unless named), with these members' active memberships. */
export async function aClub(
  server: TestServer,
  values: Partial<typeof clubs.$inferInsert> = {},
  memberIds: string[] = [],
) {
  const [club] = await server.db
    .insert(clubs)
    .values({ name: "Harbour Speakers", ...values })
    .returning();
  if (!club) throw new Error("club not inserted");
  if (memberIds.length > 0) {
    await server.db.insert(memberships).values(memberIds.map((userId) => ({ userId, clubId: club.id })));
  }
  return club;
}

/** A public "Club Night" three days from now unless told otherwise; its id. */
export async function anEvent(server: TestServer, values: Partial<typeof events.$inferInsert> = {}): Promise<string> {
  const [event] = await server.db
    .insert(events)
    .values({ title: "Club Night", eventDate: new Date(Date.now() + 3 * DAY), ...values })
    .returning({ id: events.id });
  if (!event) throw new Error("event not inserted");
  return event.id;
}

/** The meeting's first speech was timed and stopped five minutes ago: its vote is open (docs/decisions/165). */
export async function firstSpeechTimed(server: TestServer, eventId: string): Promise<void> {
  const startedAt = new Date(Date.now() - 5 * MINUTE);
  await server.db.insert(meetingTimings).values({
    id: randomUUID(),
    eventId,
    speakerName: "First speaker",
    greenSeconds: 300,
    yellowSeconds: 360,
    redSeconds: 420,
    graceSeconds: 30,
    startedAt,
    stoppedAt: new Date(startedAt.getTime() + 330_000),
    bankedMs: 330_000,
    durationSeconds: 330,
  });
}

type RoleType = (typeof meetingRoleAssignments.$inferInsert)["roleType"];

/** An event (as `anEvent`) with these agenda items, numbered 1…n, and these members holding roles. */
export async function anEventWithAgendaAndRoles(
  server: TestServer,
  {
    agenda = [],
    roles = [],
    ...values
  }: Partial<typeof events.$inferInsert> & {
    /** Items by title (a general item of the default length), or with their type and length. */
    agenda?: Array<string | Pick<typeof meetingAgendas.$inferInsert, "title" | "agendaType" | "durationMinutes">>;
    roles?: Array<{ userId: string; roleType: RoleType }>;
  },
) {
  const eventId = await anEvent(server, values);
  const items =
    agenda.length === 0
      ? []
      : await server.db
          .insert(meetingAgendas)
          .values(
            agenda.map((item, index) => ({
              eventId,
              ...(typeof item === "string" ? { title: item } : item),
              orderIndex: index + 1,
            })),
          )
          .returning({ id: meetingAgendas.id });
  const assignments =
    roles.length === 0
      ? []
      : await server.db
          .insert(meetingRoleAssignments)
          .values(roles.map((role) => ({ eventId, ...role })))
          .returning({ id: meetingRoleAssignments.id });
  return { eventId, agendaItemIds: items.map((item) => item.id), assignmentIds: assignments.map((row) => row.id) };
}

/** A club whose private event only its members may see and take roles at. */
export async function aClubWithPrivateEvent(server: TestServer, memberIds: string[]) {
  const club = await aClub(server, {}, memberIds);
  const eventId = await anEvent(server, { clubId: club.id, isPublic: false, title: "Members' Meeting" });
  return { clubId: club.id, eventId };
}

/** "YYYY-MM-DD", `days` from today (UTC): a date for the Create Event dialog's fields. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An officer saves their club's settings form: an empty form in `timeZone`, with these changes. */
export function saveClubSettings(
  officer: SignedIn,
  clubId: string,
  changes: { timeZone: string; reminderDays?: number; nudgeDays?: number; graceSeconds?: number },
) {
  return officer.client.api.clubs[":clubId"].$patch({
    param: { clubId },
    json: {
      name: "Harbour Speakers",
      description: "",
      location: "",
      meetingDay: "",
      meetingTime: "",
      contactEmail: "",
      websiteUrl: "",
      ...changes,
    },
  });
}

/** Every goal of program 2 (Certified Startup Pitcher) filled with pitches of the member signed in in `browser`. */
export async function completeProgramTwo(browser: Pick<TestServer, "post">) {
  for (const [goalId, needed] of [
    ["elevator-pitch", 3],
    ["problem-solution", 4],
    ["traction-numbers", 3],
    ["investor-qa", 2],
  ] as const) {
    for (let n = 0; n < needed; n++) {
      await browser.post("/api/learning/pitches", {
        certificationId: 2,
        goalId,
        title: "My pitch",
        description: "What it is about",
        content: "The words I will say.",
      });
    }
  }
}

/** How many rows each of these tables holds, by the names the tables are given here. */
export async function rowCounts(server: Pick<TestServer, "db">, tables: Record<string, PgTable>) {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await server.db.select({ value: count() }).from(table);
    result[name] = row?.value ?? 0;
  }
  return result;
}

/**
 * What `make` makes, made again before each test of the file: the value stands for the current test's, so a test
 * reads its fields as it would a variable's (`scene.officer`); outside a test they are not there.
 */
export function madeForEachTest<T extends object>(make: () => Promise<T>): T {
  const value = {} as T;
  beforeEach(async () => {
    Object.assign(value, await make());
  });
  return value;
}

/**
 * Harbour Speakers handing roles over and proposing them (docs/decisions/166, 167), shared by the offers' tests: Hana,
 * Wes and Mia are members, Olga is the club's officer and Otto belongs to no club. One server serves the file's tests;
 * each test makes its own meeting, whose title tells its e-mails apart.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { RoleType } from "../../src/domain/events/roles";
import { DAY } from "../../src/domain/time";
import { meetingRoleAssignments, roleOffers, roleWaitlist } from "../../src/server/db/schema";
import { aClub, anEvent, makeClubOfficer, type SignedIn, signedInMember } from "./factories";
import { mailArrives } from "./mail";
import { createTestServer, type TestServer } from "./server";

type Cast = { server: TestServer; clubId: string } & Record<"hana" | "wes" | "mia" | "olga" | "otto", SignedIn>;

/** Stands for what the file's `beforeAll` makes, so that the tests can name it before it exists. */
function madeBeforeAll<T extends object>(made: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = made();
      if (!value) throw new Error("the club exists only once the file's tests run");
      return Reflect.get(value, key);
    },
  });
}

/** The club, its meetings in `timeZone` (the club's too), and the steps of an offer as its members take them. */
export function harbourSpeakersOffering(timeZone: string) {
  let cast: Cast | undefined;
  const scene = { title: "" };
  beforeAll(async () => {
    const server = await createTestServer();
    const [hana, wes, mia, olga, otto] = [
      await signedInMember(server, "Hana"),
      await signedInMember(server, "Wes"),
      await signedInMember(server, "Mia"),
      await signedInMember(server, "Olga"),
      await signedInMember(server, "Otto"),
    ];
    const club = await aClub(server, { name: "Harbour Speakers", timeZone }, [
      hana.user.id,
      wes.user.id,
      mia.user.id,
      olga.user.id,
    ]);
    await makeClubOfficer(server, club.id, olga.user.id);
    cast = { server, clubId: club.id, hana, wes, mia, olga, otto };
  });
  afterAll(async () => {
    await cast?.server.close();
  });

  const server = madeBeforeAll(() => cast?.server);
  const member = (name: keyof Omit<Cast, "server" | "clubId">) => madeBeforeAll(() => cast?.[name]);

  /** A meeting of the club `inDays` from now with a title of its own (`scene.title`: "Club Night 3f9a1"); its id. */
  async function meeting(inDays = 5) {
    scene.title = `Club Night ${Math.random().toString(36).slice(2, 7)}`;
    return anEvent(server, {
      clubId: cast?.clubId,
      title: scene.title,
      eventDate: new Date(Date.now() + inDays * DAY),
      timeZone,
    });
  }
  async function holds(eventId: string, holder: SignedIn, roleType: RoleType) {
    const [row] = await server.db
      .insert(meetingRoleAssignments)
      .values({ eventId, userId: holder.user.id, roleType })
      .returning({ id: meetingRoleAssignments.id });
    return row?.id ?? "";
  }
  const waits = (eventId: string, waiting: SignedIn, roleType: RoleType) =>
    server.db.insert(roleWaitlist).values({ eventId, userId: waiting.user.id, roleType });
  const handover = (from: SignedIn, eventId: string, assignmentId: string, to: SignedIn) =>
    from.client.api.events[":id"].roles[":assignmentId"].handover.$post({
      param: { id: eventId, assignmentId },
      json: { memberId: to.user.id },
    });
  const propose = (officer: SignedIn, eventId: string, roleType: RoleType, to: SignedIn) =>
    officer.client.api.events[":id"].proposals.$post({
      param: { id: eventId },
      json: { roleType, memberId: to.user.id },
    });
  const answer = (to: SignedIn, eventId: string, offerId: string, accept: boolean) =>
    to.client.api.events[":id"].offers[":offerId"].answer.$post({
      param: { id: eventId, offerId },
      json: { accept },
    });
  /** The open offers the member sees at the meeting. */
  const offersOf = async (viewer: SignedIn, eventId: string) =>
    (await (await viewer.client.api.events[":id"].offers.$get({ param: { id: eventId } })).json()).offers;
  const stateOf = async (offerId: string) =>
    (await server.db.select().from(roleOffers).where(eq(roleOffers.id, offerId)))[0];
  const holdersOf = async (eventId: string, roleType: RoleType) =>
    (await server.db.select().from(meetingRoleAssignments).where(eq(meetingRoleAssignments.eventId, eventId)))
      .filter((row) => row.roleType === roleType)
      .map((row) => row.userId);
  const mailsTo = (to: SignedIn, subjectStart: string) =>
    server.outbox().filter((mail) => mail.to.includes(to.user.email) && mail.subject.startsWith(subjectStart));
  /** The accept link of the offer of `role` at the last meeting that the member was e-mailed, as a path. */
  const acceptLink = async (to: SignedIn, role: string) => {
    let link = "";
    await mailArrives(() => {
      link =
        mailsTo(to, `Will you be ${role} at ${scene.title}`)[0]?.links.find((url) =>
          url.includes("/api/roles/offer"),
        ) ?? "";
      expect(link).toBeTruthy();
    });
    return link.replace(/^https?:\/\/[^/]+/, "");
  };

  return {
    server,
    hana: member("hana"),
    wes: member("wes"),
    mia: member("mia"),
    olga: member("olga"),
    otto: member("otto"),
    scene,
    meeting,
    holds,
    waits,
    handover,
    propose,
    answer,
    offersOf,
    stateOf,
    holdersOf,
    mailsTo,
    acceptLink,
  };
}

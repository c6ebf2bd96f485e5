/**
 * Every link from an e-mail (docs/decisions/160): only POST acts. HEAD (mail scanners, link previews) answers like
 * GET and changes nothing; OPTIONS reaches no link page. A form posted with `Origin: null` acts on these links only;
 * their pages keep `Referrer-Policy: no-referrer`.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { aClub, anEvent, type SignedIn, signedInMember } from "../../../test/support/factories";
import { aServerForEachTest } from "../../../test/support/server";
import { DAY } from "../../domain/time";
import { mailPreferences, meetingRoleAssignments, memberships, roleOffers } from "../db/schema";
import { roleLinkToken } from "../features/roles/links";
import { offerLinkToken } from "../features/roles/offer-links";
import { unsubscribeToken } from "./unsubscribe-token";

const server = aServerForEachTest();
let mia: SignedIn;
let wes: SignedIn;
let clubId: string;
let eventId: string;
let assignmentId: string;
let handoverId: string;
let proposalId: string;

beforeEach(async () => {
  [mia, wes] = [await signedInMember(server, "Mia"), await signedInMember(server, "Wes")];
  clubId = (await aClub(server, { name: "Harbour Speakers" }, [mia.user.id, wes.user.id])).id;
  eventId = await anEvent(server, {
    clubId,
    isPublic: false,
    title: "Members' Night",
    eventDate: new Date(Date.now() + 3 * DAY),
  });
  const [held] = await server.db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId: mia.user.id, roleType: "timer" })
    .returning({ id: meetingRoleAssignments.id });
  assignmentId = held?.id ?? "";
  const offers = await server.db
    .insert(roleOffers)
    .values([
      {
        eventId,
        roleType: "timer",
        kind: "handover",
        assignmentId,
        fromUserId: mia.user.id,
        toUserId: wes.user.id,
        expiresAt: new Date(Date.now() + DAY),
      },
      {
        eventId,
        roleType: "moderator",
        kind: "assignment",
        fromUserId: mia.user.id,
        toUserId: wes.user.id,
        expiresAt: new Date(Date.now() + DAY),
      },
    ])
    .returning({ id: roleOffers.id });
  [handoverId = "", proposalId = ""] = offers.map((offer) => offer.id);
}, 60_000);

const secret = () => server.config.authSecret;
const expiresAt = () => new Date(Date.now() + 3 * DAY);

/** Every kind of link, as its e-mail carries it, with what pressing it would change. */
const links = () => ({
  "I'll be there": `/api/roles/link?token=${roleLinkToken(secret(), { action: "confirm", eventId, assignmentId, memberId: mia.user.id, expiresAt: expiresAt() })}`,
  "I can't make it": `/api/roles/link?token=${roleLinkToken(secret(), { action: "release", eventId, assignmentId, memberId: mia.user.id, expiresAt: expiresAt() })}`,
  "take the role": `/api/roles/link?token=${roleLinkToken(secret(), { action: "take", eventId, roleType: "pitcher", memberId: wes.user.id, expiresAt: expiresAt() })}`,
  "accept the hand-over": `/api/roles/offer?token=${offerLinkToken(secret(), { answer: "accept", offerId: handoverId, memberId: wes.user.id })}`,
  "decline the hand-over": `/api/roles/offer?token=${offerLinkToken(secret(), { answer: "decline", offerId: handoverId, memberId: wes.user.id })}`,
  "accept the proposal": `/api/roles/offer?token=${offerLinkToken(secret(), { answer: "accept", offerId: proposalId, memberId: wes.user.id })}`,
  "decline the proposal": `/api/roles/offer?token=${offerLinkToken(secret(), { answer: "decline", offerId: proposalId, memberId: wes.user.id })}`,
  unsubscribe: `/api/mail/unsubscribe?token=${unsubscribeToken(secret(), { memberId: mia.user.id, clubId, kind: "announcements" })}`,
});

/** What any of the links could change: roles and their confirmations, offers, mail preferences. */
const everything = async () => ({
  roles: await server.db.select().from(meetingRoleAssignments),
  offers: await server.db.select().from(roleOffers),
  preferences: await server.db.select().from(mailPreferences),
});

/** Someone without a session, as a mail scanner or a phone's browser is. */
const send = (url: string, method: string, headers: Record<string, string> = {}) =>
  server.client().request(url, { method, headers: { origin: "", ...headers } });

describe("only POST acts", () => {
  test("HEAD answers as GET does, without a body, and changes nothing; OPTIONS reaches no link page", async () => {
    const before = await everything();
    for (const [name, url] of Object.entries(links())) {
      const shown = await send(url, "GET");
      expect(shown.status, name).toBe(200);
      expect(await shown.text(), name).toContain("<button");
      const head = await send(url, "HEAD");
      expect(head.status, name).toBe(200);
      expect(head.headers.get("content-type"), name).toMatch(/^text\/html/);
      expect(head.headers.get("cache-control"), name).toBe("no-store");
      expect(await head.text(), name).toBe("");
      const options = await send(url, "OPTIONS");
      expect([404, 405], name).toContain(options.status);
      expect(await everything(), name).toEqual(before);
    }
  });

  test("a HEAD of “I can't make it” leaves the role with its holder; the button's POST gives it up", async () => {
    const release = links()["I can't make it"];
    await send(release, "HEAD");
    await send(release, "HEAD");
    const holders = async () =>
      (await server.db.select().from(meetingRoleAssignments).where(eq(meetingRoleAssignments.eventId, eventId))).map(
        (row) => row.userId,
      );
    expect(await holders()).toEqual([mia.user.id]);
    const pressed = await send(release, "POST", { "content-type": "application/x-www-form-urlencoded" });
    expect(pressed.status).toBe(200);
    expect(await holders()).toEqual([]);
  });
});

describe("the link pages' form", () => {
  test("posted with Origin: null (a privacy-hardened browser) it acts; other routes still refuse Origin: null", async () => {
    const pressed = await send(links().unsubscribe, "POST", {
      origin: "null",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("You are unsubscribed");
    const confirmed = await send(links()["I'll be there"], "POST", { origin: "null" });
    expect(confirmed.status).toBe(200);
    const [role] = await server.db
      .select()
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.id, assignmentId));
    expect(role?.confirmedAt).toBeInstanceOf(Date);
    const declined = await send(links()["decline the proposal"], "POST", { origin: "null" });
    expect(declined.status).toBe(200);

    const contact = await server.client().request("/api/support/contact", {
      method: "POST",
      headers: { origin: "null" },
      json: { name: "Ann", email: "ann@example.com", subject: "", message: "Hello there, a question." },
    });
    expect(contact.status).toBe(403);
    expect((await contact.json()).error.code).toBe("CROSS_SITE_REQUEST");
    const session = await mia.client.request("/api/auth/sign-out", { method: "POST", headers: { origin: "null" } });
    expect(session.status).toBe(403);
    // another site's origin is refused on the links too
    const elsewhere = await send(links()["I can't make it"], "POST", { origin: "https://elsewhere.example" });
    expect(elsewhere.status).toBe(403);
  });

  test("link pages keep their own Referrer-Policy: no-referrer; other answers keep the global one", async () => {
    for (const [name, url] of Object.entries(links())) {
      expect((await send(url, "GET")).headers.get("referrer-policy"), name).toBe("no-referrer");
    }
    expect((await server.get("/api/health")).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("an offer of a members-only meeting, answered after leaving the club: a link page saying so (403)", async () => {
    await server.db
      .update(memberships)
      .set({ status: "inactive" })
      .where(and(eq(memberships.userId, wes.user.id), eq(memberships.clubId, clubId)));
    const before = await everything();
    for (const name of ["accept the hand-over", "accept the proposal", "decline the proposal"] as const) {
      for (const method of ["GET", "POST"]) {
        const answered = await send(links()[name], method);
        expect(answered.status, `${method} ${name}`).toBe(403);
        expect(answered.headers.get("content-type"), `${method} ${name}`).toMatch(/^text\/html/);
        expect(await answered.text(), `${method} ${name}`).toContain("You can no longer take roles here");
      }
    }
    expect(await everything()).toEqual(before);
  });
});

import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, makeClubOfficer, people } from "../../../../test/support/factories";
import { aServerWithSmtpForTheFile, TEST_PASSWORD } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { eventAttendees, invitations, mailPreferences, memberships } from "../../db/schema";

// Every e-mail in the one layout (docs/decisions/181), read back with a real MIME parser as a mail program would.

const { server, smtp, verifiedMember } = aServerWithSmtpForTheFile(
  Array.from({ length: 50 }, (_, index) => 4700 + index),
);

let sequence = 0;

/** A member who signed up and opened the verification link. */
const member = (firstName: string) => verifiedMember(firstName, `${firstName.toLowerCase()}-${++sequence}@example.com`);

async function parsedTo(email: string, subject: RegExp | string) {
  const [mail] = await smtp.arrived(
    (received) =>
      received.to === email &&
      (typeof subject === "string" ? received.subject === subject : subject.test(received.subject)),
  );
  return simpleParser(mail?.raw ?? "");
}

/** The layout every mail shares: a text and an HTML part, the header with the product (and the club), sans-serif. */
function expectLayout(mail: Awaited<ReturnType<typeof simpleParser>>, clubName?: string) {
  expect(mail.text?.length).toBeGreaterThan(20);
  expect(mail.html).toBeTruthy();
  const html = String(mail.html);
  expect(html).toMatch(/font-family:[^;"]*sans-serif/);
  expect(html).toContain(">PitchCraft</div>");
  if (clubName) expect(html).toContain(`>${clubName}</div>`);
  expect(html).not.toMatch(/font-family:[^;"]*serif;/);
}

describe("the mail layout", () => {
  test("the verification mail: header, button, the reason at the foot, and its link in the text part", async () => {
    const email = `vic-${++sequence}@example.com`;
    await server.client().post("/api/auth/sign-up/email", { name: "Vic", email, password: TEST_PASSWORD });
    const mail = await parsedTo(email, /Confirm your e-mail/);
    expectLayout(mail);
    expect(String(mail.html)).toMatch(
      /<a href="[^"]*verify-email[^"]*" style="display:inline-block[^"]*">Confirm my e-mail<\/a>/,
    );
    expect(mail.text).toMatch(/Confirm my e-mail: http\S+verify-email/);
    expect(mail.text).toContain("If you did not create an account, you can ignore this message.");
  });

  test("an announcement goes out under the subject its sender wrote, in the club's layout", async () => {
    const officer = await member("Olivia");
    const [reader] = await people(server, [`reader-${sequence}`]);
    const club = await aClub(server, { name: "Harbour Speakers" }, [reader as string]);
    await makeClubOfficer(server, club.id, officer.id);
    const sent = await officer.client.post("/api/leadership/announcements", {
      subject: "Contest night moves to Friday",
      message: "See you at the harbour.\n\nBring a friend!",
      clubId: club.id,
    });
    expect(sent.status).toBe(201);
    const mail = await parsedTo(`${reader}@example.com`, "Contest night moves to Friday — Harbour Speakers");
    expectLayout(mail, "Harbour Speakers");
    expect(mail.text).toContain("See you at the harbour.\n\nBring a friend!");
    expect(mail.text).toContain("— Olivia, Leadership Central");
    expect(mail.text).toContain("Unsubscribe from announcements from Harbour Speakers:");
    expect(String(mail.html)).toContain("Bring a friend!");
  });

  test("the agenda's subject names the club and the meeting's weekday where it takes place", async () => {
    const officer = await member("Otto");
    const club = await aClub(server, { name: "Evening Orators" }, []);
    await makeClubOfficer(server, club.id, officer.id);
    // Friday 1 a.m. in UTC is Thursday evening in New York
    const year = new Date().getUTCFullYear() + 1;
    const eventDate = new Date(Date.UTC(year, 0, 15, 1, 0));
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "America/New_York" }).format(
      eventDate,
    );
    const eventId = await anEvent(server, {
      title: "Winter Contest",
      clubId: club.id,
      eventDate,
      timeZone: "America/New_York",
    });
    expect((await officer.client.post(`/api/events/${eventId}/agenda-mail`)).status).toBe(201);
    const mail = await parsedTo(officer.email, /agenda for/);
    expect(mail.subject).toBe(`Evening Orators — agenda for ${weekday}, Jan 14, ${year}: Winter Contest`);
    expectLayout(mail, "Evening Orators");
    expect(mail.text).toContain(`Open the meeting: ${server.config.appUrl}/dashboard/events/${eventId}`);
  });
});

describe("change and cancellation notices", () => {
  test("an edit says who changed what, old → new", async () => {
    const officer = await member("Olga");
    const [attendee] = await people(server, [`att-${sequence}`]);
    const club = await aClub(server, { name: "Harbour Speakers" }, [attendee as string]);
    await makeClubOfficer(server, club.id, officer.id);
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const eventId = await anEvent(server, {
      title: "Club Night",
      clubId: club.id,
      timeZone: "Europe/Berlin",
      eventDate: new Date(`${day}T19:00:00+01:00`),
      location: "Pier 3",
    });
    await server.db.insert(eventAttendees).values({ eventId, userId: attendee as string });
    const edited = await officer.client.api.events[":id"].$patch({
      param: { id: eventId },
      json: {
        title: "Club Night",
        eventType: "meeting",
        date: day,
        time: "19:00",
        durationMinutes: 120,
        timeZone: "Europe/Berlin",
        location: "Harbour Hall",
        description: "",
        isPublic: true,
      },
    });
    expect(edited.status).toBe(200);
    const mail = await parsedTo(`${attendee}@example.com`, /^Changed: Club Night/);
    expectLayout(mail, "Harbour Speakers");
    expect(mail.text).toContain('Olga changed "Club Night" (Harbour Speakers).');
    expect(mail.text).toContain("- Location: Pier 3 → Harbour Hall");
    expect(String(mail.html)).toContain("Location: Pier 3 → Harbour Hall</li>");
  });

  test("a club meeting's cancellation reaches everyone who receives the club's agendas", async () => {
    const officer = await member("Omar");
    const [reader, quiet, outsider] = await people(server, [`rd-${sequence}`, `qt-${sequence}`, `os-${sequence}`]);
    const club = await aClub(server, { name: "Ridge Talkers" }, [reader as string, quiet as string]);
    await aClub(server, { name: "Elsewhere" }, [outsider as string]);
    await makeClubOfficer(server, club.id, officer.id);
    await server.db.insert(mailPreferences).values({ userId: quiet as string, clubId: club.id, agendas: false });
    const eventId = await anEvent(server, { title: "Ridge Night", clubId: club.id, eventType: "meeting" });
    const cancelled = await officer.client.post(`/api/events/${eventId}/cancel`, { reason: "Storm warning" });
    expect(await cancelled.json()).toMatchObject({ notified: 2 });
    const mails = await smtp.arrived((mail) => mail.subject.startsWith("Cancelled: Ridge Night"), 2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([officer.email, `${reader}@example.com`].sort());
    const mail = await simpleParser(mails.find((one) => one.to === `${reader}@example.com`)?.raw ?? "");
    expectLayout(mail, "Ridge Talkers");
    expect(mail.text).toContain('Omar cancelled "Ridge Night" (Ridge Talkers)');
    expect(mail.text).toContain("- Reason: Storm warning");
    expect(mail.text).toContain("You receive this because you receive the meeting agendas of Ridge Talkers.");
    expect(mail.text).toContain("Unsubscribe from meeting agendas from Ridge Talkers:");
    expect(mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line).toContain(
      "/api/mail/unsubscribe?token=",
    );
  });

  test("a club's social event still tells only those taking part", async () => {
    const officer = await member("Oona");
    const [reader] = await people(server, [`so-${sequence}`]);
    const club = await aClub(server, { name: "Social Club" }, [reader as string]);
    await makeClubOfficer(server, club.id, officer.id);
    const eventId = await anEvent(server, { title: "Picnic", clubId: club.id, eventType: "social" });
    const cancelled = await officer.client.post(`/api/events/${eventId}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ notified: 0 });
  });
});

describe("invitations to a club", () => {
  test("the e-mail names the club and its next meeting; its page shows it and only the POST makes a member", async () => {
    const officer = await member("Ines");
    const club = await aClub(server, { name: "Harbour Speakers" }, []);
    await makeClubOfficer(server, club.id, officer.id);
    await anEvent(server, {
      title: "Cancelled One",
      clubId: club.id,
      eventDate: new Date(Date.now() + 2 * DAY),
      cancelledAt: new Date(),
    });
    await anEvent(server, {
      title: "Harbour Club Night",
      clubId: club.id,
      eventDate: new Date(Date.now() + 4 * DAY),
      timeZone: "Europe/Berlin",
      location: "Pier 3",
    });
    const invitee = `guest-${++sequence}@example.com`;
    const sent = await officer.client.post("/api/leadership/invitations", { email: invitee, clubId: club.id });
    expect(sent.status).toBe(201);
    const mail = await parsedTo(invitee, "Ines invited you to Harbour Speakers on PitchCraft");
    expectLayout(mail, "Harbour Speakers");
    expect(mail.text).toContain("Next meeting: Harbour Club Night");
    expect(mail.text).toContain("(Berlin)");
    expect(mail.text).toContain("Where: Pier 3");
    expect(mail.text).not.toContain("Cancelled One");
    const link = /Join Harbour Speakers: (\S+)/.exec(mail.text ?? "")?.[1] ?? "";
    const token = link.split("/dashboard/invitations/")[1] ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);

    // reading it (a visitor, then the new member) never accepts it
    const visitorView = await server.client().get(`/api/invitations/${token}`);
    expect(await visitorView.json()).toMatchObject({
      email: invitee,
      invitedBy: "Ines",
      club: { id: club.id, name: "Harbour Speakers", nextMeeting: { title: "Harbour Club Night" } },
      state: "open",
    });
    expect((await server.client().post(`/api/invitations/${token}/accept`)).status).toBe(401);
    const guest = await member("Gus");
    expect((await guest.client.get(`/api/invitations/${token}`)).status).toBe(200);
    const isMember = async () =>
      (await server.db.select().from(memberships).where(eq(memberships.userId, guest.id))).some(
        (row) => row.clubId === club.id && row.status === "active",
      );
    expect(await isMember()).toBe(false);

    const accepted = await guest.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ accepted: true, club: { id: club.id, name: "Harbour Speakers" } });
    expect(await isMember()).toBe(true);
    expect(await (await guest.client.get(`/api/invitations/${token}`)).json()).toMatchObject({ state: "accepted" });
    expect((await guest.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);

    // once only, by one member
    const other = await member("Otis");
    const refused = await other.client.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("INVITATION_USED");
  });

  test("an expired or unknown invitation refuses; an officer invites only to their own clubs", async () => {
    const officer = await member("Ivo");
    const club = await aClub(server, { name: "Hilltop" }, []);
    const other = await aClub(server, { name: "Valley" }, []);
    await makeClubOfficer(server, club.id, officer.id);
    const denied = await officer.client.post("/api/leadership/invitations", {
      email: "x@example.com",
      clubId: other.id,
    });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe("NOT_CLUB_OFFICER");

    const invitee = `late-${++sequence}@example.com`;
    await officer.client.post("/api/leadership/invitations", { email: invitee, clubId: club.id });
    const mail = await parsedTo(invitee, /invited you to Hilltop/);
    const token = /invitations\/([\w-]{43})/.exec(mail.text ?? "")?.[1] ?? "";
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, invitee));
    const guest = await member("Lea");
    const expired = await guest.client.post(`/api/invitations/${token}/accept`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.code).toBe("INVITATION_EXPIRED");
    expect((await server.client().get(`/api/invitations/${"a".repeat(43)}`)).status).toBe(404);
    expect((await server.client().get("/api/invitations/short")).status).toBe(404);
  });
});

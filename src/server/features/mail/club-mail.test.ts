import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import {
  aClub,
  anEventWithAgendaAndRoles,
  makeAdmin,
  makeClubOfficer,
  people,
} from "../../../../test/support/factories";
import { aServerWithSmtpForTheFile, type TestClient } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { mailPreferences, meetingAgendas } from "../../db/schema";
import { unsubscribeToken } from "../../mail/unsubscribe-token";

const { server, smtp, verifiedMember } = aServerWithSmtpForTheFile(
  Array.from({ length: 50 }, (_, index) => 3800 + index),
);

let sequence = 0;

/** A member who signed up and opened the verification link the SMTP server received. */
const member = (firstName: string) => verifiedMember(firstName, `${firstName.toLowerCase()}-${++sequence}@example.com`);

const parse = (raw: string) => simpleParser(raw);

/** A header as written in the message (mailparser folds the List-* headers into one object). */
const headerOf = (mail: Awaited<ReturnType<typeof parse>>, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

async function status(response: Response) {
  const body = response.status >= 400 ? await response.json() : undefined;
  return { status: response.status, code: body?.error?.code };
}

describe("announcements per club", () => {
  test("an officer's announcement reaches the club's members who want it, with one-click unsubscribe headers", async () => {
    const officer = await member("Olga");
    const [stays, quiet, outsider] = await people(server, [
      `stays-${sequence}`,
      `quiet-${sequence}`,
      `out-${sequence}`,
    ]);
    const club = await aClub(server, { name: "Harbour Speakers" }, [stays as string, quiet as string]);
    const other = await aClub(server, { name: "Hilltop Pitchers" }, [outsider as string]);
    await makeClubOfficer(server, club.id, officer.id);
    await server.db.insert(mailPreferences).values({ userId: quiet as string, clubId: club.id, announcements: false });

    const audience = await officer.client.get(`/api/leadership/announcements/audience?clubId=${club.id}`);
    expect(await audience.json()).toEqual({ recipients: 2 });
    const reach = await officer.client.get("/api/leadership/announcements/reach");
    expect(await reach.json()).toEqual({ networkWide: false, clubs: [{ id: club.id, name: "Harbour Speakers" }] });

    const sent = await officer.client.post("/api/leadership/announcements", {
      subject: "Contest night moves",
      message: "Contest night moves to Friday.",
      clubId: club.id,
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ recipients: 2 });
    const mails = await smtp.arrived((mail) => mail.subject === "Contest night moves — Harbour Speakers", 2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([officer.email, `${stays}@example.com`].sort());
    const parsed = await parse(mails.find((mail) => mail.to === `${stays}@example.com`)?.raw ?? "");
    expect(headerOf(parsed, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(parsed, "list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(parsed.text).toContain("Unsubscribe from announcements from Harbour Speakers:");
    expect(parsed.html).toContain("/dashboard/profile#mail-preferences");

    // not the other club, and not the whole network
    expect(
      await status(
        await officer.client.post("/api/leadership/announcements", {
          subject: "Club news",
          message: "Hi",
          clubId: other.id,
        }),
      ),
    ).toEqual({
      status: 403,
      code: "NOT_CLUB_OFFICER",
    });
    expect(
      await status(await officer.client.post("/api/leadership/announcements", { subject: "Club news", message: "Hi" })),
    ).toEqual({
      status: 403,
      code: "NETWORK_ANNOUNCEMENT_DENIED",
    });
    expect(await status(await officer.client.get(`/api/leadership/announcements/audience?clubId=${other.id}`))).toEqual(
      {
        status: 403,
        code: "NOT_CLUB_OFFICER",
      },
    );
  });

  test("an admin may address the whole network; the count matches what is sent", async () => {
    const admin = await member("Ada");
    await makeAdmin(server, admin.id);
    const reach = (await (await admin.client.get("/api/leadership/announcements/reach")).json()) as {
      networkWide: boolean;
    };
    expect(reach.networkWide).toBe(true);
    const { recipients } = (await (await admin.client.get("/api/leadership/announcements/audience")).json()) as {
      recipients: number;
    };
    expect(recipients).toBeGreaterThan(1);
    smtp.received.length = 0;
    const sent = await admin.client.post("/api/leadership/announcements", {
      subject: "Club news",
      message: "Network news",
    });
    expect(await sent.json()).toEqual({ recipients });
    const mails = await smtp.arrived((mail) => mail.text.includes("Network news"), recipients);
    const parsed = await parse(mails[0]?.raw ?? "");
    expect(parsed.text).toContain("Unsubscribe from announcements from all your clubs:");
  });

  test("account mail carries no unsubscribe header", async () => {
    await member("Vera");
    const verification = smtp.received.find((mail) => mail.subject.toLowerCase().includes("verify"));
    const parsed = await parse(verification?.raw ?? smtp.received[0]?.raw ?? "");
    expect(parsed.subject).toBeTruthy();
    expect(headerOf(parsed, "list-unsubscribe")).toBeUndefined();
    expect(headerOf(parsed, "list-unsubscribe-post")).toBeUndefined();
  });
});

describe("unsubscribe links", () => {
  async function memberOfTwoClubs() {
    const [id] = await people(server, [`two-${++sequence}`]);
    const first = await aClub(server, { name: "First Club" }, [id as string]);
    const second = await aClub(server, { name: "Second Club" }, [id as string]);
    return { id: id as string, first: first.id, second: second.id };
  }

  const preferencesOf = async (userId: string) =>
    (await server.db.select().from(mailPreferences)).filter((row) => row.userId === userId);

  test("GET shows one button and changes nothing; POST (one-click) unsubscribes that club and kind only, twice alike", async () => {
    const { id, first } = await memberOfTwoClubs();
    const url = `/api/mail/unsubscribe?token=${unsubscribeToken(server.config.authSecret, { memberId: id, clubId: first, kind: "agendas" })}`;
    const anyone: TestClient = server.client();

    const page = await anyone.get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop receiving meeting agendas from First Club by e-mail?");
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(await preferencesOf(id)).toEqual([]);

    for (let time = 0; time < 2; time++) {
      const done = await anyone.request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain("You will no longer receive meeting agendas from First Club by e-mail.");
    }
    expect(await preferencesOf(id)).toEqual([
      expect.objectContaining({ clubId: first, agendas: false, announcements: true }),
    ]);
  });

  test("a network-wide announcement's link turns announcements off for every club of the member's", async () => {
    const { id, first, second } = await memberOfTwoClubs();
    const token = unsubscribeToken(server.config.authSecret, { memberId: id, clubId: null, kind: "announcements" });
    const page = await server.client().get(`/api/mail/unsubscribe?token=${token}`);
    expect(await page.text()).toContain("Stop receiving announcements from all your clubs by e-mail?");
    const done = await server.client().request(`/api/mail/unsubscribe?token=${token}`, { method: "POST" });
    expect(done.status).toBe(200);
    const rows = await preferencesOf(id);
    expect(rows.map((row) => [row.clubId, row.announcements, row.agendas]).sort()).toEqual(
      [
        [first, false, true],
        [second, false, true],
      ].sort(),
    );
    // the next network-wide announcement passes them by
    const admin = await member("Abe");
    await makeAdmin(server, admin.id);
    smtp.received.length = 0;
    await admin.client.post("/api/leadership/announcements", { subject: "Club news", message: "Everyone, listen" });
    const { recipients } = (await (await admin.client.get("/api/leadership/announcements/audience")).json()) as {
      recipients: number;
    };
    await smtp.arrived((mail) => mail.text.includes("Everyone, listen"), recipients);
    expect(smtp.received.some((mail) => mail.to === `${id}@example.com`)).toBe(false);
  });

  test("a forged, altered or garbled token is a clear 400 and changes nothing", async () => {
    const { id, first, second } = await memberOfTwoClubs();
    const good = unsubscribeToken(server.config.authSecret, { memberId: id, clubId: first, kind: "agendas" });
    const forged = unsubscribeToken("another-secret-another-secret-another-secret", {
      memberId: id,
      clubId: first,
      kind: "agendas",
    });
    const [, signature] = good.split(".");
    const otherClub = unsubscribeToken(server.config.authSecret, { memberId: id, clubId: second, kind: "agendas" });
    const altered = `${otherClub.split(".")[0]}.${signature}`;
    for (const token of [forged, altered, "garbled", "", `${good}x`]) {
      const answer = await server.client().request(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("This unsubscribe link is not valid.");
    }
    expect(await preferencesOf(id)).toEqual([]);
  });
});

describe("mail preferences", () => {
  test("the member sees each club with both switches on until changed, and changes one club", async () => {
    const ann = await member("Ann");
    const club = await aClub(server, { name: "Alpha Club" }, [ann.id]);
    const other = await aClub(server, { name: "Beta Club" }, [ann.id]);
    const stranger = await aClub(server, { name: "Gamma Club" });
    const shown = await (await ann.client.get("/api/profile/mail-preferences")).json();
    expect(shown).toEqual({
      clubs: [
        { clubId: club.id, clubName: "Alpha Club", announcements: true, agendas: true, openRoles: true },
        { clubId: other.id, clubName: "Beta Club", announcements: true, agendas: true, openRoles: true },
      ],
    });
    const saved = await ann.client.request("/api/profile/mail-preferences", {
      method: "PUT",
      json: { clubId: club.id, announcements: true, agendas: false },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).clubs[0]).toEqual({
      clubId: club.id,
      clubName: "Alpha Club",
      announcements: true,
      agendas: false,
      openRoles: true,
    });
    // open-role requests (docs/decisions/157) are a third switch; not given, they stay as they are
    const quiet = await ann.client.request("/api/profile/mail-preferences", {
      method: "PUT",
      json: { clubId: club.id, announcements: true, agendas: false, openRoles: false },
    });
    expect((await quiet.json()).clubs[0]).toMatchObject({ agendas: false, openRoles: false });
    const again = await ann.client.request("/api/profile/mail-preferences", {
      method: "PUT",
      json: { clubId: club.id, announcements: true, agendas: true },
    });
    expect((await again.json()).clubs[0]).toMatchObject({ agendas: true, openRoles: false });
    const refused = await ann.client.request("/api/profile/mail-preferences", {
      method: "PUT",
      json: { clubId: stranger.id, announcements: false, agendas: false },
    });
    expect(await status(refused)).toEqual({ status: 404, code: "CLUB_NOT_FOUND" });
  });
});

describe("agenda e-mail", () => {
  test("an officer e-mails the agenda: text, html, the .ics, planned times in the meeting's zone; 3 a day", async () => {
    const officer = await member("Otto");
    const [pat, off] = await people(server, [`pat-${sequence}`, `off-${sequence}`]);
    const club = await aClub(server, { name: "Evening Orators" }, [pat as string, off as string]);
    await makeClubOfficer(server, club.id, officer.id);
    await server.db.insert(mailPreferences).values({ userId: off as string, clubId: club.id, agendas: false });
    // 7:00 PM in New York on a winter day, 2 hours planned
    const eventDate = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 14, 0, 0));
    const { eventId } = await anEventWithAgendaAndRoles(server, {
      title: "Winter Contest",
      clubId: club.id,
      isPublic: false,
      eventDate,
      timeZone: "America/New_York",
      location: "Library, Room 2",
      agenda: ["Opening", "Prepared speeches", "Evaluations"],
      roles: [{ userId: pat as string, roleType: "pitcher" }],
    });
    const items = await server.db.select().from(meetingAgendas);
    for (const item of items.filter((row) => row.eventId === eventId)) {
      const minutes = { Opening: 10, "Prepared speeches": 45, Evaluations: 75 }[item.title] ?? 10;
      await server.db.update(meetingAgendas).set({ durationMinutes: minutes }).where(eq(meetingAgendas.id, item.id));
    }

    const audience = await officer.client.get(`/api/events/${eventId}/agenda-mail`);
    expect(await audience.json()).toEqual({ mayMail: true, recipients: 2 });
    const sent = await officer.client.post(`/api/events/${eventId}/agenda-mail`);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ recipients: 2 });
    const mails = await smtp.arrived(
      (mail) => /^Evening Orators — agenda for \w+day, Jan 13, \d{4}: Winter Contest$/.test(mail.subject),
      2,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([officer.email, `${pat}@example.com`].sort());
    const parsed = await parse(mails[0]?.raw ?? "");
    expect(parsed.text).toContain("When: Jan 13,");
    expect(parsed.text).toContain("7:00 PM EST");
    expect(parsed.text).toMatch(/7:00 PM {2}Opening \(10 min\)/);
    expect(parsed.text).toMatch(/7:10 PM {2}Prepared speeches \(45 min\)/);
    expect(parsed.text).toMatch(/7:55 PM {2}Evaluations \(75 min\)/);
    expect(parsed.text).toContain("Over time: Ends 9:10 PM EST · 10 min over the planned 2 hours");
    expect(parsed.text).toContain("Where: Library, Room 2");
    expect(parsed.text).toContain(`- ${pat}`);
    expect(parsed.html).toContain("7:55 PM");
    expect(headerOf(parsed, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(parsed, "list-unsubscribe")).toContain("/api/mail/unsubscribe?token=");
    const ics = parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
    expect(ics?.filename).toMatch(/^winter-contest-\d{4}-01-13\.ics$/);
    expect(ics?.content.toString("utf8")).toContain("SUMMARY:Winter Contest");

    expect((await officer.client.post(`/api/events/${eventId}/agenda-mail`)).status).toBe(201);
    expect((await officer.client.post(`/api/events/${eventId}/agenda-mail`)).status).toBe(201);
    expect(await status(await officer.client.post(`/api/events/${eventId}/agenda-mail`))).toEqual({
      status: 429,
      code: "AGENDA_MAIL_LIMIT",
    });
  });

  test("a member may not; an ended meeting refuses", async () => {
    const plain = await member("Mia");
    const officer = await member("Omar");
    const club = await aClub(server, { name: "Morning Voices" }, [plain.id]);
    await makeClubOfficer(server, club.id, officer.id);
    const { eventId } = await anEventWithAgendaAndRoles(server, { clubId: club.id, isPublic: true });
    expect(await (await plain.client.get(`/api/events/${eventId}/agenda-mail`)).json()).toEqual({
      mayMail: false,
      recipients: 0,
    });
    expect(await status(await plain.client.post(`/api/events/${eventId}/agenda-mail`))).toEqual({
      status: 403,
      code: "AGENDA_MAIL_DENIED",
    });
    const { eventId: ended } = await anEventWithAgendaAndRoles(server, {
      clubId: club.id,
      eventDate: new Date(Date.now() - DAY),
      durationMinutes: 60,
    });
    expect(await status(await officer.client.post(`/api/events/${ended}/agenda-mail`))).toEqual({
      status: 409,
      code: "EVENT_ENDED",
    });
  });
});

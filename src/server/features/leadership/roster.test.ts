/**
 * Importing members from a CSV file and exporting the roster and role history (docs/decisions/226, 227), with the
 * invitations going out over SMTP to a test server.
 */
import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, makeAdmin, makeClubOfficer, people } from "../../../../test/support/factories";
import { APP_URL, aServerWithSmtpForTheFile, expectError, TEST_PASSWORD } from "../../../../test/support/server";
import { CLASSIC_ROLE_SET } from "../../../domain/clubs/role-set";
import type { RosterReport } from "../../../domain/clubs/roster-import";
import { DAY } from "../../../domain/time";
import { invitations, mailQueue, meetingRoleAssignments, memberships, rosterImports, users } from "../../db/schema";

const { server, smtp, verifiedMember } = aServerWithSmtpForTheFile(
  Array.from({ length: 50 }, (_, index) => 3950 + index),
);

let sequence = 0;
const next = (label: string) => `${label}${++sequence}`;

/** Harbour Speakers with its officer Lea (signed in) and a member; and people of the site not in it. */
async function aClubWithOfficer() {
  const lea = await verifiedMember("Lea", `${next("lea")}@example.com`);
  const [member, account, invited] = [next("member"), next("account"), next("invited")];
  await people(server, [member, account]);
  const club = await aClub(server, { name: "Harbour Speakers", timeZone: "Europe/Lisbon" }, [member]);
  await makeClubOfficer(server, club.id, lea.id);
  await server.db.insert(invitations).values({
    senderId: lea.id,
    email: `${invited}@example.com`,
    clubId: club.id,
    tokenHash: next("hash"),
    expiresAt: new Date(Date.now() + DAY),
  });
  return { lea, clubId: club.id, member, account, invited };
}

const preview = (client: ReturnType<typeof server.client>, clubId: string, csv: string) =>
  client.post(`/api/clubs/${clubId}/roster/preview`, { csv });
const confirm = (client: ReturnType<typeof server.client>, clubId: string, csv: string) =>
  client.post(`/api/clubs/${clubId}/roster/import`, { csv });

const invitationsTo = (clubId: string) => server.db.select().from(invitations).where(eq(invitations.clubId, clubId));
const activeMembers = async (clubId: string) =>
  (
    await server.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active")))
  )
    .map((row) => row.userId)
    .sort();

describe("importing members from a CSV file", () => {
  test("the preview reports every row and writes and sends nothing; the import does it and reports the same", async () => {
    const { lea, clubId, member, account, invited } = await aClubWithOfficer();
    const newcomer = `${next("new")}@example.com`;
    const csv = [
      "\uFEFFName;E-mail",
      `Account Holder;${account.toUpperCase()}@example.com`,
      `"Newcomer; Nina";${newcomer}`,
      "Bad Address;not-an-address",
      `;nameless@example.com`,
      `Nina Again;${newcomer}`,
      `Member;${member}@example.com`,
      `Invited;${invited}@example.com`,
    ].join("\r\n");
    const rows = [
      { row: 2, name: "Account Holder", email: `${account.toUpperCase()}@example.com`, outcome: "added" },
      { row: 3, name: "Newcomer; Nina", email: newcomer, outcome: "invited" },
      { row: 4, name: "Bad Address", email: "not-an-address", outcome: "refused", reason: "bad-email" },
      { row: 5, name: "", email: "nameless@example.com", outcome: "refused", reason: "missing-name" },
      { row: 6, name: "Nina Again", email: newcomer, outcome: "refused", reason: "duplicate" },
      { row: 7, name: "Member", email: `${member}@example.com`, outcome: "refused", reason: "already-member" },
      { row: 8, name: "Invited", email: `${invited}@example.com`, outcome: "refused", reason: "already-invited" },
    ];

    const previewed = await preview(lea.client, clubId, csv);
    expect(previewed.status).toBe(200);
    expect(await previewed.json()).toEqual({ done: false, rows, counts: { added: 1, invited: 1, refused: 5 } });
    expect(await activeMembers(clubId)).toEqual([lea.id, member].sort());
    expect(await invitationsTo(clubId)).toHaveLength(1);
    expect(await server.db.select().from(rosterImports)).toEqual([]);

    const imported = await confirm(lea.client, clubId, csv);
    expect(imported.status).toBe(200);
    const report = (await imported.json()) as RosterReport;
    expect(report).toEqual({ done: true, rows, counts: { added: 1, invited: 1, refused: 5 } });
    expect(await activeMembers(clubId)).toEqual([lea.id, member, account].sort());
    const sent = (await invitationsTo(clubId)).filter((row) => row.email === newcomer);
    expect(sent).toMatchObject([{ senderId: lea.id, acceptedAt: null }]);

    const [mail] = await smtp.arrived((received) => received.to === newcomer);
    expect(mail?.subject).toBe("Lea invited you to Harbour Speakers on PitchCraft");
    // the member of the site who was added hears of it, with the club's page
    const [welcome] = await smtp.arrived((received) => received.to === `${account}@example.com`);
    expect(welcome?.subject).toBe("Lea added you to Harbour Speakers on PitchCraft");
    expect(welcome?.replyTo).toContain(lea.email);
    expect(welcome?.text).toContain("Lea added you to the members of Harbour Speakers.");
    expect(welcome?.links).toContain(`${APP_URL}/dashboard/find-clubs/${clubId}`);
    expect(mail?.replyTo).toContain(lea.email);
    const link = mail?.links.find((url) => url.startsWith(`${APP_URL}/dashboard/invitations/`)) ?? "";
    expect(link).toMatch(/\/dashboard\/invitations\/[\w-]{43}$/);

    // the same file confirmed again answers as the first did: no second invitation, no second mail
    const again = await confirm(lea.client, clubId, csv);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(report);
    expect(await invitationsTo(clubId)).toHaveLength(2);
    expect(await server.db.select().from(rosterImports)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((received) => received.to === newcomer)).toHaveLength(1);
    expect(smtp.received.filter((received) => received.to === `${account}@example.com`)).toHaveLength(1);

    // a preview of it now: the rows are done
    const after = (await (await preview(lea.client, clubId, csv)).json()) as RosterReport;
    expect(after.rows.slice(0, 2).map((row) => row.reason)).toEqual(["already-member", "already-invited"]);

    // the invitee signs up with that address, opens the link's page and accepts: a member of the club
    const nina = server.client();
    const signUp = await nina.post("/api/auth/sign-up/email", {
      name: "Nina",
      email: newcomer,
      password: TEST_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const isVerification = (url: string) => url.includes("/api/auth/verify-email");
    const [verification] = await smtp.arrived(
      (received) => received.to === newcomer && received.links.some(isVerification),
    );
    expect((await nina.get(verification?.links.find(isVerification) ?? "")).status).toBe(302);
    const ninaId = String((await nina.session())?.user.id);
    const token = link.split("/").at(-1) ?? "";
    const page = await nina.get(`/api/invitations/${token}`);
    expect(await page.json()).toMatchObject({ email: newcomer, state: "open", club: { name: "Harbour Speakers" } });
    expect(await activeMembers(clubId)).not.toContain(ninaId);
    expect((await nina.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect(await activeMembers(clubId)).toContain(ninaId);
  });

  test("a comma-separated file without a header, and a file with nothing to import or too many rows", async () => {
    const { lea, clubId, account } = await aClubWithOfficer();
    const report = (await (await preview(lea.client, clubId, `Ada,${account}@example.com\n`)).json()) as RosterReport;
    expect(report.rows).toEqual([{ row: 1, name: "Ada", email: `${account}@example.com`, outcome: "added" }]);

    for (const csv of ["", "name,email\n", "\n;\n"]) {
      await expectError(
        await preview(lea.client, clubId, csv),
        400,
        "ROSTER_FILE_UNREADABLE",
        "This file has no rows to import: each row needs a name and an e-mail address.",
      );
    }
    const long = Array.from({ length: 1001 }, (_, index) => `P${index},p${index}@example.com`).join("\n");
    await expectError(await confirm(lea.client, clubId, long), 400, "ROSTER_FILE_UNREADABLE", /more than 1000 rows/);
    await expectError(await preview(lea.client, clubId, "x".repeat(600_000)), 400, "INVALID_INPUT");
    await expectError(await lea.client.post(`/api/clubs/${clubId}/roster/import`, {}), 400, "INVALID_INPUT");
    expect(await server.db.select().from(rosterImports).where(eq(rosterImports.clubId, clubId))).toEqual([]);
  });

  test("two imports of one file at once import it once", async () => {
    const { lea, clubId } = await aClubWithOfficer();
    const address = `${next("twice")}@example.com`;
    const csv = `Twice,${address}`;
    const answers = await Promise.all([confirm(lea.client, clubId, csv), confirm(lea.client, clubId, csv)]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect((await invitationsTo(clubId)).filter((row) => row.email === address)).toHaveLength(1);
    await smtp.arrived((received) => received.to === address);
    const queued = await server.db.select().from(mailQueue).where(eq(mailQueue.toAddress, address));
    expect(queued).toHaveLength(1);
  });

  test("only the club's officers and admins import; others are refused and nothing changes", async () => {
    const { clubId, account } = await aClubWithOfficer();
    const csv = `Ada,${account}@example.com`;
    const other = await verifiedMember("Ola", `${next("ola")}@example.com`);
    const otherClub = await aClub(server, { name: "Hilltop Pitchers" });
    await makeClubOfficer(server, otherClub.id, other.id);
    await expectError(await confirm(other.client, clubId, csv), 403, "NOT_A_CLUB_OFFICER");
    await expectError(await preview(server.client(), clubId, csv), 401, "NOT_SIGNED_IN");
    expect(await activeMembers(clubId)).not.toContain(account);
    const admin = await verifiedMember("Ada", `${next("ada")}@example.com`);
    await makeAdmin(server, admin.id);
    expect((await confirm(admin.client, clubId, csv)).status).toBe(200);
    expect(await activeMembers(clubId)).toContain(account);
  });
});

const csvRows = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("exporting the club's lists", () => {
  test("the roster: a CSV file named after the club, its members with their officer role, formulas defused", async () => {
    const { lea, clubId, member } = await aClubWithOfficer();
    const [sly] = await people(server, [next("sly")]);
    await server.db.insert(memberships).values({ userId: sly as string, clubId });
    await server.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: "Sly" })
      .where(eq(users.id, sly as string));
    const response = await lea.client.get(`/api/clubs/${clubId}/roster.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="harbour-speakers-roster-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual(["Name", "E-mail", "Joined", "Officer role"]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3]])).toEqual(
      expect.arrayContaining([
        ["Lea", lea.email, "Officer"],
        [member, `${member}@example.com`, ""],
        ['\'=HYPERLINK("http://evil") Sly', `${sly}@example.com`, ""],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("the role history: past meetings' roles under the club's names for them, in the meeting's zone", async () => {
    const { lea, clubId, member } = await aClubWithOfficer();
    const roles = CLASSIC_ROLE_SET.map((role) => (role.key === "timer" ? { ...role, name: "Timekeeper" } : role));
    expect((await lea.client.request(`/api/clubs/${clubId}/roles`, { method: "PUT", json: { roles } })).status).toBe(
      200,
    );
    const past = await anEvent(server, {
      clubId,
      title: "Spring Night",
      eventDate: new Date("2026-04-02T18:30:00Z"),
      timeZone: "Europe/Lisbon",
    });
    const future = await anEvent(server, { clubId, title: "Next Night" });
    await server.db.insert(meetingRoleAssignments).values([
      { eventId: past, userId: member, roleType: "timer" },
      { eventId: past, userId: lea.id, roleType: "moderator" },
      { eventId: future, userId: member, roleType: "pitcher" },
    ]);
    const response = await lea.client.get(`/api/clubs/${clubId}/role-history.csv`);
    expect(response.headers.get("content-disposition")).toMatch(/filename="harbour-speakers-role-history-[\d-]+\.csv"/);
    expect(csvRows(await response.text())).toEqual([
      ["Date", "Time", "Meeting", "Role", "Member"],
      ["2026-04-02", "19:30", "Spring Night", "Moderator", "Lea"],
      ["2026-04-02", "19:30", "Spring Night", "Timekeeper", member],
    ]);
  });

  test("a member of the club and an officer of another club are refused the exports", async () => {
    const { clubId } = await aClubWithOfficer();
    const ben = await verifiedMember("Ben", `${next("ben")}@example.com`);
    await server.db.insert(memberships).values({ userId: ben.id, clubId });
    await expectError(await ben.client.get(`/api/clubs/${clubId}/roster.csv`), 403, "NOT_A_CLUB_OFFICER");
    await expectError(await ben.client.get(`/api/clubs/${clubId}/role-history.csv`), 403, "NOT_A_CLUB_OFFICER");
  });
});

/**
 * A named agenda (docs/decisions/230): every line of a meeting's agenda names its slot's holders — a speaker with
 * their speech and evaluator, an open slot as open — in the agenda read, the console, the agenda e-mail (with the open
 * roles) and the downloaded .docx.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import { aClub, anEvent, people, signedInClubOfficer, signedInMember } from "../../../../test/support/factories";
import { aServerForEachTest, type TestServer } from "../../../../test/support/server";
import { DAY } from "../../../domain/time";
import { meetingAgendas, meetingRoleAssignments } from "../../db/schema";

const server = aServerForEachTest();

/** When the test's first role was taken; each next one a second later. */
const firstTake = Date.now() - 60_000;
let takes = 0;

/**
 * Takes a role, a second after the one before, so the holders are in the order given (two takes within the same
 * millisecond would be ordered by their random ids).
 */
async function holds(db: TestServer["db"], eventId: string, userId: string, roleType: string, more = {}) {
  takes += 1;
  const [row] = await db
    .insert(meetingRoleAssignments)
    .values({ eventId, userId, roleType, createdAt: new Date(firstTake + takes * 1000), ...more })
    .returning({ id: meetingRoleAssignments.id });
  return row?.id ?? "";
}

/**
 * A club meeting at 7:00 PM in New York with a classic agenda: Pia and Paul pitch (Pia with a speech that Eva
 * evaluates), Tom is the Toastmaster of the evening, the second evaluation is open.
 */
async function namedMeeting(values: { isPublic?: boolean } = {}) {
  const [pia, paul, eva, tom] = await people(server, ["pia", "paul", "eva", "tom"]);
  const club = await aClub(server, { name: "Evening Orators" }, [pia, paul, eva, tom] as string[]);
  const officer = await signedInClubOfficer(server, club.id, "Otto");
  const start = new Date(Date.now() + 3 * DAY);
  start.setUTCHours(0, 0, 0, 0);
  const eventId = await anEvent(server, {
    title: "Winter Meeting",
    clubId: club.id,
    eventDate: start,
    timeZone: "America/New_York",
    ...values,
  });
  await server.db.insert(meetingAgendas).values(
    [
      ["Opening", null, 5],
      ["Toastmaster of the evening", "moderator", 5],
      ["Prepared pitch 1", "pitcher", 7],
      ["Prepared pitch 2", "pitcher", 7],
      ["Evaluation 1", "evaluator", 3],
      ["Evaluation 2", "evaluator", 3],
    ].map(([title, roleType, durationMinutes], index) => ({
      eventId,
      title: title as string,
      roleType: roleType as string | null,
      durationMinutes: durationMinutes as number,
      orderIndex: index + 1,
    })),
  );
  const piaSpeaks = await holds(server.db, eventId, pia as string, "pitcher", {
    speechTitle: "Why Bridges Sing",
    speechProject: "Ice Breaker",
    speechMinMinutes: 5,
    speechMaxMinutes: 7,
  });
  await holds(server.db, eventId, paul as string, "pitcher");
  await holds(server.db, eventId, eva as string, "evaluator", { evaluatesAssignmentId: piaSpeaks });
  await holds(server.db, eventId, tom as string, "moderator");
  return { eventId, clubId: club.id, officer };
}

const whoOnLines = (items: { title: string; slot: { roleName: string; holders: { name: string }[] } | null }[]) =>
  items.map((item) => [
    item.title,
    item.slot && `${item.slot.roleName}: ${item.slot.holders.map((one) => one.name).join(", ") || "Open"}`,
  ]);

describe("the agenda read names each line's holders", () => {
  test("a speaker with speech and evaluator, one holder per line of a role, an open line as open", async () => {
    const { eventId } = await namedMeeting();
    const response = await server.client().api.events[":id"].agenda.$get({ param: { id: eventId } });
    expect(response.status).toBe(200);
    const { items } = await response.json();
    expect(whoOnLines(items)).toEqual([
      ["Opening", null],
      ["Toastmaster of the evening", "Moderator: tom"],
      ["Prepared pitch 1", "Pitcher: pia"],
      ["Prepared pitch 2", "Pitcher: paul"],
      ["Evaluation 1", "Evaluator: eva"],
      ["Evaluation 2", "Evaluator: Open"],
    ]);
    expect(items[2]?.slot?.holders[0]).toMatchObject({
      name: "pia",
      speech: { title: "Why Bridges Sing", minMinutes: 5, maxMinutes: 7 },
      evaluator: "eva",
    });
    expect(items[3]?.slot?.holders[0]).toMatchObject({ name: "paul", speech: null, evaluator: null });
  });

  test("a role given up opens its line; the reordered agenda answers with the names too", async () => {
    const { eventId, officer } = await namedMeeting();
    await server.db.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.roleType, "moderator"));
    const before = await (await officer.client.api.events[":id"].agenda.$get({ param: { id: eventId } })).json();
    expect(whoOnLines(before.items)[1]).toEqual(["Toastmaster of the evening", "Moderator: Open"]);
    const reversed = before.items.map((item) => item.id).reverse();
    const moved = await officer.client.api.events[":id"].agenda.order.$put({
      param: { id: eventId },
      json: { itemIds: reversed },
    });
    expect(moved.status).toBe(200);
    expect(whoOnLines((await moved.json()).items).slice(0, 2)).toEqual([
      ["Evaluation 2", "Evaluator: eva"],
      ["Evaluation 1", "Evaluator: Open"],
    ]);
  });
});

describe("the console", () => {
  test("its agenda lines carry the same names, for the moderator's Now and Next", async () => {
    const { eventId, officer } = await namedMeeting();
    const response = await officer.client.get(`/api/meetings/${eventId}`);
    expect(response.status).toBe(200);
    const state = await response.json();
    expect(whoOnLines(state.agenda).slice(1, 4)).toEqual([
      ["Toastmaster of the evening", "Moderator: tom"],
      ["Prepared pitch 1", "Pitcher: pia"],
      ["Prepared pitch 2", "Pitcher: paul"],
    ]);
  });
});

describe("the agenda e-mail", () => {
  test("names every line's holders and lists the open roles with the meeting's page", async () => {
    const { eventId, officer } = await namedMeeting();
    const sent = await officer.client.post(`/api/events/${eventId}/agenda-mail`);
    expect(sent.status).toBe(201);
    await server.runScheduledWork();
    const outbox = path.join(server.dataDir, "outbox");
    const mails = await Promise.all(
      readdirSync(outbox).map((file) => simpleParser(readFileSync(path.join(outbox, file), "utf8"))),
    );
    const mail = mails.find((one) => one.subject?.includes("agenda for")) ?? mails[0];
    expect(mail?.subject).toMatch(/^Evening Orators — agenda for/);
    if (!mail) return;
    expect(mail.text).toMatch(/7:00 PM {2}Opening \(5 min\)\n/);
    expect(mail.text).toContain("Toastmaster of the evening (5 min) · Moderator: tom");
    expect(mail.text).toContain("Prepared pitch 1 (7 min) · Pitcher: pia — “Why Bridges Sing”, 5–7 min, evaluator eva");
    expect(mail.text).toContain("Prepared pitch 2 (7 min) · Pitcher: paul");
    expect(mail.text).toContain("Evaluation 2 (3 min) · Evaluator: Open");
    expect(mail.text).toContain(
      "OPEN ROLES\n\n- Pitcher (1 of 3 open)\n- Evaluator (2 of 3 open)\n- General Evaluator (open)",
    );
    expect(mail.text).toContain(
      `To take one, open the meeting's page: http://localhost:3000/dashboard/events/${eventId}`,
    );
    expect(mail.html).toContain("Pitcher: paul");
  });
});

/** The text of the downloaded document's body, read back from the .docx (a zip) as Word would. */
function documentText(body: ArrayBuffer) {
  const files = unzipSync(new Uint8Array(body));
  const xml = strFromU8(files["word/document.xml"] ?? new Uint8Array());
  return [...xml.matchAll(/<w:p[ >].*?<\/w:p>/gs)]
    .map((paragraph) => [...paragraph[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(""))
    .filter(Boolean);
}

describe("the agenda as a .docx", () => {
  test("a Word document with the lines, planned starts in the meeting's zone, every holder and the open roles", async () => {
    const { eventId } = await namedMeeting();
    const response = await server.client().get(`/api/events/${eventId}/agenda.docx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="winter-meeting-\d{4}-\d{2}-\d{2}-agenda\.docx"$/,
    );
    const lines = documentText(await response.arrayBuffer());
    expect(lines.slice(0, 2)).toEqual(["Winter Meeting", "Meeting agenda"]);
    expect(lines).toContain("Club: Evening Orators");
    expect(lines).toContain("Agenda (times in EST)");
    expect(lines).toContain("Start (EST)");
    expect(lines).toEqual(expect.arrayContaining(["7:00 PM", "7:05 PM", "7:10 PM", "7:17 PM"]));
    expect(lines).toContain("pia — “Why Bridges Sing”, 5–7 min, evaluator eva");
    expect(lines).toContain("paul");
    expect(lines).toContain("tom");
    expect(lines).toContain("Open");
    expect(lines).toContain("Grammarian: Open");
    expect(lines).toContain("Pitcher (1 of 3 open)");
  });

  test("as the printable agenda: a private meeting only for its club's members; no such event is a 404", async () => {
    const { eventId } = await namedMeeting({ isPublic: false });
    expect((await server.client().get(`/api/events/${eventId}/agenda.docx`)).status).toBe(404);
    const outsider = await signedInMember(server, "Olga");
    expect((await outsider.client.get(`/api/events/${eventId}/agenda.docx`)).status).toBe(404);
    expect((await server.client().get("/api/events/not-an-id/agenda.docx")).status).toBe(404);
  });
});

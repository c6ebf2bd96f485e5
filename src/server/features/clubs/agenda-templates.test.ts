import { and, asc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aClubSceneForEachTest } from "../../../../test/support/club-scene";
import { dayFromNow, type SignedIn } from "../../../../test/support/factories";
import { aServerForEachTest, errorOf } from "../../../../test/support/server";
import { TEMPLATE_MESSAGES, type TemplateInput } from "../../../domain/clubs/agenda-templates";
import type { CreateEventInput } from "../../../domain/events/inputs";
import { agendaTemplateItems, agendaTemplates, events, meetingAgendas } from "../../db/schema";

const server = aServerForEachTest();
const scene = aClubSceneForEachTest(server);

const classic: TemplateInput = {
  name: "Classic club meeting",
  items: [
    { title: "Opening", agendaType: "general", durationMinutes: 5 },
    { title: "Prepared pitch 1", agendaType: "pitch", durationMinutes: 7, roleType: "pitcher" },
    { title: "Evaluation 1", agendaType: "evaluation", durationMinutes: 3, roleType: "evaluator" },
  ],
};

const templates = (member: SignedIn) => member.client.api.clubs[":clubId"].templates;
const list = (member: SignedIn, club = scene.clubId) => templates(member).$get({ param: { clubId: club } });
const create = (member: SignedIn, json: TemplateInput = classic, club = scene.clubId) =>
  templates(member).$post({ param: { clubId: club }, json });
const replace = (member: SignedIn, templateId: string, json: TemplateInput, club = scene.clubId) =>
  templates(member)[":templateId"].$put({ param: { clubId: club, templateId }, json });
const makeDefault = (member: SignedIn, templateId: string, club = scene.clubId) =>
  templates(member)[":templateId"].default.$post({ param: { clubId: club, templateId } });
const duplicate = (member: SignedIn, templateId: string, club = scene.clubId) =>
  templates(member)[":templateId"].duplicate.$post({ param: { clubId: club, templateId } });
const remove = (member: SignedIn, templateId: string, club = scene.clubId) =>
  templates(member)[":templateId"].$delete({ param: { clubId: club, templateId } });

async function created(member: SignedIn, json: TemplateInput = classic, club = scene.clubId) {
  const response = await create(member, json, club);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string; isDefault: boolean };
}

const defaultsOf = async (club: string) =>
  (
    await server.db
      .select({ name: agendaTemplates.name })
      .from(agendaTemplates)
      .where(and(eq(agendaTemplates.clubId, club), eq(agendaTemplates.isDefault, true)))
  ).map((row) => row.name);

describe("a club's agenda templates", () => {
  test("an officer creates one (the club's first is its default); members read it with its total minutes", async () => {
    const template = await created(scene.officer);
    expect(template).toMatchObject({ name: "Classic club meeting", isDefault: true });
    const second = await created(scene.officer, { ...classic, name: "Contest night" });
    expect(second.isDefault).toBe(false);

    const read = await list(scene.member);
    expect(read.status).toBe(200);
    const body = await read.json();
    expect(body.canManage).toBe(false);
    expect(body.templates.map((t) => [t.name, t.isDefault, t.totalMinutes])).toEqual([
      ["Classic club meeting", true, 15],
      ["Contest night", false, 15],
    ]);
    expect(body.templates[0]?.items).toEqual([
      { title: "Opening", agendaType: "general", durationMinutes: 5, roleType: null },
      { title: "Prepared pitch 1", agendaType: "pitch", durationMinutes: 7, roleType: "pitcher" },
      { title: "Evaluation 1", agendaType: "evaluation", durationMinutes: 3, roleType: "evaluator" },
    ]);
    expect((await (await list(scene.officer)).json()).canManage).toBe(true);
    expect((await (await list(scene.admin)).json()).canManage).toBe(true);
  });

  test("only the club's officers and admins write; another club's member may not even read", async () => {
    const template = await created(scene.officer);
    const refusedWrite = await create(scene.member);
    expect(refusedWrite.status).toBe(403);
    expect((await errorOf(refusedWrite)).message).toBe("Only the club's officers can change its agenda templates.");
    expect((await replace(scene.member, template.id, classic)).status).toBe(403);
    expect((await remove(scene.member, template.id)).status).toBe(403);
    const refusedRead = await list(scene.otherMember);
    expect(refusedRead.status).toBe(403);
    expect((await errorOf(refusedRead)).message).toBe("Only members of this club can see its agenda templates.");
    expect((await create(scene.admin, { ...classic, name: "By the admin" })).status).toBe(201);
    expect((await server.client().get(`/api/clubs/${scene.clubId}/templates`)).status).toBe(401);
  });

  test("a template of another club is not found through this club; bad ids and unknown clubs are 404", async () => {
    const theirs = await created(scene.admin, classic, scene.otherClubId);
    expect((await replace(scene.officer, theirs.id, { ...classic, name: "Taken over" })).status).toBe(404);
    expect((await makeDefault(scene.officer, theirs.id)).status).toBe(404);
    expect((await remove(scene.officer, theirs.id)).status).toBe(404);
    expect((await scene.officer.client.get(`/api/clubs/${scene.clubId}/templates/not-an-id/default`)).status).toBe(404);
    expect(
      (await scene.officer.client.request(`/api/clubs/${scene.clubId}/templates/not-an-id`, { method: "DELETE" }))
        .status,
    ).toBe(404);
    const unknown = await list(scene.admin, "00000000-0000-4000-8000-000000000000");
    expect((await errorOf(unknown)).code).toBe("CLUB_NOT_FOUND");
    const [row] = await server.db.select().from(agendaTemplates).where(eq(agendaTemplates.id, theirs.id));
    expect(row?.name).toBe("Classic club meeting");
  });

  test("limits: a name of 1–80 characters, 1–40 items, at most 1440 minutes, known types and slots", async () => {
    const refusal = async (json: unknown) => {
      const response = await scene.officer.client.post(`/api/clubs/${scene.clubId}/templates`, json);
      expect(response.status).toBe(400);
      return (await errorOf(response)).message;
    };
    expect(await refusal({ ...classic, name: "" })).toContain("The name is required.");
    expect(await refusal({ ...classic, name: "n".repeat(81) })).toContain("at most 80 characters");
    expect(await refusal({ ...classic, items: [] })).toContain(TEMPLATE_MESSAGES.noItems);
    const many = Array.from({ length: 41 }, (_, index) => ({ title: `Item ${index}`, durationMinutes: 1 }));
    expect(await refusal({ ...classic, items: many })).toContain(TEMPLATE_MESSAGES.tooManyItems);
    const long = [600, 600, 241].map((durationMinutes) => ({ title: "Long", durationMinutes }));
    expect(await refusal({ ...classic, items: long })).toContain("1441 minutes");
    expect(await refusal({ ...classic, items: [{ title: "X", roleType: "judge" }] })).toContain("role slot");
    expect(await refusal({ ...classic, items: [{ title: "X", agendaType: "party" }] })).toBeTruthy();
    expect(await server.db.select().from(agendaTemplates)).toEqual([]);
    const forty = Array.from({ length: 40 }, (_, index) => ({ title: `Item ${index + 1}`, durationMinutes: 36 }));
    expect((await create(scene.officer, { name: "A whole day", items: forty })).status).toBe(201);
  });

  test("replace saves the name and the whole list in order; delete of the default leaves the club without one", async () => {
    const template = await created(scene.officer);
    const saved = await replace(scene.officer, template.id, {
      name: "Short meeting",
      items: [
        { title: "Evaluation 1", agendaType: "evaluation", durationMinutes: 4, roleType: "evaluator" },
        { title: "Opening", durationMinutes: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ name: "Short meeting", isDefault: true, totalMinutes: 6 });
    expect(body.items.map((item) => [item.title, item.roleType])).toEqual([
      ["Evaluation 1", "evaluator"],
      ["Opening", null],
    ]);
    const deleted = await remove(scene.officer, template.id);
    expect(await deleted.json()).toEqual({ name: "Short meeting", wasDefault: true });
    expect(await defaultsOf(scene.clubId)).toEqual([]);
    expect(await server.db.select().from(agendaTemplateItems)).toEqual([]);
    expect((await remove(scene.officer, template.id)).status).toBe(404);
  });

  test("duplicate makes '<name> (copy)' with the same items in order, never the default, then '(copy 2)'", async () => {
    const original = await created(scene.officer);
    const copied = await duplicate(scene.officer, original.id);
    expect(copied.status).toBe(201);
    const copy = await copied.json();
    expect(copy).toMatchObject({ name: "Classic club meeting (copy)", isDefault: false, totalMinutes: 15 });
    expect(copy.id).not.toBe(original.id);
    expect(copy.items).toEqual([
      { title: "Opening", agendaType: "general", durationMinutes: 5, roleType: null },
      { title: "Prepared pitch 1", agendaType: "pitch", durationMinutes: 7, roleType: "pitcher" },
      { title: "Evaluation 1", agendaType: "evaluation", durationMinutes: 3, roleType: "evaluator" },
    ]);
    // the copy is its own: editing it leaves the original as it was
    await replace(scene.officer, copy.id, {
      name: "Contest night",
      items: [{ title: "Contest", durationMinutes: 60 }],
    });
    const [again, byAdmin] = await Promise.all([
      duplicate(scene.officer, original.id),
      duplicate(scene.admin, original.id),
    ]);
    expect([again.status, byAdmin.status]).toEqual([201, 201]);
    const names = (await (await list(scene.member)).json()).templates.map((template) => [
      template.name,
      template.items.length,
    ]);
    // the default first, then by name (how "(copy)" and "(copy 2)" sort is the database's collation)
    expect(names[0]).toEqual(["Classic club meeting", 3]);
    expect(names).toHaveLength(4);
    expect(names).toEqual(
      expect.arrayContaining([
        ["Classic club meeting", 3],
        ["Classic club meeting (copy)", 3],
        ["Classic club meeting (copy 2)", 3],
        ["Contest night", 1],
      ]),
    );
    expect(await defaultsOf(scene.clubId)).toEqual(["Classic club meeting"]);
  });

  test("only the club's officers and admins duplicate, and only the club's own templates", async () => {
    const original = await created(scene.officer);
    const refused = await duplicate(scene.member, original.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe("Only the club's officers can change its agenda templates.");
    expect((await duplicate(scene.otherMember, original.id)).status).toBe(403);
    expect(
      (await server.client().post(`/api/clubs/${scene.clubId}/templates/${original.id}/duplicate`, {})).status,
    ).toBe(401);
    const theirs = await created(scene.admin, classic, scene.otherClubId);
    const elsewhere = await duplicate(scene.officer, theirs.id);
    expect(elsewhere.status).toBe(404);
    expect((await errorOf(elsewhere)).message).toBe("There is no such agenda template in this club.");
    expect(
      (await scene.officer.client.post(`/api/clubs/${scene.clubId}/templates/not-an-id/duplicate`, {})).status,
    ).toBe(404);
    expect(await server.db.select().from(agendaTemplates)).toHaveLength(2);
  });

  test("make default moves the default; unsetting leaves none; concurrent 'make default' leaves exactly one", async () => {
    const first = await created(scene.officer);
    const others = [];
    for (const name of ["B", "C", "D", "E"]) others.push(await created(scene.officer, { ...classic, name }));
    const moved = await makeDefault(scene.officer, others[0]?.id as string);
    expect(moved.status).toBe(200);
    expect(await defaultsOf(scene.clubId)).toEqual(["B"]);
    const unset = await templates(scene.officer)[":templateId"].default.$delete({
      param: { clubId: scene.clubId, templateId: others[0]?.id as string },
    });
    expect((await unset.json()).isDefault).toBe(false);
    expect(await defaultsOf(scene.clubId)).toEqual([]);

    const answers = await Promise.all([first, ...others].map((template) => makeDefault(scene.officer, template.id)));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaultsOf(scene.clubId)).toHaveLength(1);
  });

  test("a save is announced on the change feed as the club's templates changing", async () => {
    const template = await created(scene.officer);
    const topic = `agenda_templates:club:${scene.clubId}`;
    const heard = server.reported(topic);
    await replace(scene.officer, template.id, { name: "Renamed", items: [{ title: "Only item", durationMinutes: 9 }] });
    await expect(heard).resolves.toBeUndefined();
  });

  test("concurrent saves of one template: one whole version wins, never a mix", async () => {
    const template = await created(scene.officer);
    const version = (label: string, count: number): TemplateInput => ({
      name: `Version ${label}`,
      items: Array.from({ length: count }, (_, index) => ({ title: `${label} ${index + 1}`, durationMinutes: 5 })),
    });
    const answers = await Promise.all([
      replace(scene.officer, template.id, version("A", 7)),
      replace(scene.admin, template.id, version("B", 4)),
      replace(scene.officer, template.id, version("C", 9)),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    const [row] = await server.db.select().from(agendaTemplates).where(eq(agendaTemplates.id, template.id));
    const items = await server.db
      .select()
      .from(agendaTemplateItems)
      .where(eq(agendaTemplateItems.templateId, template.id))
      .orderBy(asc(agendaTemplateItems.position));
    const label = row?.name.replace("Version ", "") ?? "";
    expect(items.map((item) => item.title)).toEqual(
      version(label, { A: 7, B: 4, C: 9 }[label] ?? 0).items.map((i) => i.title),
    );
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  });
});

describe("new events start from a template", () => {
  const meeting = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
    title: "Club Night",
    eventType: "meeting",
    date: dayFromNow(10),
    time: "18:30",
    timeZone: "UTC",
    clubId: scene.clubId,
    ...overrides,
  });
  const createEvents = (json: CreateEventInput) => scene.admin.client.api.events.$post({ json });
  const agendaOf = async (title: string) => {
    const [event] = await server.db.select({ id: events.id }).from(events).where(eq(events.title, title));
    return server.db
      .select({
        title: meetingAgendas.title,
        minutes: meetingAgendas.durationMinutes,
        slot: meetingAgendas.roleType,
        order: meetingAgendas.orderIndex,
      })
      .from(meetingAgendas)
      .where(eq(meetingAgendas.eventId, event?.id as string))
      .orderBy(asc(meetingAgendas.orderIndex));
  };

  test("a club's meeting copies the default template's items with their slots, then the dialog's own items", async () => {
    await created(scene.officer);
    const response = await createEvents(
      meeting({ agenda: [{ title: "Guest introductions", durationMinutes: 4, agendaType: "general" }] }),
    );
    expect(response.status).toBe(201);
    expect(await agendaOf("Club Night")).toEqual([
      { title: "Opening", minutes: 5, slot: null, order: 1 },
      { title: "Prepared pitch 1", minutes: 7, slot: "pitcher", order: 2 },
      { title: "Evaluation 1", minutes: 3, slot: "evaluator", order: 3 },
      { title: "Guest introductions", minutes: 4, slot: null, order: 4 },
    ]);
  });

  test("every occurrence of a series gets its own copy; later template edits leave planned meetings alone", async () => {
    const template = await created(scene.officer);
    const response = await createEvents(
      meeting({ recurrence: { pattern: "weekly", endDate: dayFromNow(24) }, templateId: template.id }),
    );
    const { count } = await response.json();
    expect(count).toBeGreaterThanOrEqual(2);
    const agendas = await server.db.select().from(meetingAgendas);
    expect(agendas).toHaveLength(3 * count);
    await replace(scene.officer, template.id, { name: "Changed", items: [{ title: "Only item", durationMinutes: 9 }] });
    expect((await agendaOf("Club Night")).map((item) => item.title)).toEqual([
      "Opening",
      "Prepared pitch 1",
      "Evaluation 1",
    ]);
  });

  test("meetings planned while the template is saved get one whole version of it, never a mix", async () => {
    const template = await created(scene.officer);
    const longer: TemplateInput = {
      name: "Longer",
      items: Array.from({ length: 6 }, (_, index) => ({ title: `New ${index + 1}`, durationMinutes: 5 })),
    };
    const answers = await Promise.all([
      createEvents(meeting({ title: "First" })),
      replace(scene.officer, template.id, longer),
      createEvents(meeting({ title: "Second" })),
    ]);
    expect(answers.map((response) => response.status)).toEqual([201, 200, 201]);
    const versions = [classic, longer].map((version) => version.items.map((item) => item.title));
    for (const title of ["First", "Second"]) {
      expect(versions).toContainEqual((await agendaOf(title)).map((item) => item.title));
    }
  });

  test("a named template, no template, and a contest (which does not take the default unless named)", async () => {
    await created(scene.officer);
    const short = await created(scene.officer, {
      name: "Short",
      items: [{ title: "Lightning pitches", durationMinutes: 20 }],
    });
    await createEvents(meeting({ title: "Named", templateId: short.id }));
    await createEvents(meeting({ title: "Bare", templateId: null }));
    await createEvents(meeting({ title: "Contest", eventType: "contest" }));
    expect((await agendaOf("Named")).map((item) => item.title)).toEqual(["Lightning pitches"]);
    expect(await agendaOf("Bare")).toEqual([]);
    expect(await agendaOf("Contest")).toEqual([]);
  });

  test("a template of another club, or one without a club, is refused and nothing is created", async () => {
    const theirs = await created(scene.admin, classic, scene.otherClubId);
    const refused = await createEvents(meeting({ templateId: theirs.id }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(TEMPLATE_MESSAGES.otherClubsTemplate);
    const noClub = await createEvents(meeting({ clubId: null, templateId: theirs.id }));
    expect((await errorOf(noClub)).message).toBe(TEMPLATE_MESSAGES.templateNeedsClub);
    const missing = await createEvents(meeting({ templateId: "00000000-0000-4000-8000-000000000000" }));
    expect(missing.status).toBe(400);
    expect(await server.db.select().from(events)).toEqual([]);
  });

  test("the agenda answers each item's role slot, which an edit can set and clear", async () => {
    await created(scene.officer);
    await createEvents(meeting());
    const [event] = await server.db.select({ id: events.id }).from(events);
    const eventId = event?.id as string;
    const { items: agenda } = await (
      await scene.member.client.api.events[":id"].agenda.$get({ param: { id: eventId } })
    ).json();
    expect(agenda.map((item) => item.roleType)).toEqual([null, "pitcher", "evaluator"]);
    const item = scene.admin.client.api.events[":id"].agenda[":itemId"];
    const opening = agenda[0]?.id as string;
    const set = await item.$patch({ param: { id: eventId, itemId: opening }, json: { roleType: "moderator" } });
    expect((await set.json()).roleType).toBe("moderator");
    const cleared = await item.$patch({ param: { id: eventId, itemId: opening }, json: { roleType: null } });
    expect((await cleared.json()).roleType).toBeNull();
    const added = await scene.admin.client.api.events[":id"].agenda.$post({
      param: { id: eventId },
      json: { title: "Timer's report", roleType: "timer" },
    });
    expect((await added.json())?.roleType).toBe("timer");
  });
});

import { and, asc, count, eq, gt, isNotNull } from "drizzle-orm";
import { expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { totalMinutes } from "../../../domain/clubs/agenda-templates";
import { CLASSIC_ROLE_SET } from "../../../domain/clubs/role-set";
import { firstBrokenAssignment, SPEC_EVENT_ROLES } from "../../../domain/events/event-roles";
import { eventSpeakers } from "../../features/events/speeches";
import { demoSeeds } from "../../runtime";
import { agendaTemplateItems, agendaTemplates, clubs, events, meetingAgendas, meetingRoleAssignments } from "../schema";
import { seedDemoContent } from "../seed";
import { CLASSIC_TEMPLATE_NAME } from "./agenda-templates";

const server = aServerForEachTest();

/** A template's items in order, as the agenda of a meeting made from it should read. */
const itemsOfTemplate = (templateId: string) =>
  server.db
    .select({
      title: agendaTemplateItems.title,
      minutes: agendaTemplateItems.durationMinutes,
      slot: agendaTemplateItems.roleType,
    })
    .from(agendaTemplateItems)
    .where(eq(agendaTemplateItems.templateId, templateId))
    .orderBy(asc(agendaTemplateItems.position));

test("every demo event has an agenda, most have role holders who keep the role rules, and a re-run adds nothing", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const seeded = await server.db.select().from(events);
  expect(new Set(seeded.map((event) => event.eventType))).toEqual(
    new Set(["meeting", "contest", "training", "social", "other"]),
  );
  for (const event of seeded) {
    const agenda = await server.db.select().from(meetingAgendas).where(eq(meetingAgendas.eventId, event.id));
    expect(agenda.length, event.title).toBeGreaterThanOrEqual(3);
    expect(agenda.map((item) => item.orderIndex).sort((a, b) => a - b)).toEqual(agenda.map((_, index) => index + 1));
    const roles = await server.db
      .select({ userId: meetingRoleAssignments.userId, roleType: meetingRoleAssignments.roleType })
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.eventId, event.id));
    const offered = event.clubId ? { club: true, roles: CLASSIC_ROLE_SET } : SPEC_EVENT_ROLES;
    expect(firstBrokenAssignment(roles, [], undefined, offered), event.title).toBeUndefined();
  }
  // a club's meeting shows the classic set's own roles held (docs/decisions/223)
  const clubRoleKeys = (
    await server.db.select({ roleType: meetingRoleAssignments.roleType }).from(meetingRoleAssignments)
  ).map((row) => row.roleType);
  expect(clubRoleKeys).toEqual(
    expect.arrayContaining(["table_topics_master", "table_topics_speaker", "general_evaluator"]),
  );
  const [roleCount] = await server.db.select({ value: count() }).from(meetingRoleAssignments);
  expect(roleCount?.value).toBeGreaterThan(10);

  const before = await Promise.all(
    [meetingAgendas, meetingRoleAssignments].map((table) => server.db.select({ value: count() }).from(table)),
  );
  await seedDemoContent(server.db, demoSeeds);
  const after = await Promise.all(
    [meetingAgendas, meetingRoleAssignments].map((table) => server.db.select({ value: count() }).from(table)),
  );
  expect(after).toEqual(before);
});

test("every demo club has the Classic club meeting as its default template; its meetings' agendas come from it", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const allClubs = await server.db.select({ id: clubs.id }).from(clubs);
  const defaults = await server.db
    .select({ id: agendaTemplates.id, clubId: agendaTemplates.clubId, name: agendaTemplates.name })
    .from(agendaTemplates)
    .where(eq(agendaTemplates.isDefault, true));
  expect(defaults.map((template) => template.clubId).sort()).toEqual(allClubs.map((club) => club.id).sort());
  expect(new Set(defaults.map((template) => template.name))).toEqual(new Set([CLASSIC_TEMPLATE_NAME]));
  const first = defaults[0];
  const items = await itemsOfTemplate(first?.id as string);
  expect(totalMinutes(items.map((item) => ({ durationMinutes: item.minutes })))).toBe(120);
  expect(items.filter((item) => item.slot === "pitcher").map((item) => item.title)).toEqual([
    "Prepared pitch 1",
    "Prepared pitch 2",
  ]);

  const clubMeetings = await server.db
    .select({ id: events.id, clubId: events.clubId })
    .from(events)
    .where(and(eq(events.eventType, "meeting"), isNotNull(events.clubId)));
  expect(clubMeetings.length).toBeGreaterThanOrEqual(2);
  for (const meeting of clubMeetings) {
    const [template] = defaults.filter((row) => row.clubId === meeting.clubId);
    const templateItems = await itemsOfTemplate(template?.id as string);
    const agenda = await server.db
      .select({ title: meetingAgendas.title, minutes: meetingAgendas.durationMinutes, slot: meetingAgendas.roleType })
      .from(meetingAgendas)
      .where(eq(meetingAgendas.eventId, meeting.id))
      .orderBy(asc(meetingAgendas.orderIndex));
    expect(agenda).toEqual(templateItems);
  }

  const before = await server.db.select({ value: count() }).from(agendaTemplates);
  await seedDemoContent(server.db, demoSeeds);
  expect(await server.db.select({ value: count() }).from(agendaTemplates)).toEqual(before);
});

test("upcoming demo meetings have speakers with speech details and evaluators paired with them", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const [practice] = await server.db.select().from(events).where(eq(events.title, "Weekly Pitch Practice"));
  expect(practice && practice.eventDate.getTime() > Date.now()).toBe(true);
  // its speaking roles: two pitchers with speeches, two table-topics speakers (not evaluated; docs/decisions/223)
  const all_ = await eventSpeakers(server.db, practice?.id ?? "");
  expect(all_.map((speaker) => speaker.roleType).sort()).toEqual([
    "pitcher",
    "pitcher",
    "table_topics_speaker",
    "table_topics_speaker",
  ]);
  const speakers = all_.filter((speaker) => speaker.evaluated);
  expect(speakers).toHaveLength(2);
  for (const speaker of speakers) {
    expect(speaker.speech?.title, speaker.name).toBeTruthy();
    expect(speaker.speech && speaker.speech.minMinutes < speaker.speech.maxMinutes).toBe(true);
  }
  expect(speakers.filter((speaker) => speaker.evaluator !== null)).toHaveLength(1);
  const all = await server.db.select().from(meetingRoleAssignments);
  expect(all.filter((row) => row.evaluatesAssignmentId !== null).length).toBeGreaterThanOrEqual(2);
  expect(all.filter((row) => row.speechTitle !== null).length).toBeGreaterThanOrEqual(8);
});

test("every demo club has an upcoming meeting with a speaker who gave speech details", async () => {
  await seedDemoContent(server.db, demoSeeds);
  const allClubs = await server.db.select({ id: clubs.id, name: clubs.name }).from(clubs);
  const withSpeech = await server.db
    .selectDistinct({ clubId: events.clubId })
    .from(events)
    .innerJoin(meetingRoleAssignments, eq(meetingRoleAssignments.eventId, events.id))
    .where(and(isNotNull(meetingRoleAssignments.speechTitle), gt(events.eventDate, new Date())));
  const covered = new Set(withSpeech.map((row) => row.clubId));
  expect(allClubs.filter((club) => !covered.has(club.id)).map((club) => club.name)).toEqual([]);
});

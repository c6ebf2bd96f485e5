import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { eq } from "drizzle-orm";
import { holderText, OPEN_SLOT, openRoles } from "../../../domain/events/agenda-lines";
import { meetingWhen } from "../../../domain/events/agenda-mail";
import { agendaDocumentName } from "../../../domain/events/calendar";
import { AGENDA_TYPE_LABELS } from "../../../domain/events/inputs";
import { hasMeetingRoles } from "../../../domain/events/roles";
import { zonedTime } from "../../../domain/events/time-zones";
import { planEndLine, timingPlan } from "../../../domain/events/timing-plan";
import { visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import { clubs, events } from "../../db/schema";
import { eventRolesOf } from "../../reads/role-set";
import { roleAssignments } from "../roles";
import { namedAgenda } from "./named-agenda";

/** The .docx file's media type. */
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/**
 * The meeting's agenda as a Word document a club can edit (docs/decisions/230), written by the `docx` library: the
 * same lines, names and planned starts as the printable agenda, read where the meeting takes place and naming that
 * zone, then every role with its holders and the open roles. For whoever may see the event.
 */
export async function agendaDocument(db: Database, eventId: string, viewerId: string | undefined) {
  const access = await visibleEvent(db, eventId, viewerId);
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new Error("event vanished");
  const [club] = event.clubId
    ? await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, event.clubId))
    : [];
  const items = await namedAgenda(db, access);
  const { roles } = await eventRolesOf(db, access);
  const held = await roleAssignments(db, eventId);
  const zone = event.timeZone ?? "UTC";
  const plan = timingPlan(event, items);
  const zoneName = zonedTime(event.eventDate, zone).zone;

  const facts = [
    `When: ${meetingWhen(event)}`,
    ...(event.location?.trim() ? [`Where: ${event.location.trim()}`] : []),
    ...(club ? [`Club: ${club.name}`] : []),
  ];
  const agendaTable = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [`Start (${zoneName})`, "Item", "Who", "Minutes"].map((text) => cell(text, true)),
      }),
      ...plan.items.map(
        ({ item, start }) =>
          new TableRow({
            children: [
              cell(zonedTime(start, zone).time),
              new TableCell({
                children: [
                  new Paragraph({ children: [new TextRun({ text: item.title, bold: true })] }),
                  new Paragraph(AGENDA_TYPE_LABELS[item.agendaType]),
                  ...(item.description ? [new Paragraph(item.description)] : []),
                ],
              }),
              new TableCell({
                children: item.slot
                  ? [
                      new Paragraph({ children: [new TextRun({ text: item.slot.roleName, italics: true })] }),
                      ...(item.slot.holders.length > 0
                        ? item.slot.holders.map((holder) => new Paragraph(holderText(holder)))
                        : [new Paragraph(OPEN_SLOT)]),
                    ]
                  : [new Paragraph("")],
              }),
              cell(String(item.durationMinutes)),
            ],
          }),
      ),
    ],
  });
  const open = openRoles(roles, held);
  const rolesPart = [
    new Paragraph({ text: "Meeting roles", heading: HeadingLevel.HEADING_1 }),
    ...roles.map((role) => {
      const names = held.filter((row) => row.roleType === role.key).map((row) => row.holder);
      return new Paragraph({
        children: [
          new TextRun({ text: `${role.name}: `, bold: true }),
          new TextRun(names.length > 0 ? names.join(", ") : OPEN_SLOT),
        ],
      });
    }),
    new Paragraph({ text: "Open roles", heading: HeadingLevel.HEADING_1 }),
    ...(open.length > 0
      ? open.map((role) => new Paragraph({ text: role.text, bullet: { level: 0 } }))
      : [new Paragraph("Every role is taken.")]),
  ];
  const document = new Document({
    creator: "PitchCraft",
    title: `${event.title} — agenda`,
    sections: [
      {
        children: [
          new Paragraph({ text: event.title, heading: HeadingLevel.TITLE }),
          new Paragraph("Meeting agenda"),
          ...facts.map((line) => new Paragraph(line)),
          new Paragraph({ text: `Agenda (times in ${zoneName})`, heading: HeadingLevel.HEADING_1 }),
          ...(items.length > 0
            ? [
                agendaTable,
                new Paragraph(`${plan.overrunMinutes > 0 ? "Over time: " : ""}${planEndLine(event, plan, zone)}`),
              ]
            : [new Paragraph("No agenda items yet.")]),
          ...(hasMeetingRoles(event.eventType) ? rolesPart : []),
        ],
      },
    ],
  });
  return {
    body: await Packer.toBuffer(document),
    fileName: agendaDocumentName(event.title, event.eventDate, event.timeZone),
  };
}

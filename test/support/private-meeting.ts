/**
 * A private club meeting with its cast (docs/decisions/159), the start of the console's, the records' and the report's
 * tests: a new club whose members are signed in, each by a first name, and some of them hold a role at the meeting.
 */
import type { RoleType } from "../../src/domain/events/roles";
import type { clubs, events } from "../../src/server/db/schema";
import { aClub, anEventWithAgendaAndRoles, type SignedIn, signedInMember } from "./factories";
import type { TestServer } from "./server";

/** Who is who at the meeting: a member's first name, and the role they hold there if any. */
type Cast = Record<string, readonly [firstName: string, role?: RoleType]>;

type Agenda = Parameters<typeof anEventWithAgendaAndRoles>[1]["agenda"];

/** The agenda a meeting's console is tried on: Opening, a prepared pitch of 7 minutes, Table Topics. */
export const PITCH_AGENDA: Agenda = [
  "Opening",
  { title: "Prepared pitch", agendaType: "pitch", durationMinutes: 7 },
  { title: "Table Topics", agendaType: "qa" },
];

/**
 * The club (`club`), every one of the cast its member, and its private meeting (`meeting`, with `agenda`): the cast
 * signed in by their role in the story, the meeting's id, its club's, its items' and its roles' ids (in cast order).
 */
export async function aPrivateClubMeeting<C extends Cast>(
  server: TestServer,
  cast: C,
  {
    club = {},
    agenda = PITCH_AGENDA,
    ...meeting
  }: Partial<typeof events.$inferInsert> & { club?: Partial<typeof clubs.$inferInsert>; agenda?: Agenda },
) {
  const parts = Object.entries(cast);
  const members = await Promise.all(parts.map(([, [firstName]]) => signedInMember(server, firstName)));
  const made = await aClub(
    server,
    club,
    members.map(({ user }) => user.id),
  );
  const { eventId, agendaItemIds, assignmentIds } = await anEventWithAgendaAndRoles(server, {
    clubId: made.id,
    isPublic: false,
    ...meeting,
    agenda,
    roles: parts.flatMap(([, [, roleType]], index) =>
      roleType ? [{ userId: members[index]?.user.id ?? "", roleType }] : [],
    ),
  });
  const people = Object.fromEntries(parts.map(([part], index) => [part, members[index]])) as Record<keyof C, SignedIn>;
  return { ...people, eventId, clubId: made.id, clubName: made.name, items: agendaItemIds, assignmentIds };
}

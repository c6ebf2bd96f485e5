/** Meetings as the journeys set them up with SQL: a meeting running now, its agenda and its role holders. */
import type { PostgresServer } from "./postgres-server";

type Sql = PostgresServer["sql"];

/** The users' ids by e-mail address. */
export async function userIdsByEmail(sql: Sql, emails: readonly string[]): Promise<(email: string) => string> {
  const rows = await sql<{ id: string; email: string }>("select id, email from users where email = any($1)", [emails]);
  return (email) => rows.find((row) => row.email === email)?.id ?? "";
}

export type AgendaRow = [title: string, minutes: number, type: "general" | "qa" | "pitch" | "evaluation"];

/**
 * A public meeting that began `minutesAgo` minutes ago (London time), with its agenda in order; of the club when
 * `clubId` is given. Answers its id.
 */
export async function meetingRunningNow(
  sql: Sql,
  {
    title,
    agenda,
    clubId = null,
    minutesAgo = 10,
  }: {
    title: string;
    agenda: readonly AgendaRow[];
    clubId?: string | null;
    minutesAgo?: number;
  },
): Promise<string> {
  const [event] = await sql<{ id: string }>(
    `insert into events (title, event_date, duration_minutes, time_zone, event_type, is_public, club_id)
     values ($1, now() - make_interval(mins => $2), $3, 'Europe/London', 'meeting', true, $4) returning id`,
    [title, minutesAgo, agenda.reduce((sum, [, minutes]) => sum + minutes, 0), clubId],
  );
  const eventId = event?.id ?? "";
  for (const [index, [item, minutes, type]] of agenda.entries()) {
    await sql(
      `insert into meeting_agendas (event_id, title, duration_minutes, agenda_type, order_index)
       values ($1, $2, $3, $4, $5)`,
      [eventId, item, minutes, type, index],
    );
  }
  return eventId;
}

/** Gives the member a role at the meeting (a speech's details, the speaker an evaluator evaluates); answers its id. */
export async function giveRole(
  sql: Sql,
  eventId: string,
  userId: string,
  role: "pitcher" | "moderator" | "timer" | "ah_counter" | "evaluator" | "sergeant_at_arms",
  details: {
    speech?: { title: string; project: string; minMinutes: number; maxMinutes: number };
    evaluates?: string;
  } = {},
): Promise<string> {
  const { speech, evaluates } = details;
  const [row] = await sql<{ id: string }>(
    `insert into meeting_role_assignments (event_id, user_id, role_type, speech_title, speech_project,
       speech_min_minutes, speech_max_minutes, evaluates_assignment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      eventId,
      userId,
      role,
      speech?.title ?? null,
      speech?.project ?? null,
      speech?.minMinutes ?? null,
      speech?.maxMinutes ?? null,
      evaluates ?? null,
    ],
  );
  return row?.id ?? "";
}

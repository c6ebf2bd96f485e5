// The benchmark's data: a club network of realistic size, written with a few set-based INSERTs
// (generate_series) so that seeding takes seconds, on the embedded database and on PostgreSQL alike.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

export const VOLUME = {
  members: 10_000,
  clubs: 200,
  events: 5_000,
  upcomingEvents: 500,
  /** Four roles (pitcher, evaluator, moderator, timer) at each of the 5,000 events. */
  roleAssignments: 20_000,
  /** Attendees of each upcoming event. */
  attendeesPerUpcoming: 20,
};

export const BENCH_PASSWORD = "bench-password-1234";

/**
 * The ids the SQL below gives rows, so the benchmark can name them: the md5 of a label, with the version (4) and
 * variant digits of an RFC 9562 UUID (the API's validation wants those). `uuidSql` is the same in SQL.
 */
export const benchUuid = (label: string) => {
  const md5 = createHash("md5").update(label).digest("hex");
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const uuidSql = (label: string) =>
  `(substr(md5(${label}), 1, 12) || '4' || substr(md5(${label}), 14, 3) || '8' || substr(md5(${label}), 18))::uuid`;
export const memberId = (n: number) => `bench-member-${String(n).padStart(5, "0")}`;
export const memberEmail = (n: number) => `member${n}@bench.example`;
export const clubId = (n: number) => benchUuid(`bench-club-${n}`);
export const eventId = (n: number) => benchUuid(`bench-event-${n}`);

/** Upcoming event number `k` (1…500) is event number `pastEvents + k`; every tenth event is a club's private one. */
export const upcomingEventNumber = (k: number) => VOLUME.events - VOLUME.upcomingEvents + k;
export const isPublicEvent = (n: number) => n % 10 !== 0;

function statements(passwordHash: string): string[] {
  const { members, clubs, events, upcomingEvents, attendeesPerUpcoming } = VOLUME;
  const past = events - upcomingEvents;
  const member = (expression: string) => `'bench-member-' || lpad((${expression})::text, 5, '0')`;
  if (!/^[0-9a-f:]+$/i.test(passwordHash)) throw new Error("unexpected password hash format");
  return [
    // no change notifications (nobody listens yet) and no foreign-key triggers while loading: much faster
    "SET LOCAL session_replication_role = replica",
    `INSERT INTO users (id, first_name, last_name, email, email_verified, created_at, updated_at)
     SELECT ${member("i")}, 'Member', 'No. ' || i, 'member' || i || '@bench.example', true,
            now() - i * interval '30 minutes', now()
     FROM generate_series(1, ${members}) AS i`,
    `INSERT INTO accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     SELECT 'bench-account-' || i, ${member("i")}, 'credential', ${member("i")}, '${passwordHash}', now(), now()
     FROM generate_series(1, ${members}) AS i`,
    `INSERT INTO clubs (id, name, description, location, meeting_day, meeting_time, contact_email)
     SELECT ${uuidSql(`'bench-club-' || i`)}, 'Speakers Club ' || i,
            'A friendly club that meets every week to practise pitches and speeches.',
            'Hall ' || (i % 20 + 1) || ', Main Street ' || i, 'Tuesday', '18:30', 'club' || i || '@bench.example'
     FROM generate_series(1, ${clubs}) AS i`,
    // every member in one club, every second member in a second one
    `INSERT INTO memberships (user_id, club_id, created_at)
     SELECT ${member("i")}, ${uuidSql(`'bench-club-' || (i % ${clubs} + 1)`)}, now() - i * interval '20 minutes'
     FROM generate_series(1, ${members}) AS i
     UNION ALL
     SELECT ${member("i")}, ${uuidSql(`'bench-club-' || ((i * 7 + 3) % ${clubs} + 1)`)}, now() - i * interval '10 minutes'
     FROM generate_series(2, ${members}, 2) AS i
     ON CONFLICT DO NOTHING`,
    `INSERT INTO events (id, title, description, event_date, location, event_type, is_public, club_id, created_by)
     SELECT ${uuidSql(`'bench-event-' || i`)}, 'Club meeting ' || i,
            'Three pitches, table topics and evaluations. Bring a friend; visitors are welcome.',
            CASE WHEN i <= ${past} THEN now() - (${past} - i + 1) * interval '3 hours'
                 ELSE now() + (i - ${past}) * interval '7 hours' END,
            'Hall ' || (i % 20 + 1),
            (ARRAY['meeting','contest','training','social','other'])[i % 5 + 1],
            i % 10 <> 0, ${uuidSql(`'bench-club-' || (i % ${clubs} + 1)`)}, ${member("1")}
     FROM generate_series(1, ${events}) AS i`,
    // four roles per event, held by four different members: the unique (event, user, role) holds
    `INSERT INTO meeting_role_assignments (event_id, user_id, role_type)
     SELECT ${uuidSql(`'bench-event-' || e`)}, ${member(`(e * 4 + k) % ${members} + 1`)},
            (ARRAY['pitcher','evaluator','moderator','timer'])[k + 1]
     FROM generate_series(1, ${events}) AS e, generate_series(0, 3) AS k`,
    `INSERT INTO event_attendees (event_id, user_id)
     SELECT ${uuidSql(`'bench-event-' || e`)}, ${member(`(e * ${attendeesPerUpcoming} + a) % ${members} + 1`)}
     FROM generate_series(${past + 1}, ${events}) AS e, generate_series(0, ${attendeesPerUpcoming - 1}) AS a`,
  ];
}

/** Loads the benchmark's data into a migrated, empty database, then refreshes the planner's statistics. */
export async function seedBenchData(db: Database, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of statements(passwordHash)) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql.raw("ANALYZE"));
}

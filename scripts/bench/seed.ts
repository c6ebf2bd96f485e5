// The benchmark's data: a club network of realistic size, written with a few set-based INSERTs
// (generate_series) so that seeding takes seconds, on the embedded database and on PostgreSQL alike.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { CRITERIA } from "../../src/domain/tools/evaluator";
import type { Database } from "../../src/server/db/client";
import { scheduleReminders } from "../../src/server/features/roles/reminders";

/**
 * `BENCH_SCALE=10`: ten times the network (issue "Speed at ten times the size") over the same span of time, so each
 * club's meetings come as often and the tables are ten times larger.
 */
export const SCALE = Math.max(1, Math.round(Number(process.env.BENCH_SCALE ?? 1)));

export const VOLUME = {
  members: 10_000 * SCALE,
  clubs: 200 * SCALE,
  events: 5_000 * SCALE,
  upcomingEvents: 500 * SCALE,
  /** Four roles (pitcher, evaluator, moderator, timer) at each event. */
  roleAssignments: 20_000 * SCALE,
  /** Attendees of each upcoming event. */
  attendeesPerUpcoming: 20,
};

/** Minutes between two past events, and between two upcoming ones, across the network. */
const PAST_EVERY = 180 / SCALE;
const UPCOMING_EVERY = 420 / SCALE;
/** The past events of the last year: each meeting among them was ended in its console, with its record. */
const YEAR_OF_EVENTS = Math.floor((365 * 24 * 60) / PAST_EVERY);

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
export const memberId = (n: number) => `bench-member-${String(n).padStart(6, "0")}`;
export const memberEmail = (n: number) => `member${n}@bench.example`;
export const clubId = (n: number) => benchUuid(`bench-club-${n}`);
export const eventId = (n: number) => benchUuid(`bench-event-${n}`);

/** Upcoming event number `k` (1…500) is event number `pastEvents + k`; every tenth event is a club's private one. */
export const upcomingEventNumber = (k: number) => VOLUME.events - VOLUME.upcomingEvents + k;
export const isPublicEvent = (n: number) => n % 10 !== 0;
/** The event types in turn: event number `n` is of type `EVENT_TYPES_IN_TURN[n % 5]`; a social one has no roles. */
const EVENT_TYPES_IN_TURN = ["meeting", "contest", "training", "social", "other"] as const;
export const hasMeetingRoles = (n: number) => EVENT_TYPES_IN_TURN[n % EVENT_TYPES_IN_TURN.length] !== "social";

function statements(passwordHash: string): string[] {
  const { members, clubs, events, upcomingEvents, attendeesPerUpcoming } = VOLUME;
  const past = events - upcomingEvents;
  const member = (expression: string) => `'bench-member-' || lpad((${expression})::text, 6, '0')`;
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
            CASE WHEN i <= ${past} THEN now() - (${past} - i + 1) * interval '${PAST_EVERY} minutes'
                 ELSE now() + (i - ${past}) * interval '${UPCOMING_EVERY} minutes' END,
            'Hall ' || (i % 20 + 1),
            (ARRAY[${EVENT_TYPES_IN_TURN.map((type) => `'${type}'`).join(",")}])[i % ${EVENT_TYPES_IN_TURN.length} + 1],
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
    ...meetingHistory(past, member),
    // each club's first officer: the member whose only club it is (member number c, or the last for club 1)
    `INSERT INTO club_officers (club_id, user_id, title)
     SELECT ${uuidSql(`'bench-club-' || c`)}, ${member(`CASE WHEN c = 1 THEN ${clubs} ELSE c - 1 END`)}, 'President'
     FROM generate_series(1, ${clubs}) AS c`,
  ];
}

/**
 * A year of ended meetings (every fifth past event is a meeting): each ended in its console, its pitcher timed with
 * filler words counted, evaluated by its evaluator and voted best speaker by its moderator and timer.
 */
function meetingHistory(past: number, member: (expression: string) => string): string[] {
  const event = uuidSql(`'bench-event-' || e`);
  const holder = (k: number) => member(`(e * 4 + ${k}) % ${VOLUME.members} + 1`);
  const meetings = `FROM generate_series(${Math.max(1, past - YEAR_OF_EVENTS + 1)}, ${past}) AS e WHERE e % 5 = 0`;
  const start = `(now() - (${past} - e + 1) * interval '${PAST_EVERY} minutes')`;
  const ratings = CRITERIA.map(
    ({ key }, index) => `'${key}', json_build_object('score', (e + ${index}) % 5 + 1, 'feedback', 'Well done.')`,
  ).join(", ");
  return [
    `INSERT INTO meeting_runs (event_id, display_token, voting_closed_at, results_revealed_at, ended_at)
     SELECT ${event}, 'bench-display-' || e, ${start} + interval '80 minutes', ${start} + interval '81 minutes',
            ${start} + interval '90 minutes' ${meetings}`,
    `INSERT INTO meeting_timings (id, event_id, speaker_user_id, speaker_name, speech_title, green_seconds,
                                  yellow_seconds, red_seconds, grace_seconds, started_at, stopped_at,
                                  duration_seconds, verdict)
     SELECT ${uuidSql(`'bench-timing-' || e`)}, ${event}, ${holder(0)}, 'Member', 'Pitch ' || e, 300, 360, 420, 30,
            ${start} + interval '20 minutes', ${start} + interval '26 minutes', 270 + (e * 37) % 200,
            CASE WHEN 270 + (e * 37) % 200 < 300 THEN 'under' WHEN 270 + (e * 37) % 200 > 450 THEN 'over'
                 ELSE 'within' END ${meetings}`,
    `INSERT INTO meeting_filler_counts (event_id, speaker_key, speaker_user_id, speaker_name, word, count)
     SELECT ${event}, 'user:' || ${holder(0)}, ${holder(0)}, 'Member', word, (e + length(word)) % 5
     ${meetings.replace(" WHERE", ", unnest(ARRAY['Um', 'So']) AS word WHERE")}`,
    `INSERT INTO meeting_evaluations (event_id, evaluator_user_id, speaker_user_id, form)
     SELECT ${event}, ${holder(1)}, ${holder(0)},
            json_build_object('speakerName', 'Member', 'speechTitle', 'Pitch ' || e,
                              'positiveOpening', 'A strong opening.', 'ratings', json_build_object(${ratings}),
                              'improvementPoints', 'Pause before the ask.', 'positiveClosing', 'Keep going.')
     ${meetings}`,
    `INSERT INTO meeting_votes (event_id, voter_id, category, nominee_id, voted_at)
     SELECT ${event}, voter, 'best-speaker', ${holder(0)}, ${start} + interval '70 minutes'
     ${meetings.replace(" WHERE", `, unnest(ARRAY[${holder(2)}, ${holder(3)}]) AS voter WHERE`)}`,
  ];
}

/**
 * Loads the benchmark's data into a migrated, empty database, then refreshes the planner's statistics. The roles
 * ahead get their reminder jobs as in a network that has been running, so the server's first reminder sweep finds
 * none missing and does not write them during the first measurements.
 */
export async function seedBenchData(db: Database, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of statements(passwordHash)) await tx.execute(sql.raw(statement));
  });
  await scheduleReminders(db, { missing: true });
  await db.execute(sql.raw("ANALYZE"));
}

// A member with a long speaking life for the record's read (docs/performance.md "A member's speaking record"):
// 200 speeches over five years, each timed, with filler words, an evaluation and a vote, written with set-based
// INSERTs like the rest of the benchmark's data.
import { sql } from "drizzle-orm";
import { CRITERIA } from "../../src/domain/tools/evaluator";
import type { Database } from "../../src/server/db/client";
import { clubId, memberEmail, memberId } from "./seed";

export const RECORD_MEMBER = { number: 5, email: memberEmail(5), speeches: 200 };
/** The record's data answers within this at the 99th percentile (issue "Every member's speaking record"). */
export const RECORD_P99_MS = 100;

const uuid = (label: string) =>
  `(substr(md5(${label}), 1, 12) || '4' || substr(md5(${label}), 14, 3) || '8' || substr(md5(${label}), 18))::uuid`;

export async function seedRecordMember(db: Database): Promise<void> {
  const speaker = `'${memberId(RECORD_MEMBER.number)}'`;
  const evaluator = `'${memberId(RECORD_MEMBER.number + 1)}'`;
  const voters = [2, 3, 4].map((k) => memberId(RECORD_MEMBER.number + k));
  const event = uuid(`'bench-record-event-' || i`);
  const each = `FROM generate_series(1, ${RECORD_MEMBER.speeches}) AS i`;
  const ratings = CRITERIA.map(
    ({ key }, index) => `'${key}', json_build_object('score', (i + ${index}) % 5 + 1, 'feedback', 'Well done.')`,
  ).join(", ");
  const statements = [
    "SET LOCAL session_replication_role = replica",
    // one meeting every nine days, the last one nine days ago: 200 of them span nearly five years
    `INSERT INTO events (id, title, description, event_date, location, event_type, is_public, club_id)
     SELECT ${event}, 'Record night ' || i, 'A meeting with a prepared speech.', now() - i * interval '9 days',
            'Hall 1', 'meeting', true, '${clubId(1)}' ${each}`,
    `INSERT INTO meeting_role_assignments (event_id, user_id, role_type, speech_title, speech_project,
                                           speech_min_minutes, speech_max_minutes)
     SELECT ${event}, ${speaker}, 'pitcher', 'Speech ' || i, 'Project ' || (i % 10 + 1), 5, 7 ${each}
     UNION ALL SELECT ${event}, ${evaluator}, 'evaluator', NULL, NULL, NULL, NULL ${each}`,
    `INSERT INTO meeting_timings (id, event_id, speaker_user_id, speaker_name, speech_title, green_seconds,
                                  yellow_seconds, red_seconds, grace_seconds, started_at, stopped_at,
                                  duration_seconds, verdict)
     SELECT ${uuid(`'bench-record-timing-' || i`)}, ${event}, ${speaker}, 'Member', 'Speech ' || i, 300, 360, 420, 30,
            now() - i * interval '9 days', now() - i * interval '9 days' + interval '6 minutes',
            270 + (i * 37) % 200, CASE WHEN 270 + (i * 37) % 200 < 300 THEN 'under'
                                       WHEN 270 + (i * 37) % 200 > 450 THEN 'over' ELSE 'within' END ${each}`,
    `INSERT INTO meeting_filler_counts (event_id, speaker_key, speaker_user_id, speaker_name, word, count)
     SELECT ${event}, 'member:' || ${speaker}, ${speaker}, 'Member', word, (i + length(word)) % 6 ${each},
            unnest(ARRAY['Um', 'So', 'Like']) AS word`,
    `INSERT INTO meeting_evaluations (event_id, evaluator_user_id, speaker_user_id, form)
     SELECT ${event}, ${evaluator}, ${speaker},
            json_build_object('speakerName', 'Member', 'speechTitle', 'Speech ' || i,
                              'positiveOpening', 'A strong opening.', 'ratings', json_build_object(${ratings}),
                              'improvementPoints', 'Pause before the key line.', 'positiveClosing', 'Keep going.')
     ${each}`,
    `INSERT INTO meeting_runs (event_id, display_token, voting_closed_at, results_revealed_at, ended_at)
     SELECT ${event}, 'bench-record-display-' || i, now() - i * interval '9 days' + interval '80 minutes',
            now() - i * interval '9 days' + interval '81 minutes', now() - i * interval '9 days' + interval '90 minutes'
     ${each}`,
    // three voters each meeting: the speaker wins best speaker at two meetings in three
    `INSERT INTO meeting_votes (event_id, voter_id, category, nominee_id, voted_at)
     SELECT ${event}, voter, 'best-speaker', CASE WHEN i % 3 = 0 THEN ${evaluator} ELSE ${speaker} END,
            now() - i * interval '9 days' + interval '70 minutes' ${each},
            unnest(ARRAY['${voters.join("', '")}']) AS voter`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql.raw("ANALYZE"));
}

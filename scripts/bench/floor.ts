// The floor of a role take + drop (issue "Speed at ten times the size", target 1): the statements the server sends
// to the database for one take and one drop (read off PostgreSQL's statement log of `POST /api/events/:id/roles`
// and `DELETE /api/events/:id/roles/:assignmentId`, docs/performance.md), run straight against the database by 20
// clients, without HTTP, sessions, Drizzle or the server's JavaScript: pgbench with a script on PostgreSQL, the same
// statements through PGlite in the bench's own process for the embedded database. Each client takes and drops the
// Evaluator role at its own event as its own member, as the bench's connections do. A drop is one statement when
// the meeting is far enough ahead; at a meeting close enough for the role to have "fallen open late" it takes the
// whole way in a transaction and records the gap, as the server does (the events where the server's run wrote such a
// gap are marked `late`); the officers' mail went with the member's first drop there.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../src/server/db/client";
import { type StatementClient, statementClient } from "../../src/server/db/pglite-statements";
import { latencySummary } from "./displays";

/** One statement: `:name` stands for a client's variable; `into` names the variable its first row's value sets. */
type Statement = { sql: string; into?: string };

const EVENT_FOR_UPDATE = `select "events"."id", "events"."title", "events"."club_id", "events"."is_public", "events"."event_date", "events"."duration_minutes", "events"."time_zone", "events"."cancelled_at", "meeting_runs"."ended_at", "events"."created_by", "events"."event_type", coalesce("clubs"."reminder_days", 2) from "events" left join "clubs" on "clubs"."id" = "events"."club_id" left join "meeting_runs" on "meeting_runs"."event_id" = "events"."id" where "events"."id" = :ev for update of "events"`;
const CLUB_ROLES = `select "key", "name", "per_meeting", "speaking", "evaluated", "duty" from "club_roles" where "club_roles"."club_id" = :club order by "club_roles"."position" asc`;
const PENDING_OFFERS = `select "id", "event_id", "role_type", "kind", "assignment_id", "from_user_id", "to_user_id", "state", "expires_at", "reminded_at", "answered_at", "created_at" from "role_offers" where ("role_offers"."event_id" = :ev and "role_offers"."state" = 'pending')`;

const TAKE: Statement[] = [
  { sql: "begin" },
  { sql: EVENT_FOR_UPDATE },
  { sql: `select "id" from "clubs" where "clubs"."id" = :club for share` },
  { sql: CLUB_ROLES },
  {
    sql: `select "id", "role_type", "user_id" from "meeting_role_assignments" where "meeting_role_assignments"."event_id" = :ev`,
  },
  {
    sql: `select "id", "role_type" from "meeting_guests" where ("meeting_guests"."event_id" = :ev and "meeting_guests"."role_type" is not null)`,
  },
  {
    sql: `insert into "meeting_role_assignments" ("event_id", "user_id", "role_type") values (:ev, :uid, 'evaluator') returning "id"`,
    into: "aid",
  },
  {
    sql: `delete from "role_waitlist" where ("role_waitlist"."event_id" = :ev and "role_waitlist"."user_id" = :uid and "role_waitlist"."role_type" = 'evaluator')`,
  },
  {
    sql: `insert into "jobs" ("kind", "key", "payload", "run_at") values ('role.reminder', :aid, '{}', now()) on conflict ("kind","key") do update set "payload" = excluded.payload, "run_at" = excluded.run_at where "jobs"."state" = 'pending'`,
  },
  { sql: PENDING_OFFERS },
  { sql: "commit" },
];

const CANCEL_REMINDER = `update "jobs" set "state" = 'cancelled', "finished_at" = now() where ("jobs"."kind" = 'role.reminder' and "jobs"."key" in (:aid) and "jobs"."state" = 'pending' and ("jobs"."locked_until" is null or "jobs"."locked_until" < now()))`;

/** A drop the meeting is far enough ahead for (not late): one statement under the event's lock, no transaction. */
const DROP_FAST: Statement[] = [
  { sql: EVENT_FOR_UPDATE.replace(' for update of "events"', "") },
  {
    sql: `with event as (select id from events where id = :ev for update) delete from meeting_role_assignments assignment where assignment.id = :aid and assignment.event_id = (select id from event) and assignment.user_id = :uid and not exists (select 1 from role_waitlist waiting where waiting.event_id = assignment.event_id and waiting.role_type = assignment.role_type) and not exists (select 1 from role_offers offer where offer.assignment_id = assignment.id and offer.state = 'pending') returning assignment.role_type as "roleType"`,
  },
  { sql: CANCEL_REMINDER },
  // the answer names the role as its club calls it
  { sql: CLUB_ROLES },
];

/** A drop close to the meeting: the whole way in a transaction, which records the role gap for the officers. */
const DROP_LATE: Statement[] = [
  { sql: EVENT_FOR_UPDATE.replace(' for update of "events"', "") },
  { sql: "begin" },
  { sql: EVENT_FOR_UPDATE },
  {
    sql: `select "id", "user_id", "role_type" from "meeting_role_assignments" where ("meeting_role_assignments"."id" = :aid and "meeting_role_assignments"."event_id" = :ev)`,
  },
  {
    sql: `delete from "meeting_role_assignments" where ("meeting_role_assignments"."id" = :aid and "meeting_role_assignments"."event_id" = :ev) returning "id", "user_id"`,
  },
  { sql: CANCEL_REMINDER },
  {
    sql: `select "id", "user_id" from "role_waitlist" where ("role_waitlist"."event_id" = :ev and "role_waitlist"."role_type" = 'evaluator') order by "role_waitlist"."created_at" asc, "role_waitlist"."id" asc`,
  },
  { sql: PENDING_OFFERS },
  {
    sql: `select "events"."id", "events"."title", "events"."event_date", "events"."time_zone", "events"."duration_minutes", "events"."location", "events"."event_type", "events"."is_public", "events"."club_id", "clubs"."name", "events"."cancelled_at", "clubs"."location" from "events" left join "clubs" on "clubs"."id" = "events"."club_id" where "events"."id" = :ev`,
  },
  {
    sql: `select "id" from "role_gaps" where ("role_gaps"."event_id" = :ev and "role_gaps"."role_type" = 'evaluator' and "role_gaps"."user_id" = :uid and "role_gaps"."kind" = 'fell-open') limit 1`,
  },
  {
    sql: `insert into "role_gaps" ("event_id", "assignment_id", "kind", "role_type", "user_id") values (:ev, :aid, 'fell-open', 'evaluator', :uid) on conflict ("assignment_id","kind") do nothing returning "id"`,
  },
  // the officers were told when this member first gave the role up (the server's run did that): no mail again
  { sql: "commit" },
  { sql: CLUB_ROLES },
];

/** A client of the floor: its member, its event and that event's club, and whether a drop there falls open late. */
export type FloorClient = { memberId: string; eventId: string; clubId: string; late: boolean };

export type FloorResult = { clients: number; pairsPerSecond: number; p50: number; p99: number; pairs: number };

/**
 * The bench's clients with their events' clubs and whether the server's run wrote a late gap at their events; a role
 * the server's run left taken (it stops between a take and its drop) is dropped first.
 */
export async function floorClients(
  db: Database,
  members: Array<{ memberId: string; eventId: string }>,
): Promise<FloorClient[]> {
  const clients: FloorClient[] = [];
  for (const member of members) {
    await db.execute(
      sql`delete from meeting_role_assignments where event_id = ${member.eventId} and user_id = ${member.memberId} and role_type = 'evaluator'`,
    );
    const answer = await db.execute(
      sql`select e.club_id::text as club, exists (select 1 from role_gaps g where g.event_id = e.id) as late
          from events e where e.id = ${member.eventId}`,
    );
    const [row] = (answer as unknown as { rows: Array<{ club: string; late: boolean }> }).rows;
    clients.push({ ...member, clubId: String(row?.club), late: row?.late === true });
  }
  return clients;
}

/** The pgbench script of one take + drop: the client's variables read first, the drop's two ways under `\if`. */
function pgbenchScript(): string {
  const line = (statement: Statement) => {
    const sql = statement.sql.replace(/\s+/g, " ");
    return statement.into ? `${sql.replace(/returning .*$/, `returning "id" as ${statement.into}`)} \\gset` : `${sql};`;
  };
  return [
    `select member_id as uid, event_id as ev, club_id as club, late::int as late from bench_floor_clients where client_id = :client_id \\gset`,
    ...TAKE.map(line),
    "\\if :late",
    ...DROP_LATE.map(line),
    "\\else",
    ...DROP_FAST.map(line),
    "\\endif",
    "",
  ].join("\n");
}

/** pgbench on PostgreSQL: 20 clients, `seconds` long; latencies from its per-transaction log. */
export async function postgresFloor(
  databaseUrl: string,
  clients: FloorClient[],
  seconds: number,
): Promise<FloorResult> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const work = mkdtempSync(path.join(os.tmpdir(), "pitchcraft-floor-"));
  try {
    await admin.query(
      "create table bench_floor_clients (client_id int primary key, member_id text, event_id uuid, club_id uuid, late boolean)",
    );
    for (const [index, client] of clients.entries()) {
      await admin.query("insert into bench_floor_clients values ($1, $2, $3, $4, $5)", [
        index,
        client.memberId,
        client.eventId,
        client.clubId,
        client.late,
      ]);
    }
    const script = path.join(work, "take-drop.sql");
    writeFileSync(script, pgbenchScript());
    const url = new URL(databaseUrl);
    const pgbench = pgBinary("pgbench");
    const args = [
      "-n",
      "-M",
      "prepared",
      "-c",
      String(clients.length),
      "-j",
      "2",
      "-f",
      script,
      "-h",
      url.searchParams.get("host") ?? url.hostname,
      "-p",
      url.port || "5432",
      "-U",
      decodeURIComponent(url.username || "postgres"),
    ];
    const warm = spawnSync(pgbench, [...args, "-T", "2", url.pathname.slice(1)], { encoding: "utf8" });
    if (warm.status !== 0) throw new Error(`pgbench failed: ${warm.stderr}`);
    const run = spawnSync(
      pgbench,
      [...args, "-T", String(seconds), "-l", "--log-prefix", path.join(work, "log"), url.pathname.slice(1)],
      { encoding: "utf8", cwd: work },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    // each line: client, transaction number, latency in µs, script, epoch seconds, µs
    const latencies = readdirSync(work)
      .filter((file) => file.startsWith("log"))
      .flatMap((file) => readFileSync(path.join(work, file), "utf8").trim().split("\n"))
      .map((line) => Number(line.split(" ")[2]) / 1000);
    return result(clients.length, latencies, seconds);
  } finally {
    await admin.query("drop table if exists bench_floor_clients").catch(() => {});
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The same statements through PGlite in this process: each client's transactions one at a time, as on one connection. */
export async function embeddedFloor(pglite: PGlite, clients: FloorClient[], seconds: number): Promise<FloorResult> {
  // each statement prepared once and run in one call into the database, as the server's own client does (decision 100)
  const client = statementClient(pglite);
  const run = async (statements: Statement[], vars: Record<string, string>) => {
    const inTransaction: Statement[] = [];
    let open = false;
    const exec = async (db: Pick<StatementClient, "query">, statement: Statement) => {
      const names: string[] = [];
      const text = statement.sql.replace(/:([a-z]+)/g, (_, name: string) => {
        names.push(name);
        return `$${names.length}`;
      });
      const answer = await db.query<Record<string, unknown>>(
        text,
        names.map((name) => vars[name]),
      );
      if (statement.into) vars[statement.into] = String(answer.rows[0]?.id);
    };
    for (const statement of statements) {
      if (statement.sql === "begin") {
        open = true;
        continue;
      }
      if (statement.sql === "commit") {
        open = false;
        await client.transaction(async (tx) => {
          for (const each of inTransaction) await exec(tx, each);
        });
        inTransaction.length = 0;
        continue;
      }
      if (open) inTransaction.push(statement);
      else await exec(client, statement);
    }
  };
  const latencies: number[] = [];
  const until = (ms: number) => {
    const end = performance.now() + ms;
    return Promise.all(
      clients.map(async (client) => {
        const vars: Record<string, string> = { uid: client.memberId, ev: client.eventId, club: client.clubId };
        while (performance.now() < end) {
          const started = performance.now();
          await run(TAKE, vars);
          await run(client.late ? DROP_LATE : DROP_FAST, vars);
          latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await until(2000);
  latencies.length = 0;
  await until(seconds * 1000);
  return result(clients.length, latencies, seconds);
}

function result(clients: number, latencies: number[], seconds: number): FloorResult {
  const summary = latencySummary(latencies);
  return {
    clients,
    pairs: latencies.length,
    pairsPerSecond: latencies.length / seconds,
    p50: summary.p50,
    p99: summary.p99,
  };
}

function pgBinary(name: string): string {
  const found = spawnSync(
    "sh",
    ["-c", `command -v ${name} || ls -d /usr/lib/postgresql/*/bin/${name} | sort -V | tail -1`],
    {
      encoding: "utf8",
    },
  );
  const where = found.stdout.trim().split("\n").pop();
  if (!where) throw new Error(`${name} not found: install PostgreSQL's client programs`);
  return where;
}

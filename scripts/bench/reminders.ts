// The reminder burst (docs/performance.md): 10,000 role reminders due at the same moment on a PostgreSQL database,
// two server instances (`node dist/main.js`) sharing the work, the mail going to a local SMTP sink that counts what
// each member receives. Measures the time from the moment the reminders become due until the sink holds 10,000
// distinct reminders, and checks that none arrived twice and none is missing.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openStore } from "../../src/server/db/client";
import { migrateStore } from "../../src/server/db/migrate";
import { REMINDER_JOB, scheduleReminders } from "../../src/server/features/roles/reminders";
import { startServer } from "./server";

export const BURST = {
  reminders: 10_000,
  meetings: 2_000,
  /** The budget: every reminder delivered within this many seconds of becoming due. */
  budgetSeconds: 60,
};
const ROLES_PER_MEETING = BURST.reminders / BURST.meetings;
const ROLE_TYPES = ["pitcher", "evaluator", "moderator", "timer", "ah_counter"];
/** After the last reminder arrived, how long the sink keeps listening for one sent twice. */
const SETTLE_MS = 3_000;

export type BurstResult = {
  reminders: number;
  instances: number;
  seedSeconds: number;
  startSeconds: number;
  /** Milliseconds from due until the n-th distinct reminder arrived: the first, half, 99 % and all of them. */
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
  allMs: number;
  distinct: number;
  duplicates: number;
  missing: number;
  /** Reminder jobs done / mail rows sent, read from the database afterwards. */
  jobsDone: number;
  mailSent: number;
};

const email = (n: number) => `holder${n}@bench.example`;

/** A counting SMTP sink: recipient → messages received, and when each recipient's first message arrived. */
async function startSink() {
  const counts = new Map<string, number>();
  const firstAt: number[] = [];
  let onNew: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 1_000,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const now = performance.now();
        for (const recipient of session.envelope.rcptTo) {
          const address = recipient.address.toLowerCase();
          const seen = counts.get(address) ?? 0;
          counts.set(address, seen + 1);
          if (seen === 0) firstAt.push(now);
        }
        onNew?.();
        callback();
      });
    },
  });
  // a connection the sending instance drops (its pool closing as it stops) ends that session only: what counts is the
  // mail received, and an unhandled error would end the whole bench before its report
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts,
    firstAt,
    /** Resolves when `count` distinct recipients have mail, or after `timeoutMs`. */
    waitFor: (count: number, timeoutMs: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          onNew = undefined;
          resolve();
        }
        onNew = () => {
          if (counts.size >= count) done();
        };
        onNew();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Members, clubs, and meetings a day ahead (inside the default two-day reminder window), five roles each. */
function seedStatements(): string[] {
  const { reminders, meetings } = BURST;
  const clubs = meetings / 10;
  const member = (expression: string) => `'burst-member-' || lpad((${expression})::text, 5, '0')`;
  const uuid = (label: string) =>
    `(substr(md5(${label}), 1, 12) || '4' || substr(md5(${label}), 14, 3) || '8' || substr(md5(${label}), 18))::uuid`;
  return [
    "SET LOCAL session_replication_role = replica",
    `INSERT INTO users (id, first_name, last_name, email, email_verified, created_at, updated_at)
     SELECT ${member("i")}, 'Holder', 'No. ' || i, 'holder' || i || '@bench.example', true, now(), now()
     FROM generate_series(1, ${reminders}) AS i`,
    // the open-role nudge off (0 days): its meetings are a day ahead, inside the nudge's days as well as the
    // reminder's, where a real club's nudge goes out days before its reminders; the burst is the reminders'
    `INSERT INTO clubs (id, name, description, location, meeting_day, meeting_time, contact_email, nudge_days)
     SELECT ${uuid(`'burst-club-' || i`)}, 'Speakers Club ' || i, 'A club that meets every week.',
            'Hall ' || i, 'Tuesday', '18:30', 'club' || i || '@bench.example', 0
     FROM generate_series(1, ${clubs}) AS i`,
    `INSERT INTO memberships (user_id, club_id, created_at)
     SELECT ${member("i")}, ${uuid(`'burst-club-' || ((i - 1) / ${reminders / clubs} + 1)`)}, now()
     FROM generate_series(1, ${reminders}) AS i`,
    `INSERT INTO events (id, title, description, event_date, location, event_type, is_public, club_id, created_by)
     SELECT ${uuid(`'burst-event-' || i`)}, 'Club meeting ' || i, 'Three pitches, table topics and evaluations.',
            now() + interval '1 day' + i * interval '10 seconds', 'Hall ' || (i % 20 + 1), 'meeting', true,
            ${uuid(`'burst-club-' || ((i - 1) / 10 + 1)`)}, ${member(`(i - 1) * ${ROLES_PER_MEETING} + 1`)}
     FROM generate_series(1, ${meetings}) AS i`,
    `INSERT INTO meeting_role_assignments (event_id, user_id, role_type)
     SELECT ${uuid(`'burst-event-' || e`)}, ${member(`(e - 1) * ${ROLES_PER_MEETING} + k + 1`)},
            (ARRAY[${ROLE_TYPES.map((role) => `'${role}'`).join(",")}])[k + 1]
     FROM generate_series(1, ${meetings}) AS e, generate_series(0, ${ROLES_PER_MEETING - 1}) AS k`,
  ];
}

/**
 * Creates a scratch database on the server `adminUrl` names, seeds it, schedules the reminders through the product's
 * own code (held back an hour), starts `instances` servers, then makes every reminder due at once and waits.
 */
export async function reminderBurst(options: {
  adminUrl: string;
  port: number;
  work: string;
  instances?: number;
}): Promise<BurstResult> {
  const instances = options.instances ?? 2;
  const name = `pitchcraft_burst_${randomBytes(4).toString("hex")}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: options.adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const sink = await startSink();
  const servers: Array<{ stop(): Promise<void> }> = [];
  try {
    const seedStart = performance.now();
    const store = await openStore({ databaseUrl, dataDir: options.work });
    try {
      await migrateStore(store);
      await store.db.transaction(async (tx) => {
        for (const statement of seedStatements()) await tx.execute(sql.raw(statement));
      });
      await store.db.execute(sql.raw("ANALYZE"));
      await scheduleReminders(store.db, { missing: true });
      const held = await store.db.execute(
        sql`update jobs set run_at = now() + interval '1 hour' where kind = ${REMINDER_JOB} and state = 'pending'`,
      );
      const scheduled = (held as unknown as { rowCount: number }).rowCount;
      if (scheduled !== BURST.reminders) throw new Error(`${scheduled} reminders scheduled, not ${BURST.reminders}`);
    } finally {
      await store.close();
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const startStart = performance.now();
    const started = await Promise.all(
      Array.from({ length: instances }, (_, index) =>
        startServer({
          port: options.port + index,
          dataDir: path.join(options.work, `burst-${index}`),
          databaseUrl,
          logFile: path.join(options.work, `server-burst-${index}.log`),
          env: { SMTP_URL: sink.url, JOB_POLL_SECONDS: "1", LOG_LEVEL: "warn" },
        }),
      ),
    );
    servers.push(...started);
    const startSeconds = (performance.now() - startStart) / 1000;

    // every reminder due at the same moment, with all instances running
    const dueAt = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query("update jobs set run_at = now() where kind = $1 and state = 'pending'", [REMINDER_JOB]);
        return performance.now();
      } finally {
        await client.end();
      }
    })();
    await sink.waitFor(BURST.reminders, 5 * BURST.budgetSeconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const counts = [...sink.counts.entries()];
    const expected = new Set(Array.from({ length: BURST.reminders }, (_, index) => email(index + 1)));
    const arrivals = sink.firstAt.map((at) => at - dueAt).sort((a, b) => a - b);
    const nth = (fraction: number) => arrivals[Math.ceil(fraction * BURST.reminders) - 1] ?? Number.NaN;
    const tally = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const jobsDone = await client.query("select count(*)::int as n from jobs where kind = $1 and state = 'done'", [
          REMINDER_JOB,
        ]);
        const mailSent = await client.query(
          "select count(*)::int as n from mail_queue where kind = 'role-reminder' and sent_at is not null",
        );
        return { jobsDone: jobsDone.rows[0].n as number, mailSent: mailSent.rows[0].n as number };
      } finally {
        await client.end();
      }
    })();
    return {
      reminders: BURST.reminders,
      instances,
      seedSeconds,
      startSeconds,
      firstMs: arrivals[0] ?? Number.NaN,
      p50Ms: nth(0.5),
      p99Ms: nth(0.99),
      allMs: nth(1),
      distinct: counts.filter(([address]) => expected.has(address)).length,
      duplicates: counts.reduce((sum, [, count]) => sum + count - 1, 0),
      missing: [...expected].filter((address) => !sink.counts.has(address)).length,
      ...tally,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.close();
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  }
}

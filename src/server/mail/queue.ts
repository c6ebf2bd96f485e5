import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type MAIL_KINDS, MAIL_KINDS_WITH_LINKS, type MailAttachment, mailQueue } from "../db/schema";
import { failureCause } from "../jobs/failure-cause";
import type { Logger } from "../logger";
import { type Mailer, SMTP_CONNECTIONS } from "./mailer";

export type QueuedMail = {
  kind: (typeof MAIL_KINDS)[number];
  refId?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (bulk mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

type Row = typeof mailQueue.$inferSelect;
type QueueDeps = { db: Database; mailer: Mailer; logger: Logger };

const CLAIM_SECONDS = 120;
const BATCH = 20;
const WORKER_INTERVAL_MS = 15_000;

/** Wait before the next try: 30 s, 1 min, 2 min … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

/** Adds mail to the queue (inside the caller's transaction when given one); returns the row ids. */
export async function enqueueMail(db: Pick<Database, "insert">, mails: QueuedMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailQueue)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        refId: mail.refId,
        toAddress: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      })),
    )
    .returning({ id: mailQueue.id });
  return rows.map((row) => row.id);
}

const claimable = and(
  isNull(mailQueue.sentAt),
  or(isNull(mailQueue.lockedUntil), lt(mailQueue.lockedUntil, sql`now()`)),
);

async function send(deps: QueueDeps, row: Row): Promise<boolean> {
  try {
    await deps.mailer.send({
      to: row.toAddress,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.bodyText,
      html: row.bodyHtml ?? undefined,
      headers: row.headers ?? undefined,
      attachments: row.attachments ?? undefined,
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    await deps.db
      .update(mailQueue)
      .set({
        attempts,
        lastError: failureCause(error), // the cause in words: no SQL, no address (docs/decisions/176)
        lockedUntil: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
      })
      .where(eq(mailQueue.id, row.id));
    deps.logger.warn({ mailId: row.id, kind: row.kind, attempts }, "mail delivery failed; will retry");
    return false;
  }
  await deps.db
    .update(mailQueue)
    .set({
      sentAt: sql`now()`,
      attempts: row.attempts + 1,
      lockedUntil: null,
      lastError: null,
      attachments: null,
      ...(MAIL_KINDS_WITH_LINKS.has(row.kind) ? { bodyText: "", bodyHtml: null } : {}),
    })
    .where(eq(mailQueue.id, row.id));
  return true;
}

/** Tries to deliver one queued mail right away; false when it failed (it stays queued) or is already taken. */
export async function deliverNow(deps: QueueDeps, id: string): Promise<boolean> {
  const [row] = await deps.db
    .update(mailQueue)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(and(eq(mailQueue.id, id), claimable))
    .returning();
  return row ? send(deps, row) : false;
}

/** Delivers the mails after the response, one by one; the mail worker retries whatever was not delivered. */
export function deliverInBackground(deps: QueueDeps, mailIds: string[]): void {
  deps.mailer.inBackground(async () => {
    for (const id of mailIds) {
      try {
        await deliverNow(deps, id);
      } catch (error) {
        deps.logger.warn({ err: error, mailId: id }, "immediate delivery failed; the mail worker will retry");
        return;
      }
    }
  });
}

/** Delivers the mail that is due, a batch at a time; each row is claimed by one server instance only. */
export async function deliverDueMail(deps: QueueDeps): Promise<{ sent: number; failed: number }> {
  const claimed = await deps.db.execute(sql`
    update mail_queue set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from mail_queue
      where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at limit ${BATCH}
      for update skip locked)
    returning id`);
  const ids = (claimed as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  if (ids.length === 0) return { sent: 0, failed: 0 };
  const rows = await deps.db
    .select()
    .from(mailQueue)
    .where(inArray(mailQueue.id, ids))
    .orderBy(mailQueue.nextAttemptAt);
  let sent = 0;
  // as many at once as the mailer keeps SMTP connections
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++] as Row;
      if (await send(deps, row)) sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, rows.length) }, lane));
  return { sent, failed: ids.length - sent };
}

/** Runs deliverDueMail every 15 s until stopped. */
export function startMailWorker(deps: QueueDeps, intervalMs = WORKER_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverDueMail(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, "mail queue run failed"));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

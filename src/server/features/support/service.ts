import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type ContactMessage, type ContactOutcome, REPLY_WITHIN_HOURS } from "../../../domain/support/contact";
import { type Faq, matchesFaqSearch } from "../../../domain/support/faqs";
import type { Database } from "../../db/client";
import { contactSubmissions, faqs, mailQueue } from "../../db/schema";
import type { Deps, Mailing } from "../../http/context";
import { deliverNow, enqueueMail } from "../../mail/queue";
import { type ContactMember, contactMail } from "./contact-mail";

/** Every FAQ matching the search (question or answer, any case), featured first, then by order_index. */
export async function listFaqs(db: Database, search = ""): Promise<Faq[]> {
  const rows = await db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      isFeatured: faqs.isFeatured,
      orderIndex: faqs.orderIndex,
    })
    .from(faqs)
    .orderBy(desc(faqs.isFeatured), asc(faqs.orderIndex), asc(faqs.question));
  return rows.filter((faq) => matchesFaqSearch(faq, search));
}

/** Where contact messages go, and how soon support replies; shown on the Contact Us tab. */
export const contactInfo = (config: Deps["config"]) => ({
  email: config.supportEmail,
  replyWithinHours: REPLY_WITHIN_HOURS,
});

/** If the immediate delivery does not happen (e.g. the process stops), the mail worker takes over after this. */
const WORKER_GRACE_SECONDS = 60;

/**
 * Saves the message and its e-mail in one transaction, then tries to deliver the e-mail at once.
 * "sent": delivered now. "saved": stored; the mail worker keeps retrying until it is delivered.
 * Throws when the message could not be saved (nothing is stored then).
 */
export async function submitContactMessage(
  deps: Mailing,
  message: ContactMessage,
  member: (ContactMember & { id: string }) | undefined,
): Promise<{ outcome: ContactOutcome; submissionId: string }> {
  const { submissionId, mailId } = await deps.db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(contactSubmissions)
      .values({
        name: message.name,
        email: message.email,
        subject: message.subject || null,
        message: message.message,
        userId: member?.id ?? null,
      })
      .returning({ id: contactSubmissions.id });
    if (!submission) throw new Error("the contact submission was not stored");
    const mail = contactMail(message, { submissionId: submission.id, member }, deps.config);
    const [queued] = await enqueueMail(tx, [mail]);
    if (!queued) throw new Error("the contact e-mail was not queued");
    // The request delivers it right away; the worker only steps in if that never happens.
    await tx
      .update(mailQueue)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${WORKER_GRACE_SECONDS})` })
      .where(eq(mailQueue.id, queued));
    return { submissionId: submission.id, mailId: queued };
  });
  let delivered = false;
  try {
    delivered = await deliverNow(deps, mailId);
  } catch (error) {
    deps.logger.error({ err: error, mailId }, "contact e-mail could not be attempted; the mail worker will retry");
  }
  return { outcome: delivered ? "sent" : "saved", submissionId };
}

export type EmailStatus = "sent" | "retrying" | "pending";

/** The newest contact submissions with the state of their e-mail (from its mail_queue row). */
export async function recentContactSubmissions(db: Database, limit: number) {
  const rows = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
      fromMember: sql<boolean>`${contactSubmissions.userId} is not null`,
      createdAt: contactSubmissions.createdAt,
      sentAt: mailQueue.sentAt,
      attempts: mailQueue.attempts,
      lastError: mailQueue.lastError,
      nextAttemptAt: mailQueue.nextAttemptAt,
    })
    .from(contactSubmissions)
    .leftJoin(mailQueue, and(eq(mailQueue.kind, "contact"), eq(mailQueue.refId, sql`${contactSubmissions.id}::text`)))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
  const [total] = await db.select({ value: sql<number>`count(*)::int` }).from(contactSubmissions);
  return {
    total: Number(total?.value ?? 0),
    submissions: rows.map(({ sentAt, attempts, lastError, nextAttemptAt, ...submission }) => ({
      ...submission,
      emailStatus: {
        status: (sentAt ? "sent" : (attempts ?? 0) > 0 ? "retrying" : "pending") as EmailStatus,
        attempts: attempts ?? 0,
        lastError: sentAt ? null : (lastError ?? null),
        sentAt: sentAt ?? null,
        nextAttemptAt: sentAt ? null : (nextAttemptAt ?? null),
      },
    })),
  };
}

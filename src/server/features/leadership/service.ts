import { and, count, eq, gte, sql } from "drizzle-orm";
import { INVITATIONS_PER_DAY } from "../../../domain/leadership/outreach";
import type { Database } from "../../db/client";
import { invitations, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { hasLeadershipAccess } from "./access-keys";
import { invitationMail } from "./mails";

type Sender = { id: string; name: string; email: string };

/**
 * Locks the sender's account row for the transaction (so concurrent sends by one sender are counted one after the
 * other) and counts what they sent in the last 24 hours; undefined when they have no Leadership Central access (a
 * grant or a club's office).
 */
async function sentInLastDayUnderGrant(
  tx: Database,
  senderId: string,
  sent: typeof invitations,
): Promise<number | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, senderId)).for("update");
  if (!(await hasLeadershipAccess(tx, senderId))) return undefined;
  const [row] = await tx
    .select({ value: count() })
    .from(sent)
    .where(and(eq(sent.senderId, senderId), gte(sent.createdAt, sql`now() - interval '24 hours'`)));
  return row?.value ?? 0;
}

export type InvitationResult = { outcome: "sent" } | { outcome: "no-access" | "daily-limit" };

/** Records the invitation and queues its e-mail (sign-up link); at most INVITATIONS_PER_DAY per sender. */
export async function inviteMember(
  deps: Pick<Deps, "db" | "mailer" | "logger" | "config">,
  sender: Sender,
  email: string,
): Promise<InvitationResult> {
  const result = await deps.db.transaction(async (tx) => {
    const sentToday = await sentInLastDayUnderGrant(tx as unknown as Database, sender.id, invitations);
    if (sentToday === undefined) return { outcome: "no-access" as const };
    if (sentToday >= INVITATIONS_PER_DAY) return { outcome: "daily-limit" as const };
    const [invitation] = await tx
      .insert(invitations)
      .values({ senderId: sender.id, email })
      .returning({ id: invitations.id });
    if (!invitation) throw new Error("the invitation was not stored");
    const mailIds = await enqueueMail(tx as unknown as Database, [
      invitationMail(deps.config, { id: invitation.id, email, sender }),
    ]);
    return { outcome: "sent" as const, mailIds };
  });
  if (result.outcome !== "sent") return result;
  deliverInBackground(deps, result.mailIds);
  return { outcome: "sent" };
}

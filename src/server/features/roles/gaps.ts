import { and, eq, ne } from "drizzle-orm";
import { displayName } from "../../../domain/accounts";
import { roleGapMail } from "../../../domain/events/role-gap-mail";
import type { RoleGapKind } from "../../../domain/events/role-gaps";
import { paths } from "../../../domain/paths";
import type { Executor } from "../../db/executor";
import { clubOfficers, roleGaps, users } from "../../db/schema";
import { enqueueMail } from "../../mail/queue";
import { meetingRow } from "../../reads/meetings";
import { memberRow } from "../../reads/members";
import { roleNameAt } from "../../reads/role-set";
import type { RoleMailSite } from "./role-mail";

/**
 * Role gaps (docs/decisions/169): a role that fell open inside the reminder window with nobody waiting, or a holder
 * away on the meeting's day. The club's officers are e-mailed once per gap (a `role_gaps` row per assignment and
 * kind, and once per member, role and meeting however often the member takes it back and gives it up again) and see
 * a marker beside the role while the gap lasts.
 */
export type RoleGap = { kind: RoleGapKind; eventId: string; assignmentId: string; roleType: string; userId: string };

export const personName = (row: { firstName: string | null; lastName: string | null }) =>
  displayName({ ...row, email: "" }) || "A member";

/**
 * Records the gap and queues one e-mail to each of the club's officers (verified, not the holder themselves), in the
 * caller's transaction; nothing when the meeting has no club or the officers were told of this gap already.
 */
export async function tellOfficersOfGap(tx: Executor, site: RoleMailSite, gap: RoleGap): Promise<string[]> {
  const meeting = await meetingRow(tx, gap.eventId);
  const clubName = meeting?.clubName;
  if (!meeting?.clubId || clubName == null) return [];
  // a member who takes the role again and gives it up again is no news the second time: the officers hear once per
  // member, role, meeting and kind (the row is still written: it marks the role while it is open)
  const [toldBefore] = await tx
    .select({ id: roleGaps.id })
    .from(roleGaps)
    .where(
      and(
        eq(roleGaps.eventId, gap.eventId),
        eq(roleGaps.roleType, gap.roleType),
        eq(roleGaps.userId, gap.userId),
        eq(roleGaps.kind, gap.kind),
      ),
    )
    .limit(1);
  const recorded = await tx
    .insert(roleGaps)
    .values(gap)
    .onConflictDoNothing({ target: [roleGaps.assignmentId, roleGaps.kind] })
    .returning({ id: roleGaps.id });
  if (recorded.length === 0 || toldBefore) return [];
  const holder = await memberRow(tx, gap.userId);
  const officers = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(clubOfficers)
    .innerJoin(users, eq(users.id, clubOfficers.userId))
    .where(and(eq(clubOfficers.clubId, meeting.clubId), ne(users.id, gap.userId), eq(users.emailVerified, true)));
  const eventUrl = `${site.appUrl}${paths.event(gap.eventId)}`;
  const roleName = await roleNameAt(tx, meeting, gap.roleType);
  return enqueueMail(
    tx,
    officers.map((officer) => ({
      kind: "role-gap",
      refId: gap.eventId,
      to: officer.email,
      ...roleGapMail({
        kind: gap.kind,
        firstName: officer.firstName,
        holder: holder ? personName(holder) : "A member",
        roleName,
        meeting: { ...meeting, clubName },
        eventUrl,
      }),
    })),
  );
}

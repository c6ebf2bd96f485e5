import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  addressKey,
  classifyRoster,
  countOutcomes,
  type RosterKnowledge,
  type RosterLine,
  type RosterReport,
  readRosterFile,
  rosterAddresses,
} from "../../../domain/clubs/roster-import";
import { DAY } from "../../../domain/time";
import type { Database } from "../../db/client";
import { readIfAny } from "../../db/executor";
import { clubs, invitations, memberships, rosterImports, users } from "../../db/schema";
import type { Deps } from "../../http/context";
import { refuse } from "../../http/errors";
import { deliverInBackground, enqueueMail, type QueuedMail } from "../../mail/queue";
import { activeMembership, membershipChanged } from "../clubs";
import { invitedClub, recordInvitation, type Sender } from "./invitations";
import { addedToClubMail } from "./mails";

/**
 * Importing members from a CSV file (docs/decisions/226): the preview reports what each row would do and writes
 * nothing; the import, under the club's lock, adds the members of the site, invites the other addresses (the
 * invitation e-mail and page of docs/decisions/183) and keeps its report, which the same file sent again within a
 * day answers with.
 */

/** How long the same file confirmed again answers with the first import's report. */
const REPEAT_WINDOW = DAY;

const lowerEmail = sql<string>`lower(${users.email})`;

function fileLines(csv: string): RosterLine[] {
  const file = readRosterFile(csv);
  if (file.ok) return file.lines;
  throw refuse("ROSTER_FILE_UNREADABLE", file.problem === "empty" ? "empty" : "tooLong");
}

/** What the site and the club know of these addresses: accounts, active members, open invitations to the club. */
async function rosterKnowledge(db: Database, clubId: string, addresses: string[], now: Date): Promise<RosterKnowledge> {
  if (addresses.length === 0) return { accounts: new Set(), members: new Set(), invited: new Set() };
  const [accounts, members, invited] = await Promise.all([
    db.select({ email: lowerEmail }).from(users).where(inArray(lowerEmail, addresses)),
    db
      .select({ email: lowerEmail })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.clubId, clubId), eq(memberships.status, "active"), inArray(lowerEmail, addresses))),
    db
      .select({ email: sql<string>`lower(${invitations.email})` })
      .from(invitations)
      .where(
        and(
          eq(invitations.clubId, clubId),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
          inArray(sql`lower(${invitations.email})`, addresses),
        ),
      ),
  ]);
  const keys = (rows: { email: string }[]) => new Set(rows.map((row) => row.email));
  return { accounts: keys(accounts), members: keys(members), invited: keys(invited) };
}

/** What importing this file would do, row by row; nothing is written or sent. */
export async function previewRosterImport(db: Database, clubId: string, csv: string, now = new Date()) {
  const lines = fileLines(csv);
  return classifyRoster(lines, await rosterKnowledge(db, clubId, rosterAddresses(lines), now));
}

const fileHash = (csv: string) =>
  createHash("sha256")
    .update(csv.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"))
    .digest("hex");

async function earlierImport(db: Database, clubId: string, hash: string, now: Date) {
  const [earlier] = await db
    .select({ report: rosterImports.report })
    .from(rosterImports)
    .where(
      and(
        eq(rosterImports.clubId, clubId),
        eq(rosterImports.fileHash, hash),
        gt(rosterImports.createdAt, new Date(now.getTime() - REPEAT_WINDOW)),
      ),
    )
    .orderBy(desc(rosterImports.createdAt))
    .limit(1);
  return earlier?.report;
}

/**
 * Imports the file: adds each member of the site not yet in the club, invites each other address to join it, and
 * refuses the rest, answering with the report of what happened. Runs under the club's lock, so two imports (or the
 * same one sent twice) take turns; the same file again within a day answers with the first import's report.
 */
export async function importRoster(
  deps: Pick<Deps, "db" | "config" | "mailer" | "logger" | "changeFeed">,
  clubId: string,
  officer: Sender,
  csv: string,
  now = new Date(),
): Promise<RosterReport> {
  const lines = fileLines(csv);
  const hash = fileHash(csv);
  const result = await deps.db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
    const earlier = await earlierImport(tx, clubId, hash, now);
    if (earlier) return { report: earlier, mailIds: [], added: [] };
    const planned = classifyRoster(lines, await rosterKnowledge(tx, clubId, rosterAddresses(lines), now), true);
    const toAdd = planned.rows.filter((row) => row.outcome === "added").map((row) => addressKey(row.email));
    const accounts = await readIfAny(toAdd, () =>
      tx
        .select({ id: users.id, key: lowerEmail, email: users.email, firstName: users.firstName })
        .from(users)
        .where(inArray(lowerEmail, toAdd)),
    );
    const accountOf = new Map(accounts.map((account) => [account.key, account]));
    const club = await invitedClub(tx, clubId, now);
    const mails: QueuedMail[] = [];
    const added: string[] = [];
    for (const row of planned.rows) {
      if (row.outcome === "added") {
        const account = accountOf.get(addressKey(row.email));
        if (account && (await activeMembership(tx, account.id, clubId))) {
          added.push(account.id);
          if (club) mails.push(addedToClubMail(deps.config, { club, sender: officer, to: account }));
        } else Object.assign(row, { outcome: "refused", reason: "already-member" });
      } else if (row.outcome === "invited") {
        mails.push(await recordInvitation(tx, deps.config, { sender: officer, email: row.email, club }, now));
      }
    }
    const report: RosterReport = { ...planned, counts: countOutcomes(planned.rows) };
    const mailIds = await enqueueMail(tx, mails);
    await tx.insert(rosterImports).values({ clubId, officerId: officer.id, fileHash: hash, report });
    return { report, mailIds, added };
  });
  deliverInBackground(deps, result.mailIds);
  for (const userId of result.added) membershipChanged(deps, userId);
  return result.report;
}

import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from "drizzle-orm";
import { isId } from "../../../domain/ids";
import {
  ACCESS_KEY_DEFAULTS,
  accessKeyPrefix,
  accessKeyStatus,
  canonicalAccessKey,
  defaultLastDay,
  expiryOfDate,
  generateAccessKey,
} from "../../../domain/leadership/access-keys";
import type { Database } from "../../db/client";
import { clubs, leadershipAccess, leadershipAccessKeys } from "../../db/schema";
import type { Writer } from "../../http/context";
import { isActiveClub, makeOfficerByKey, membershipChanged } from "../clubs";

/** The SHA-256 of a key's canonical form, hex: the only trace of a key the database keeps. */
export const hashAccessKey = (key: string) => createHash("sha256").update(canonicalAccessKey(key)).digest("hex");

const sameHash = (stored: string, given: string) => {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(given, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Issues a new key; the key itself is returned once and never stored. Unless told otherwise it is for one person and
 * works through the 14th day from today (docs/decisions/179); `expiresOn: null` never expires, `maxUses: null` has
 * no limit.
 */
export async function issueAccessKey(
  db: Database,
  input: { label?: string; expiresOn?: string | null; maxUses?: number | null; clubId?: string; createdBy?: string },
) {
  const key = generateAccessKey();
  const lastDay = input.expiresOn === undefined ? defaultLastDay() : input.expiresOn;
  const [row] = await db
    .insert(leadershipAccessKeys)
    .values({
      keyHash: hashAccessKey(key),
      keyPrefix: accessKeyPrefix(key),
      label: input.label ?? null,
      clubId: input.clubId ?? null,
      expiresAt: lastDay ? expiryOfDate(lastDay) : null,
      maxUses: input.maxUses === undefined ? ACCESS_KEY_DEFAULTS.uses : input.maxUses,
      createdBy: input.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error("the access key was not stored");
  return { key, accessKey: summarize({ ...row, clubName: await clubNameOf(db, row.clubId) }) };
}

async function clubNameOf(db: Database, clubId: string | null) {
  if (!clubId) return null;
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club?.name ?? null;
}

type KeyRow = typeof leadershipAccessKeys.$inferSelect & { clubName: string | null };

function summarize(row: KeyRow, now = new Date()) {
  return {
    id: row.id,
    prefix: row.keyPrefix,
    label: row.label,
    club: row.clubId ? { id: row.clubId, name: row.clubName ?? "" } : null,
    status: accessKeyStatus(row, now),
    expiresAt: row.expiresAt,
    usedCount: row.usedCount,
    maxUses: row.maxUses,
    createdAt: row.createdAt,
  };
}

export type AccessKeySummary = ReturnType<typeof summarize>;

/** Every key, newest first, without the key itself (only its prefix). */
export async function listAccessKeys(db: Database): Promise<AccessKeySummary[]> {
  const rows = await db
    .select({ ...getTableColumns(leadershipAccessKeys), clubName: clubs.name })
    .from(leadershipAccessKeys)
    .leftJoin(clubs, eq(clubs.id, leadershipAccessKeys.clubId))
    .orderBy(desc(leadershipAccessKeys.createdAt));
  const now = new Date();
  return rows.map((row) => summarize(row, now));
}

export type Deactivation =
  | { outcome: "deactivated" | "already-inactive"; accessKey: AccessKeySummary }
  | { outcome: "no-such-key" }
  | { outcome: "ambiguous"; matches: number };

/**
 * Deactivates the key with this id or prefix (LC-XXXXX, any case). Members who were granted access keep it;
 * the key just stops working at the gate.
 */
export async function deactivateAccessKey(db: Database, idOrPrefix: string): Promise<Deactivation> {
  const given = idOrPrefix.trim();
  const matches = isId(given)
    ? await db.select().from(leadershipAccessKeys).where(eq(leadershipAccessKeys.id, given))
    : await db
        .select()
        .from(leadershipAccessKeys)
        .where(eq(leadershipAccessKeys.keyPrefix, accessKeyPrefix(given)));
  const [match] = matches;
  if (!match) return { outcome: "no-such-key" };
  if (matches.length > 1) return { outcome: "ambiguous", matches: matches.length };
  const clubName = await clubNameOf(db, match.clubId);
  if (!match.isActive) return { outcome: "already-inactive", accessKey: summarize({ ...match, clubName }) };
  const [row] = await db
    .update(leadershipAccessKeys)
    .set({ isActive: false })
    .where(eq(leadershipAccessKeys.id, match.id))
    .returning();
  return { outcome: "deactivated", accessKey: summarize({ ...(row ?? match), clubName }) };
}

export type Redemption = "invalid" | "expired" | "already-granted" | "granted";

class KeyWithdrawn extends Error {}

/** The step that failed: looking the key up ("verify") or writing the grant ("grant"); the spec toasts differ. */
export class RedemptionFailure extends Error {
  constructor(
    readonly step: "verify" | "grant",
    readonly failure: unknown,
  ) {
    super(`access key ${step} failed`);
  }
}

const failingAs = async <T>(step: "verify" | "grant", work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof KeyWithdrawn || error instanceof RedemptionFailure) throw error;
    throw new RedemptionFailure(step, error);
  }
};

/**
 * A member enters a key at the gate. Looked up by its hash, compared in constant time; a new grant and the key's
 * used_count + 1 are written in one transaction (the count is an atomic increment, so concurrent redemptions by
 * different members each count once; the primary key of leadership_access keeps one grant per member). A club's key
 * makes the member an active member and an officer of that club instead (decision 139; the primary key of
 * club_officers keeps one appointment).
 */
export async function redeemAccessKey(deps: Writer, userId: string, key: string): Promise<Redemption> {
  const hash = hashAccessKey(key);
  let joinedClub = false;
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await failingAs("verify", () =>
        tx.select().from(leadershipAccessKeys).where(eq(leadershipAccessKeys.keyHash, hash)),
      );
      if (!row || !sameHash(row.keyHash, hash) || !row.isActive) return "invalid";
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return "expired";
      if (row.clubId && !(await failingAs("verify", () => isActiveClub(tx, row.clubId ?? "")))) return "invalid";
      const granted = await failingAs("grant", () =>
        row.clubId ? makeOfficerByKey(tx, row.clubId, userId) : grantNetworkWide(tx, userId, row.id),
      );
      if (!granted) return "already-granted";
      const counted = await failingAs("grant", () =>
        tx
          .update(leadershipAccessKeys)
          .set({ usedCount: sql`${leadershipAccessKeys.usedCount} + 1` })
          .where(
            and(
              eq(leadershipAccessKeys.id, row.id),
              eq(leadershipAccessKeys.isActive, true),
              or(isNull(leadershipAccessKeys.expiresAt), gt(leadershipAccessKeys.expiresAt, sql`now()`)),
              or(
                isNull(leadershipAccessKeys.maxUses),
                lt(leadershipAccessKeys.usedCount, leadershipAccessKeys.maxUses),
              ),
            ),
          )
          .returning({ id: leadershipAccessKeys.id }),
      );
      // Deactivated, expired or used up (its last use taken, perhaps a moment ago by someone else): undo the grant.
      if (counted.length === 0) throw new KeyWithdrawn();
      joinedClub = row.clubId !== null;
      return "granted";
    });
  } catch (error) {
    if (error instanceof KeyWithdrawn) return "invalid";
    throw error;
  } finally {
    if (joinedClub) membershipChanged(deps, userId);
  }
}

async function grantNetworkWide(db: Database, userId: string, accessKeyId: string): Promise<boolean> {
  const granted = await db
    .insert(leadershipAccess)
    .values({ userId, accessKeyId })
    .onConflictDoNothing()
    .returning({ userId: leadershipAccess.userId });
  return granted.length > 0;
}

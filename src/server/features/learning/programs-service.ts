import { and, asc, eq } from "drizzle-orm";
import { canonicalCertificateNumber, newCertificateNumber } from "../../../domain/learning/certificate-numbers";
import type { NewPitchInput, PitchChangeInput } from "../../../domain/learning/pitches";
import { findGoalProgram, findModuleProgram, findProgram, type GoalProgram } from "../../../domain/learning/programs";
import { countByGoal, moduleProgramProgress, programProgress } from "../../../domain/learning/progress";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import { certificateClaims, moduleProgress, pitches, users } from "../../db/schema";
import type { Writer } from "../../http/context";
import { refuse } from "../../http/errors";
import { fullNameColumns, memberRow } from "../../reads/members";
import { writingMemberRecords } from "../dashboard";
import { speechesTowardProgram } from "./counted-speeches";
import { moduleNotFound, pitchNotFound, programNotFound } from "./errors";

const pitchFields = {
  id: pitches.id,
  certificationId: pitches.certificationId,
  goalId: pitches.goalId,
  title: pitches.title,
  description: pitches.description,
  content: pitches.content,
  createdAt: pitches.createdAt,
  updatedAt: pitches.updatedAt,
};

type PitchRow = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const serialise = <Row extends PitchRow>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function memberPitches(db: Database, userId: string, programId: number) {
  const rows = await db
    .select(pitchFields)
    .from(pitches)
    .where(and(eq(pitches.userId, userId), eq(pitches.certificationId, programId)))
    .orderBy(asc(pitches.createdAt), asc(pitches.id));
  return rows.map(serialise);
}

async function claimOf(db: Database, userId: string, programId: number) {
  const [claim] = await db
    .select({ claimedAt: certificateClaims.claimedAt })
    .from(certificateClaims)
    .where(and(eq(certificateClaims.userId, userId), eq(certificateClaims.certificationId, programId)));
  return claim?.claimedAt.toISOString() ?? null;
}

/** The member's standing in a program: pitches and progress (1, 2) or module progress (3, 4, 5). */
export async function programStanding(db: Database, userId: string, programId: number) {
  const program = findProgram(programId);
  if (!program) throw programNotFound();
  if (program.kind === "goals") {
    const list = await memberPitches(db, userId, programId);
    const speeches = await speechesTowardProgram(db, userId, programId);
    const progress = programProgress(program, countByGoal([...list, ...speeches]));
    return {
      kind: "goals" as const,
      programId,
      pitches: list,
      /** Speeches given at meetings for the program's goals (docs/decisions/242): they count like pitches. */
      speeches,
      progress,
      claimedAt: await claimOf(db, userId, programId),
    };
  }
  const rows = await db
    .select({
      moduleId: moduleProgress.moduleId,
      startedAt: moduleProgress.startedAt,
      completedAt: moduleProgress.completedAt,
    })
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.certificationId, programId)));
  const modules = rows.map((row) => ({
    moduleId: row.moduleId,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
  const done = modules.filter((row) => row.completedAt).map((row) => row.moduleId);
  return { kind: "modules" as const, programId, modules, progress: moduleProgramProgress(program, done) };
}

export type ProgramStanding = Awaited<ReturnType<typeof programStanding>>;

function requireModule(programId: number, moduleId: number) {
  const program = findModuleProgram(programId);
  if (!program) throw programNotFound();
  if (!program.modules.some((module) => module.id === moduleId)) throw moduleNotFound();
}

/** Start Module: records the start once; starting again changes nothing. */
export async function startModule(db: Database, userId: string, programId: number, moduleId: number) {
  requireModule(programId, moduleId);
  await db.insert(moduleProgress).values({ userId, certificationId: programId, moduleId }).onConflictDoNothing();
  return programStanding(db, userId, programId);
}

/** Mark Complete: only a started module; completing it again keeps the first completion. */
async function recordModule(db: Database, userId: string, programId: number, moduleId: number) {
  requireModule(programId, moduleId);
  const theModule = columnsEqual(moduleProgress, { userId, certificationId: programId, moduleId });
  const [row] = await db.select({ completedAt: moduleProgress.completedAt }).from(moduleProgress).where(theModule);
  if (!row) throw refuse("MODULE_NOT_STARTED");
  if (!row.completedAt) await db.update(moduleProgress).set({ completedAt: new Date() }).where(theModule);
  return programStanding(db, userId, programId);
}

function requireGoal(programId: number, goalId: string): GoalProgram {
  const program = findGoalProgram(programId);
  if (!program) throw refuse("UNKNOWN_PROGRAM");
  if (!program.goals.some((goal) => goal.id === goalId)) {
    throw refuse("UNKNOWN_GOAL");
  }
  return program;
}

export async function createPitch(db: Database, userId: string, input: NewPitchInput) {
  requireGoal(input.certificationId, input.goalId);
  const [created] = await db
    .insert(pitches)
    .values({
      userId,
      certificationId: input.certificationId,
      goalId: input.goalId,
      title: input.title,
      description: input.description,
      content: input.content,
    })
    .returning(pitchFields);
  if (!created) throw new Error("pitch not inserted");
  return serialise(created);
}

/** The member's own pitch; anyone else's is "not found", never shown. */
export async function ownPitch(db: Database, userId: string, pitchId: string) {
  const [pitch] = await db
    .select(pitchFields)
    .from(pitches)
    .where(and(eq(pitches.id, pitchId), eq(pitches.userId, userId)));
  if (!pitch) throw pitchNotFound();
  return serialise(pitch);
}

export async function updatePitch(db: Database, userId: string, pitchId: string, input: PitchChangeInput) {
  const current = await ownPitch(db, userId, pitchId);
  const goalId = input.goalId ?? current.goalId;
  requireGoal(current.certificationId, goalId);
  const [updated] = await db
    .update(pitches)
    .set({ goalId, title: input.title, description: input.description, content: input.content, updatedAt: new Date() })
    .where(and(eq(pitches.id, pitchId), eq(pitches.userId, userId)))
    .returning(pitchFields);
  if (!updated) throw pitchNotFound();
  return serialise(updated);
}

export async function deletePitch(db: Database, userId: string, pitchId: string) {
  const deleted = await db
    .delete(pitches)
    .where(and(eq(pitches.id, pitchId), eq(pitches.userId, userId)))
    .returning({ id: pitches.id });
  if (deleted.length === 0) throw pitchNotFound();
}

/** How often a claim draws a new number when the one it drew is taken (40 random bits: practically never). */
const NUMBER_ATTEMPTS = 5;

/**
 * Claim Your Certificate: only at 100%; records the date and a certificate number once (claiming again keeps the
 * first date and number). Concurrent claims of one member insert one row; the rest find it.
 */
async function recordCertificateClaim(db: Database, userId: string, programId: number) {
  const standing = await programStanding(db, userId, programId);
  if (standing.kind !== "goals") {
    throw refuse("NO_CERTIFICATE_CLAIM");
  }
  if (!standing.progress.complete) {
    throw refuse("PROGRAM_NOT_COMPLETE");
  }
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const claimedAt = new Date();
    await db
      .insert(certificateClaims)
      .values({ userId, certificationId: programId, claimedAt, certificateNumber: newCertificateNumber(claimedAt) })
      .onConflictDoNothing();
    // Nothing inserted: either the member's claim exists (done), or the number drawn was taken (draw again).
    if (await claimOf(db, userId, programId)) return certificate(db, userId, programId);
  }
  throw new Error("no free certificate number was drawn");
}

const fullName = (member: { firstName: string | null; lastName: string | null } | undefined) =>
  [member?.firstName, member?.lastName].filter(Boolean).join(" ");

/** What the printable certificate shows: the member's name, the program, the date claimed and its number. */
export async function certificate(db: Database, userId: string, programId: number) {
  const program = findProgram(programId);
  if (!program) throw programNotFound();
  const [claim] = await db
    .select({ claimedAt: certificateClaims.claimedAt, certificateNumber: certificateClaims.certificateNumber })
    .from(certificateClaims)
    .where(and(eq(certificateClaims.userId, userId), eq(certificateClaims.certificationId, programId)));
  if (!claim) throw refuse("CERTIFICATE_NOT_CLAIMED");
  const member = await memberRow(db, userId);
  return {
    programId,
    programTitle: program.title,
    level: program.level,
    memberName: fullName(member) || member?.email || "",
    claimedAt: claim.claimedAt.toISOString(),
    certificateNumber: claim.certificateNumber,
  };
}

const certificateNotFound = () => refuse("CERTIFICATE_NOT_FOUND");

/**
 * The public check of a certificate by its number (anyone, no account): the holder's name, the program and the
 * date. Never the e-mail address or anything else of the member.
 */
export async function verifyCertificate(db: Database, number: string) {
  const canonical = canonicalCertificateNumber(number);
  if (!canonical) throw certificateNotFound();
  const [row] = await db
    .select({
      certificationId: certificateClaims.certificationId,
      claimedAt: certificateClaims.claimedAt,
      ...fullNameColumns,
    })
    .from(certificateClaims)
    .innerJoin(users, eq(users.id, certificateClaims.userId))
    .where(eq(certificateClaims.certificateNumber, canonical));
  const program = findProgram(row?.certificationId);
  if (!row || !program) throw certificateNotFound();
  return {
    certificateNumber: canonical,
    memberName: fullName(row),
    programTitle: program.title,
    level: program.level,
    claimedAt: row.claimedAt.toISOString(),
  };
}

export type VerifiedCertificate = Awaited<ReturnType<typeof verifyCertificate>>;

export const completeModule = (deps: Writer, userId: string, programId: number, moduleId: number) =>
  writingMemberRecords(deps, userId, (db) => recordModule(db, userId, programId, moduleId));

export const claimCertificate = (deps: Writer, userId: string, programId: number) =>
  writingMemberRecords(deps, userId, (db) => recordCertificateClaim(db, userId, programId));

import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/accounts";
import {
  goalChoiceId,
  pathwayProjectChoiceId,
  SPEECH_LIMITS,
  type SpeechDetailsInput,
} from "../../../domain/events/speeches";
import { pathwayProjects } from "../../../domain/learning/pathway-projects";
import { findGoalProgram } from "../../../domain/learning/programs";
import { mayPlanEvents, refuseIfEnded, visibleEvent } from "../../authority";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/executor";
import { certificateClaims, meetingRoleAssignments, pathways, pitches, userPathways, users } from "../../db/schema";
import { type AppError, refuse } from "../../http/errors";
import { nameColumns } from "../../reads/members";
import { speechRoleKeysAt } from "../../reads/role-set";
import { assignmentAt } from "../roles";

/**
 * Speech details of a meeting's pitchers (docs/decisions/145) and the evaluators paired with them (decision 146).
 * At a club's meeting: its speaking roles' holders, and the holders of its role with the evaluator's duty (decision 223).
 * Every write locks the event row first, like the other role writes, so pairings and drops take turns.
 */

export type Speech = { title: string; project: string; minMinutes: number; maxMinutes: number };
export type Speaker = {
  assignmentId: string;
  userId: string;
  name: string;
  /** The speaker's role key (a club's speaking roles, decision 223) and whether an evaluator evaluates it. */
  roleType: string;
  evaluated: boolean;
  speech: Speech | null;
  evaluator: { assignmentId: string; userId: string; name: string } | null;
};
export type EvaluatorSlot = { assignmentId: string; userId: string; name: string; speakerAssignmentId: string | null };

const holderFields = {
  assignmentId: meetingRoleAssignments.id,
  userId: meetingRoleAssignments.userId,
  ...nameColumns,
};

/** The meeting's evaluators, in the order they took the role, with the speaker each evaluates. */
async function evaluatorsOf(db: Executor, eventId: string): Promise<EvaluatorSlot[]> {
  const { evaluating } = await speechRoleKeysAt(db, eventId);
  if (evaluating.length === 0) return [];
  const rows = await db
    .select({ ...holderFields, speakerAssignmentId: meetingRoleAssignments.evaluatesAssignmentId })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(and(eq(meetingRoleAssignments.eventId, eventId), inArray(meetingRoleAssignments.roleType, evaluating)))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  return rows.map((row) => ({
    assignmentId: row.assignmentId,
    userId: row.userId,
    name: displayName(row),
    speakerAssignmentId: row.speakerAssignmentId,
  }));
}

/**
 * The meeting's speakers (its pitchers, in the order they took the role) with their speech details and the
 * evaluator paired with each. For pages and mails alike; it checks no permission.
 */
export async function eventSpeakers(db: Executor, eventId: string): Promise<Speaker[]> {
  const { speaking, evaluated } = await speechRoleKeysAt(db, eventId);
  if (speaking.length === 0) return [];
  const rows = await db
    .select({
      ...holderFields,
      roleType: meetingRoleAssignments.roleType,
      title: meetingRoleAssignments.speechTitle,
      project: meetingRoleAssignments.speechProject,
      minMinutes: meetingRoleAssignments.speechMinMinutes,
      maxMinutes: meetingRoleAssignments.speechMaxMinutes,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(and(eq(meetingRoleAssignments.eventId, eventId), inArray(meetingRoleAssignments.roleType, speaking)))
    .orderBy(asc(meetingRoleAssignments.createdAt), asc(meetingRoleAssignments.id));
  const evaluators = await evaluatorsOf(db, eventId);
  return rows.map((row) => {
    const evaluator = evaluators.find((slot) => slot.speakerAssignmentId === row.assignmentId);
    return {
      assignmentId: row.assignmentId,
      userId: row.userId,
      name: displayName(row),
      roleType: row.roleType,
      evaluated: evaluated.includes(row.roleType),
      speech:
        row.title !== null && row.project !== null && row.minMinutes !== null && row.maxMinutes !== null
          ? { title: row.title, project: row.project, minMinutes: row.minMinutes, maxMinutes: row.maxMinutes }
          : null,
      evaluator: evaluator
        ? { assignmentId: evaluator.assignmentId, userId: evaluator.userId, name: evaluator.name }
        : null,
    };
  });
}

/** The speakers and evaluators of a meeting the viewer may see, and whether the viewer may manage them all. */
export async function meetingSpeakers(db: Database, eventId: string, viewerId: string | undefined) {
  const event = await visibleEvent(db, eventId, viewerId);
  return {
    speakers: await eventSpeakers(db, eventId),
    evaluators: await evaluatorsOf(db, eventId),
    canManage: viewerId ? await mayPlanEvents(db, event.clubId, viewerId) : false,
  };
}

const assignmentGone = () => refuse("ASSIGNMENT_NOT_FOUND");

/**
 * The assignment, once the event is locked, the member may act on it (its holder, an officer of the event's club or
 * an admin: else 403 with `refusal`), the event has not ended, and it is a role of `roleType` (else 409).
 */
async function assignmentToChange(
  tx: Executor,
  eventId: string,
  assignmentId: string,
  userId: string,
  rule: { roles: "speaking" | "evaluating"; refusal: "editSpeech" | "pair"; wrongRole: AppError },
) {
  const event = await visibleEvent(tx, eventId, userId, { lock: true });
  const assignment = await assignmentAt(tx, eventId, assignmentId);
  if (!assignment) throw assignmentGone();
  if (assignment.userId !== userId && !(await mayPlanEvents(tx, event.clubId, userId))) {
    throw refuse("ACCESS_DENIED", rule.refusal);
  }
  refuseIfEnded(event);
  if (!(await speechRoleKeysAt(tx, eventId))[rule.roles].includes(assignment.roleType)) throw rule.wrongRole;
  return assignment;
}

const pitcherRule = {
  roles: "speaking" as const,
  refusal: "editSpeech" as const,
  wrongRole: refuse("NOT_A_PITCHER"),
};

/** The projects a member may give a speech for: the projects of their pathways and the goals of their programs. */
export async function projectChoicesOf(db: Executor, userId: string) {
  const started = await db
    .select({ id: pathways.id, name: pathways.name, totalProjects: pathways.totalProjects })
    .from(userPathways)
    .innerJoin(pathways, eq(pathways.id, userPathways.pathwayId))
    .where(eq(userPathways.userId, userId))
    .orderBy(asc(pathways.level), asc(pathways.name));
  const programIds = new Set<number>();
  for (const table of [pitches, certificateClaims]) {
    const rows = await db.select({ id: table.certificationId }).from(table).where(eq(table.userId, userId));
    for (const row of rows) programIds.add(row.id);
  }
  const pathwayChoices = started.flatMap((pathway) =>
    pathwayProjects(pathway.name, pathway.totalProjects).map((project) => ({
      id: pathwayProjectChoiceId(pathway.id, project.number),
      group: pathway.name,
      title: `${pathway.name} ${project.number}: ${project.title}`.slice(0, SPEECH_LIMITS.project),
    })),
  );
  const goalChoices = [...programIds].sort().flatMap((programId) => {
    const program = findGoalProgram(programId);
    return (program?.goals ?? []).map((goal) => ({
      id: goalChoiceId(programId, goal.id),
      group: program?.title ?? "",
      title: `${program?.title}: ${goal.title}`.slice(0, SPEECH_LIMITS.project),
    }));
  });
  return [...pathwayChoices, ...goalChoices];
}

/** The speaker's project choices, for whoever may edit their speech details. */
export async function speechProjectChoices(db: Database, eventId: string, assignmentId: string, userId: string) {
  const event = await visibleEvent(db, eventId, userId);
  const assignment = await assignmentAt(db, eventId, assignmentId);
  if (!assignment) throw assignmentGone();
  if (assignment.userId !== userId && !(await mayPlanEvents(db, event.clubId, userId))) {
    throw refuse("ACCESS_DENIED", "editSpeech");
  }
  if (!(await speechRoleKeysAt(db, eventId)).speaking.includes(assignment.roleType)) throw pitcherRule.wrongRole;
  return { choices: await projectChoicesOf(db, assignment.userId) };
}

/** Sets (or replaces) a pitcher's speech details. */
export async function saveSpeechDetails(
  db: Database,
  eventId: string,
  assignmentId: string,
  userId: string,
  input: SpeechDetailsInput,
): Promise<Speech> {
  return db.transaction(async (tx) => {
    const assignment = await assignmentToChange(tx, eventId, assignmentId, userId, pitcherRule);
    let project: string;
    let choice: string | null = null;
    if (input.project.kind === "choice") {
      const chosenId = input.project.id;
      const chosen = (await projectChoicesOf(tx, assignment.userId)).find((option) => option.id === chosenId);
      if (!chosen) throw refuse("UNKNOWN_PROJECT");
      project = chosen.title;
      choice = chosen.id;
    } else {
      project = input.project.title;
    }
    const speech = { title: input.title, project, minMinutes: input.minMinutes, maxMinutes: input.maxMinutes };
    await tx
      .update(meetingRoleAssignments)
      .set({
        speechTitle: speech.title,
        speechProject: speech.project,
        speechProjectChoice: choice,
        speechMinMinutes: speech.minMinutes,
        speechMaxMinutes: speech.maxMinutes,
      })
      .where(eq(meetingRoleAssignments.id, assignmentId));
    return speech;
  });
}

/** Removes a pitcher's speech details (the role and any pairing stay). */
export async function clearSpeechDetails(db: Database, eventId: string, assignmentId: string, userId: string) {
  await db.transaction(async (tx) => {
    await assignmentToChange(tx, eventId, assignmentId, userId, pitcherRule);
    await tx
      .update(meetingRoleAssignments)
      .set({
        speechTitle: null,
        speechProject: null,
        speechProjectChoice: null,
        speechMinMinutes: null,
        speechMaxMinutes: null,
      })
      .where(eq(meetingRoleAssignments.id, assignmentId));
  });
  return { cleared: true };
}

/** The PostgreSQL error code of a failed statement, however the driver wrapped it. */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const speakerGone = () => refuse("SPEAKER_NOT_FOUND", "assignment");
const speakerTaken = (evaluator: string) => refuse("SPEAKER_TAKEN", { evaluator });

/**
 * Pairs an evaluator with one pitcher of the same meeting, or unpairs them (`speakerAssignmentId` null). A speaker
 * has at most one evaluator: with the event locked the second of two evaluators choosing the same speaker finds the
 * first's pairing (409 SPEAKER_TAKEN); the unique index on evaluates_assignment_id stands behind that.
 */
export async function pairEvaluator(
  db: Database,
  eventId: string,
  assignmentId: string,
  userId: string,
  speakerAssignmentId: string | null,
) {
  const evaluator = alias(meetingRoleAssignments, "evaluator");
  try {
    return await db.transaction(async (tx) => {
      await assignmentToChange(tx, eventId, assignmentId, userId, {
        roles: "evaluating",
        refusal: "pair",
        wrongRole: refuse("NOT_AN_EVALUATOR"),
      });
      if (speakerAssignmentId !== null) {
        const speaker = await assignmentAt(tx, eventId, speakerAssignmentId);
        if (!speaker) throw speakerGone();
        if (!(await speechRoleKeysAt(tx, eventId)).evaluated.includes(speaker.roleType)) {
          throw refuse("NOT_A_SPEAKER");
        }
        const [other] = await tx
          .select({ id: evaluator.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(evaluator)
          .innerJoin(users, eq(users.id, evaluator.userId))
          .where(eq(evaluator.evaluatesAssignmentId, speakerAssignmentId));
        if (other && other.id !== assignmentId) throw speakerTaken(displayName(other));
      }
      await tx
        .update(meetingRoleAssignments)
        .set({ evaluatesAssignmentId: speakerAssignmentId })
        .where(eq(meetingRoleAssignments.id, assignmentId));
      return { assignmentId, speakerAssignmentId };
    });
  } catch (error) {
    const code = databaseCode(error);
    if (code === "23505") throw speakerTaken("Another evaluator");
    // the speaker was dropped between the read and the write: the foreign key or the pairing trigger (0012) says so
    if (code === "23503" || code === "23514") throw speakerGone();
    throw error;
  }
}

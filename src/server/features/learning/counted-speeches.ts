import { and, asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/accounts";
import { formScore } from "../../../domain/tools/evaluator";
import type { Executor } from "../../db/executor";
import { events, meetingEvaluations, meetingRoleAssignments, speechCredits, users } from "../../db/schema";

/**
 * The member's speeches counted toward their goals (docs/decisions/242), oldest first, each with its meeting and the
 * evaluation delivered to them there (the evaluator and the overall score), for the program and pathway pages.
 */
async function countedSpeeches(db: Executor, userId: string, which: SQL | undefined) {
  const evaluator = alias(users, "evaluator");
  const rows = await db
    .select({
      assignmentId: speechCredits.assignmentId,
      goalId: speechCredits.goalId,
      projectNumber: speechCredits.projectNumber,
      speechTitle: meetingRoleAssignments.speechTitle,
      eventId: events.id,
      meeting: events.title,
      at: events.eventDate,
      countedAt: speechCredits.countedAt,
      form: meetingEvaluations.form,
      evaluatorFirst: evaluator.firstName,
      evaluatorLast: evaluator.lastName,
      evaluatorEmail: evaluator.email,
    })
    .from(speechCredits)
    .innerJoin(meetingRoleAssignments, eq(meetingRoleAssignments.id, speechCredits.assignmentId))
    .innerJoin(events, eq(events.id, speechCredits.eventId))
    .leftJoin(
      meetingEvaluations,
      and(eq(meetingEvaluations.eventId, speechCredits.eventId), eq(meetingEvaluations.speakerUserId, userId)),
    )
    .leftJoin(evaluator, eq(evaluator.id, meetingEvaluations.evaluatorUserId))
    .where(and(eq(speechCredits.userId, userId), which))
    .orderBy(asc(events.eventDate), asc(speechCredits.assignmentId));
  // a speaker evaluated twice at one meeting (two speeches) keeps one line per speech, with the first evaluation
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.assignmentId)) return [];
    seen.add(row.assignmentId);
    return [
      {
        assignmentId: row.assignmentId,
        goalId: row.goalId ?? "",
        projectNumber: row.projectNumber ?? 0,
        speechTitle: row.speechTitle ?? "",
        meeting: { eventId: row.eventId, title: row.meeting, at: row.at.toISOString() },
        countedAt: row.countedAt.toISOString(),
        evaluation: row.form
          ? {
              evaluator: displayName({
                firstName: row.evaluatorFirst,
                lastName: row.evaluatorLast,
                email: row.evaluatorEmail ?? "",
              }),
              score: formScore(row.form),
            }
          : null,
      },
    ];
  });
}

/** Speeches counted toward the goals of a certification program (1 or 2). */
export const speechesTowardProgram = (db: Executor, userId: string, programId: number) =>
  countedSpeeches(db, userId, eq(speechCredits.certificationId, programId));

/** Speeches counted toward the projects of a pathway. */
export const speechesTowardPathway = (db: Executor, userId: string, pathwayId: string) =>
  countedSpeeches(db, userId, eq(speechCredits.pathwayId, pathwayId));

export type CountedSpeech = Awaited<ReturnType<typeof countedSpeeches>>[number];

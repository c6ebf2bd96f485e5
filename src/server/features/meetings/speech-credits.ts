import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { parseProjectChoice } from "../../../domain/events/speeches";
import { completedWithSpeeches } from "../../../domain/learning/pathway-projects";
import { findGoalProgram } from "../../../domain/learning/programs";
import type { EventAccess } from "../../authority";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import { meetingRoleAssignments, meetingTimings, pathways, speechCredits, userPathways } from "../../db/schema";
import { speechRoleKeysAt } from "../../reads/role-set";

/**
 * Progress that counts (docs/decisions/242): when a meeting ends, each speech given there counts toward the pathway
 * project or certification goal its speaker chose in the speech details. Called inside the end's transaction, under
 * the meeting's lock; a speech counts once (one row per assignment), so nothing counts twice however the end is sent.
 */

type Counted = { userId: string; assignmentId: string };

/**
 * Counts the meeting's speeches toward their goals. A speech was given when the timer timed its speaker at the meeting,
 * or when the meeting had begun by its end (speech details at a meeting that took place, decision 238). A cancelled
 * meeting counts nothing; a role dropped before the end has no assignment left to count.
 */
export async function countSpeechesTowardGoals(tx: Executor, event: EventAccess, endedAt: Date): Promise<Counted[]> {
  if (event.cancelledAt) return [];
  const { speaking } = await speechRoleKeysAt(tx, event.id);
  if (speaking.length === 0) return [];
  const chosen = await tx
    .select({
      assignmentId: meetingRoleAssignments.id,
      userId: meetingRoleAssignments.userId,
      choice: meetingRoleAssignments.speechProjectChoice,
    })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.eventId, event.id),
        inArray(meetingRoleAssignments.roleType, speaking),
        isNotNull(meetingRoleAssignments.speechProjectChoice),
        isNotNull(meetingRoleAssignments.speechTitle),
      ),
    );
  if (chosen.length === 0) return [];
  const begun = event.eventDate.getTime() <= endedAt.getTime();
  const timed = new Set(
    (
      await tx
        .select({ userId: meetingTimings.speakerUserId })
        .from(meetingTimings)
        .where(and(eq(meetingTimings.eventId, event.id), isNotNull(meetingTimings.durationSeconds)))
    ).map((row) => row.userId),
  );
  const counted: Counted[] = [];
  for (const { assignmentId, userId, choice } of chosen) {
    if (!begun && !timed.has(userId)) continue;
    const goal = choice ? parseProjectChoice(choice) : undefined;
    if (!goal) continue;
    if (goal.kind === "goal") {
      if (!findGoalProgram(goal.programId)?.goals.some((each) => each.id === goal.goalId)) continue;
      const inserted = await tx
        .insert(speechCredits)
        .values({ assignmentId, eventId: event.id, userId, certificationId: goal.programId, goalId: goal.goalId })
        .onConflictDoNothing()
        .returning({ assignmentId: speechCredits.assignmentId });
      if (inserted.length > 0) counted.push({ userId, assignmentId });
      continue;
    }
    // the member's pathway row, locked: speeches counted toward one pathway at two meetings ending at once take turns
    const [standing] = await tx
      .select({ completed: userPathways.completedProjects, total: pathways.totalProjects })
      .from(userPathways)
      .innerJoin(pathways, eq(pathways.id, userPathways.pathwayId))
      .where(and(eq(userPathways.userId, userId), eq(userPathways.pathwayId, goal.pathwayId)))
      .for("update", { of: userPathways });
    if (!standing || goal.projectNumber > standing.total) continue;
    const inserted = await tx
      .insert(speechCredits)
      .values({
        assignmentId,
        eventId: event.id,
        userId,
        pathwayId: goal.pathwayId,
        projectNumber: goal.projectNumber,
      })
      .onConflictDoNothing()
      .returning({ assignmentId: speechCredits.assignmentId });
    if (inserted.length === 0) continue;
    counted.push({ userId, assignmentId });
    await completeSpokenProjects(tx, userId, goal.pathwayId, standing);
  }
  return counted;
}

/**
 * Projects are done in order (decision 031): from the next project on, each one a speech was given for is completed,
 * until one without a speech. A speech for a project already completed, or further on, moves nothing now; the later
 * one completes once the projects before it are done by speeches.
 */
async function completeSpokenProjects(
  tx: Executor,
  userId: string,
  pathwayId: string,
  standing: { completed: number; total: number },
) {
  const spoken = new Set(
    (
      await tx
        .select({ number: speechCredits.projectNumber })
        .from(speechCredits)
        .where(and(eq(speechCredits.userId, userId), eq(speechCredits.pathwayId, pathwayId)))
    ).map((row) => row.number),
  );
  const completed = completedWithSpeeches(standing.completed, standing.total, spoken);
  if (completed === standing.completed) return;
  await tx
    .update(userPathways)
    .set({ completedProjects: completed })
    .where(columnsEqual(userPathways, { userId, pathwayId, completedProjects: standing.completed }));
}

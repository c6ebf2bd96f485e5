import { findGoalProgram } from "../learning/programs";

/** Pitches one member has for one goal of a certification program. */
export type GoalPitchCount = { certificationId: number; goalId: string; pitches: number };

/**
 * Goals Completed of the leadership overview: of the goals members have attempted (at least one pitch),
 * how many reached their presentationsRequired. Goals of unknown programs are ignored.
 */
export function goalsCompleted(rows: GoalPitchCount[]): { completed: number; attempted: number } {
  let completed = 0;
  let attempted = 0;
  for (const row of rows) {
    const goal = findGoalProgram(row.certificationId)?.goals.find((candidate) => candidate.id === row.goalId);
    if (!goal || row.pitches < 1) continue;
    attempted++;
    if (row.pitches >= goal.presentationsRequired) completed++;
  }
  return { completed, attempted };
}

/** The calendar month (UTC) that `now` falls in: [start, end). */
export function monthOf(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

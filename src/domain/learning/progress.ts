import type { GoalProgram, ModuleProgram } from "./programs";

export { pathwayProgress } from "../progress";

/** A whole percent of part over whole; 0 without a whole, never above 100. */
export function percentOf(part: number, whole: number): number {
  if (!whole || whole <= 0) return 0;
  return Math.round((Math.min(Math.max(part, 0), whole) / whole) * 100);
}

/** Course progress: the share of the course's lessons the member has watched. */
export const courseProgress = (watchedLessons: number, totalLessons: number) => percentOf(watchedLessons, totalLessons);

/** "$49.00", "$49.50" or "Free": price_amount is in cents. */
export function coursePrice(priceAmount: number): string {
  if (priceAmount <= 0) return "Free";
  const dollars = priceAmount / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

/** A module is open to the member if it is a preview or the member has access to the course. */
export const isModuleAccessible = (isPreview: boolean, hasAccess: boolean) => isPreview || hasAccess;

export type GoalStanding = {
  goalId: string;
  pitches: number;
  required: number;
  /** Pitches that count toward the program: at most `required`. */
  counted: number;
  complete: boolean;
};

/** Each goal's pitch count against its presentationsRequired. */
export function goalStandings(program: GoalProgram, pitchesPerGoal: Record<string, number>): GoalStanding[] {
  return program.goals.map((goal) => {
    const pitches = pitchesPerGoal[goal.id] ?? 0;
    return {
      goalId: goal.id,
      pitches,
      required: goal.presentationsRequired,
      counted: Math.min(pitches, goal.presentationsRequired),
      complete: pitches >= goal.presentationsRequired,
    };
  });
}

/**
 * Program progress: pitches counted toward goals (each goal up to its presentationsRequired) over
 * totalPresentations. Complete (and 100%) only when every goal is complete.
 */
export function programProgress(program: GoalProgram, pitchesPerGoal: Record<string, number>) {
  const standings = goalStandings(program, pitchesPerGoal);
  const counted = standings.reduce((sum, goal) => sum + goal.counted, 0);
  const complete = standings.every((goal) => goal.complete);
  const percent = complete ? 100 : Math.min(percentOf(counted, program.totalPresentations), 99);
  return { counted, total: program.totalPresentations, percent, complete, standings };
}

/** Pitch counts per goal from a list of pitches. */
export function countByGoal(pitches: Array<{ goalId: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const pitch of pitches) counts[pitch.goalId] = (counts[pitch.goalId] ?? 0) + 1;
  return counts;
}

/** "Your Progress" of a fixed program page: modules completed out of the program's modules. */
export function moduleProgramProgress(program: ModuleProgram, completedModuleIds: Iterable<number>) {
  const known = new Set(program.modules.map((module) => module.id));
  const completed = new Set([...completedModuleIds].filter((id) => known.has(id))).size;
  const total = program.modules.length;
  return {
    completed,
    total,
    remaining: total - completed,
    percent: percentOf(completed, total),
    estimatedTimeLeft: completed >= total ? "Done" : program.estimatedTimeLeft,
  };
}

export type ModuleState = "not-started" | "started" | "completed";

/** What the module's button offers: Start Module, Mark Complete, or Review. */
export function moduleState(progress: { startedAt?: unknown; completedAt?: unknown | null } | undefined): ModuleState {
  if (!progress) return "not-started";
  return progress.completedAt ? "completed" : "started";
}

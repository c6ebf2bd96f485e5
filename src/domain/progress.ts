/** Pathway progress in percent: completed / total, rounded; 0 when the pathway has no total. */
export function pathwayProgress(completedProjects: number, totalProjects: number): number {
  if (!totalProjects || totalProjects <= 0) return 0;
  return Math.round((Math.min(completedProjects, totalProjects) / totalProjects) * 100);
}

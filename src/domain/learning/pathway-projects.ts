/**
 * The projects of the demo pathways, in order. A pathway stores only its total; a member completes projects one
 * after another, so "completed_projects = 3" means the first three are done. Pathways without a list here
 * show numbered projects.
 */
const PROJECTS: Record<string, string[]> = {
  "Presentation Mastery": [
    "Ice Breaker: Introduce Yourself",
    "Organise Your Speech",
    "Get to the Point",
    "How to Say It: Words That Work",
    "Your Body Speaks",
    "Vocal Variety",
    "Research Your Topic",
    "Get Comfortable with Visual Aids",
    "Persuade with Power",
    "Inspire Your Audience",
  ],
  "Persuasive Influence": [
    "Understand Your Audience",
    "Frame the Problem",
    "Build Your Evidence",
    "Appeal to Values",
    "Handle Objections",
    "Negotiate Common Ground",
    "Make a Clear Ask",
    "Persuasive Capstone Speech",
  ],
  "Dynamic Leadership": [
    "Lead a Meeting",
    "Give Feedback That Lands",
    "Run a Brainstorm",
    "Deliver Difficult News",
    "Motivate Through Change",
    "Mentor a New Speaker",
    "Facilitate a Panel",
    "Share Your Vision",
    "Leadership Capstone Talk",
  ],
  "Innovative Pitching": [
    "The One-Liner",
    "The Elevator Pitch",
    "Tell the Origin Story",
    "Size the Market",
    "Show Traction",
    "Demo the Product",
    "Business Model in Two Minutes",
    "Meet the Competition",
    "Present the Team",
    "The Investor Ask",
    "Pitch Q&A Drill",
    "Ten-Minute Pitch Deck",
  ],
};

/** Project titles of a pathway, numbered from 1, as many as its total. */
export function pathwayProjects(pathwayName: string, totalProjects: number): Array<{ number: number; title: string }> {
  const titles = PROJECTS[pathwayName] ?? [];
  return Array.from({ length: Math.max(totalProjects, 0) }, (_, index) => ({
    number: index + 1,
    title: titles[index] ?? `Project ${index + 1}`,
  }));
}

export const KNOWN_PATHWAY_PROJECTS = PROJECTS;

/**
 * Projects are done in order (docs/decisions/031, 242): from `completed`, each next project a speech was given for
 * (`spoken`) is done too, up to the first without one or the pathway's last. The projects done after that.
 */
export function completedWithSpeeches(completed: number, total: number, spoken: ReadonlySet<number | null>): number {
  let reached = completed;
  while (reached < total && spoken.has(reached + 1)) reached += 1;
  return reached;
}

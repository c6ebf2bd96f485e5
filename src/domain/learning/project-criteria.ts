/**
 * A pathway project's own evaluation criteria (docs/decisions/242): where a project defines them, the evaluation form
 * at the meeting rates the speech on them instead of the standard seven (src/domain/tools/evaluator.ts, CRITERIA).
 * Fixed data beside the projects' titles (pathway-projects.ts), by pathway name and project number.
 */

export type ProjectCriterion = { key: string; name: string; hint: string };

const PROJECT_CRITERIA: Record<string, Record<number, ProjectCriterion[]>> = {
  "Presentation Mastery": {
    1: [
      {
        key: "pm1-story",
        name: "Personal Story",
        hint: "Did we learn who the speaker is through a story of their own?",
      },
      {
        key: "pm1-structure",
        name: "Opening, Body, Close",
        hint: "A clear opening, a body that moves, a close that lands.",
      },
      { key: "pm1-time", name: "Time", hint: "Did the speaker finish within 4 to 6 minutes?" },
      { key: "pm1-presence", name: "Presence", hint: "Eye contact and ease in front of the room." },
    ],
    2: [
      { key: "pm2-message", name: "One Message", hint: "Could you say the speech's message in one sentence?" },
      { key: "pm2-order", name: "Logical Order", hint: "Did each point follow from the one before?" },
      { key: "pm2-transitions", name: "Transitions", hint: "Did the speaker lead us from one point to the next?" },
      { key: "pm2-close", name: "Memorable Close", hint: "Did the close bring us back to the message?" },
    ],
    3: [
      { key: "pm3-purpose", name: "Clear Purpose", hint: "Was the speech's purpose stated early and kept to?" },
      { key: "pm3-brevity", name: "Brevity", hint: "Nothing the message did not need." },
      { key: "pm3-support", name: "Support", hint: "Examples and facts that made the point." },
    ],
  },
  "Innovative Pitching": {
    1: [
      { key: "ip1-line", name: "The One Line", hint: "Could you repeat the pitch after hearing it once?" },
      { key: "ip1-audience", name: "Who It Is For", hint: "Was it clear whose problem it solves?" },
      { key: "ip1-delivery", name: "Delivery", hint: "Confident, unhurried, looking at the listener." },
    ],
    2: [
      { key: "ip2-problem", name: "Problem", hint: "Did the pitch make us feel the problem?" },
      { key: "ip2-solution", name: "Solution", hint: "Was the solution clear in a sentence or two?" },
      { key: "ip2-ask", name: "The Ask", hint: "Did it end with a clear, specific ask?" },
      { key: "ip2-time", name: "Time", hint: "Within the two minutes of an elevator ride?" },
    ],
  },
};

/** The project's own criteria, or undefined where its pathway defines none (the standard criteria then). */
export function projectCriteria(pathwayName: string, projectNumber: number): ProjectCriterion[] | undefined {
  return PROJECT_CRITERIA[pathwayName]?.[projectNumber];
}

/** Every project criterion by its key (keys are unique across pathways), for a saved rating's hint. */
export const PROJECT_CRITERIA_BY_KEY: ReadonlyMap<string, ProjectCriterion> = new Map(
  Object.values(PROJECT_CRITERIA).flatMap((projects) =>
    Object.values(projects).flatMap((criteria) => criteria.map((criterion) => [criterion.key, criterion] as const)),
  ),
);

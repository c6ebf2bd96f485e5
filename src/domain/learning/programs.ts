/** The five certification programs: fixed data of the product, not stored. */

export type ProgramGoal = { id: string; title: string; description: string; presentationsRequired: number };
export type ProgramModule = { id: number; title: string; description: string; lessons: number; duration: string };
export type ProgramResource = { title: string; description: string; action: "Download" | "Watch" | "Join" };

type ProgramBase = {
  id: number;
  title: string;
  description: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  duration: string;
  /** The header picture: an emblem the page draws on the program's colour. */
  image: { icon: "mic" | "rocket" | "monitor" | "presentation" | "book" };
};

/** Programs 1 and 2: members add pitches against goals. */
export type GoalProgram = ProgramBase & { kind: "goals"; totalPresentations: number; goals: ProgramGoal[] };
/** Programs 3, 4 and 5: a fixed page of modules the member starts and completes. */
export type ModuleProgram = ProgramBase & {
  kind: "modules";
  estimatedTimeLeft: string;
  modules: ProgramModule[];
  resources: ProgramResource[];
};
export type CertificationProgram = GoalProgram | ModuleProgram;

const GOAL_PROGRAMS: GoalProgram[] = [
  {
    id: 1,
    kind: "goals",
    title: "Certified Professional Presenter",
    description:
      "Become the speaker people remember: open with a story, build a clear structure, persuade with evidence and stay calm under questions.",
    level: "Intermediate",
    duration: "8-12 weeks",
    totalPresentations: 15,
    image: { icon: "mic" },
    goals: [
      {
        id: "personal-story",
        title: "Tell Your Story",
        description: "Introduce yourself through a personal story with a clear turning point and a lesson.",
        presentationsRequired: 3,
      },
      {
        id: "clear-structure",
        title: "Structure with Clarity",
        description: "Give talks with one message, three supporting points and a memorable close.",
        presentationsRequired: 5,
      },
      {
        id: "persuade-to-act",
        title: "Persuade to Act",
        description: "Move an audience from agreement to action with evidence, emotion and a specific ask.",
        presentationsRequired: 4,
      },
      {
        id: "handle-questions",
        title: "Handle Any Question",
        description: "Answer challenging questions with calm, brevity and honesty, then bridge back to your message.",
        presentationsRequired: 3,
      },
    ],
  },
  {
    id: 2,
    kind: "goals",
    title: "Certified Startup Pitcher",
    description:
      "Pitch a venture to investors, customers and partners: from the thirty-second elevator pitch to a full investor Q&A.",
    level: "Beginner",
    duration: "6-10 weeks",
    totalPresentations: 12,
    image: { icon: "rocket" },
    goals: [
      {
        id: "elevator-pitch",
        title: "The Elevator Pitch",
        description: "Say what you do, for whom and why it matters in thirty seconds.",
        presentationsRequired: 3,
      },
      {
        id: "problem-solution",
        title: "Problem and Solution",
        description: "Make the problem felt, then show your solution as the obvious answer.",
        presentationsRequired: 4,
      },
      {
        id: "traction-numbers",
        title: "Traction and Numbers",
        description: "Turn metrics, market size and milestones into a story an investor believes.",
        presentationsRequired: 3,
      },
      {
        id: "investor-qa",
        title: "The Investor Q&A",
        description: "Field the hard questions about risk, competition and money with confidence.",
        presentationsRequired: 2,
      },
    ],
  },
];

const RESOURCES: Record<number, ProgramResource[]> = {
  3: [
    {
      title: "Demo Script Template",
      description: "A one-page outline for a ten-minute live demo.",
      action: "Download",
    },
    { title: "Anatomy of a Great Demo", description: "A recorded demo, annotated step by step.", action: "Watch" },
    { title: "Demo Day Practice Circle", description: "Rehearse your demo with peers every week.", action: "Join" },
  ],
  4: [
    {
      title: "Technical Talk Planning Canvas",
      description: "Plan audience, message, depth and visuals on one sheet.",
      action: "Download",
    },
    {
      title: "Keynote Breakdown",
      description: "How a conference keynote explains a hard idea simply.",
      action: "Watch",
    },
    { title: "Strategist Study Group", description: "Monthly review of members' technical talks.", action: "Join" },
  ],
  5: [
    { title: "Story Spine Worksheet", description: "Shape any technical topic into a story arc.", action: "Download" },
    {
      title: "Explaining Systems with Stories",
      description: "A talk on metaphors that make architecture click.",
      action: "Watch",
    },
    { title: "Storytellers' Workshop", description: "Share a story and get feedback live.", action: "Join" },
  ],
};

const MODULE_PROGRAMS: ModuleProgram[] = [
  {
    id: 3,
    kind: "modules",
    title: "Product Demo Expert",
    description:
      "Show, don't tell: plan and deliver product demos that make the value obvious and survive the unexpected.",
    level: "Intermediate",
    duration: "4-8 weeks",
    estimatedTimeLeft: "2-4 weeks",
    image: { icon: "monitor" },
    resources: RESOURCES[3] ?? [],
    modules: [
      {
        id: 1,
        title: "Know the Room",
        description: "Find out who is watching and the one problem your demo must solve for them.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 2,
        title: "The Demo Storyline",
        description: "Build the demo around a user's journey instead of a feature tour.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 3,
        title: "Setting the Stage",
        description: "Prepare data, accounts and screens so the demo looks real and runs smoothly.",
        lessons: 3,
        duration: "50 min",
      },
      {
        id: 4,
        title: "Narrating While You Click",
        description: "Talk about outcomes while you show the steps, and pause where the value appears.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 5,
        title: "When Things Break",
        description: "Recover gracefully from a crash, a slow network or an unexpected question.",
        lessons: 3,
        duration: "40 min",
      },
      {
        id: 6,
        title: "Closing the Demo",
        description: "Summarise the value, invite questions and agree on the next step.",
        lessons: 2,
        duration: "30 min",
      },
    ],
  },
  {
    id: 4,
    kind: "modules",
    title: "Certified Tech Presentation Strategist",
    description:
      "Plan and deliver technical presentations that inform decisions: from architecture reviews to conference keynotes.",
    level: "Advanced",
    duration: "10-14 weeks",
    estimatedTimeLeft: "8-12 weeks",
    image: { icon: "presentation" },
    resources: RESOURCES[4] ?? [],
    modules: [
      {
        id: 1,
        title: "Audience Analysis for Technical Talks",
        description: "Map the knowledge and decisions of engineers, managers and executives in the room.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 2,
        title: "Finding the Core Message",
        description: "Reduce a complex system to the one idea your audience must take away.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 3,
        title: "Structuring Complex Content",
        description: "Layer detail so newcomers follow and experts stay engaged.",
        lessons: 5,
        duration: "1.5 hours",
      },
      {
        id: 4,
        title: "Visualising Data and Architecture",
        description: "Design diagrams and charts that explain instead of decorate.",
        lessons: 4,
        duration: "1.5 hours",
      },
      {
        id: 5,
        title: "Live Coding and Demos",
        description: "Show working software on stage without losing the audience or your nerve.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 6,
        title: "Presenting to Executives",
        description: "Lead with the decision, the cost and the risk; keep the detail for questions.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 7,
        title: "Technical Q&A Mastery",
        description: "Answer deep questions precisely and admit what you do not know with confidence.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 8,
        title: "Capstone: Conference Talk",
        description: "Plan, rehearse and deliver a full technical talk with peer evaluation.",
        lessons: 5,
        duration: "2 hours",
      },
    ],
  },
  {
    id: 5,
    kind: "modules",
    title: "Certified Technical Storyteller",
    description:
      "Make technology human: turn systems, data and incidents into stories people understand, remember and repeat.",
    level: "Intermediate",
    duration: "6-8 weeks",
    estimatedTimeLeft: "4-6 weeks",
    image: { icon: "book" },
    resources: RESOURCES[5] ?? [],
    modules: [
      {
        id: 1,
        title: "Why Stories Work",
        description: "How stories help people understand and remember technical ideas.",
        lessons: 3,
        duration: "40 min",
      },
      {
        id: 2,
        title: "Characters in Technology",
        description: "Put a user, an operator or a team at the centre of your technical story.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 3,
        title: "Metaphors and Analogies",
        description: "Explain abstract systems with comparisons from everyday life.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 4,
        title: "Stories from Data",
        description: "Find the turning point in a chart and tell what changed and why.",
        lessons: 4,
        duration: "1 hour",
      },
      {
        id: 5,
        title: "The Incident Story",
        description: "Tell the story of an outage or a bug as a lesson, without blame.",
        lessons: 3,
        duration: "45 min",
      },
      {
        id: 6,
        title: "Your Signature Story",
        description: "Craft and deliver a technical story you can tell at any event.",
        lessons: 3,
        duration: "1 hour",
      },
    ],
  },
];

/** In the order of the Professional Certifications grid. */
export const CERTIFICATION_PROGRAMS: CertificationProgram[] = [...GOAL_PROGRAMS, ...MODULE_PROGRAMS];

/** The program with this id (a number or the route's text), or undefined. */
export function findProgram(id: number | string | undefined): CertificationProgram | undefined {
  const number = typeof id === "string" ? (/^\d+$/.test(id) ? Number(id) : Number.NaN) : id;
  return CERTIFICATION_PROGRAMS.find((program) => program.id === number);
}

export function findGoalProgram(id: number | string | undefined): GoalProgram | undefined {
  const program = findProgram(id);
  return program?.kind === "goals" ? program : undefined;
}

export function findModuleProgram(id: number | string | undefined): ModuleProgram | undefined {
  const program = findProgram(id);
  return program?.kind === "modules" ? program : undefined;
}

/** Presentations (programs 1, 2) or modules (3, 4, 5): what the grid card counts. */
export function programSize(program: CertificationProgram): string {
  return program.kind === "goals" ? `${program.totalPresentations} presentations` : `${program.modules.length} modules`;
}

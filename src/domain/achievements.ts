export type MemberRecord = {
  joinedAt: string;
  pathwaysStarted: number;
  projectsCompleted: number;
  pathwaysFinished: number;
  clubsJoined: number;
  /** Courses whose every lesson the member has watched. */
  coursesFinished: number;
  /** Modules of the fixed certification programs (3–5) the member has marked complete. */
  modulesCompleted: number;
  certificatesClaimed: number;
};

export type Achievement = { id: string; title: string; description: string; howTo: string };

type Count = Exclude<keyof MemberRecord, "joinedAt">;

/** Smallest first: the spotlight shows the greatest earned one, and the first one not earned as the next goal. */
const MILESTONES: Array<Achievement & { goal: { count: Count; atLeast: number } }> = [
  {
    id: "first-pathway",
    title: "First Step Taken",
    description: "You started your first learning pathway.",
    howTo: "Start a learning pathway.",
    goal: { count: "pathwaysStarted", atLeast: 1 },
  },
  {
    id: "club-member",
    title: "Part of a Club",
    description: "You joined a club — the best place to practise in front of a real audience.",
    howTo: "Join a club near you or online.",
    goal: { count: "clubsJoined", atLeast: 1 },
  },
  {
    id: "first-project",
    title: "First Project Done",
    description: "You completed your first pathway project.",
    howTo: "Complete a project of your pathway.",
    goal: { count: "projectsCompleted", atLeast: 1 },
  },
  {
    id: "first-course",
    title: "Course Complete",
    description: "You watched every lesson of a course.",
    howTo: "Watch every lesson of a course.",
    goal: { count: "coursesFinished", atLeast: 1 },
  },
  {
    id: "first-module",
    title: "Module Mastered",
    description: "You completed a module of a certification program.",
    howTo: "Complete a module of a certification program.",
    goal: { count: "modulesCompleted", atLeast: 1 },
  },
  {
    id: "five-projects",
    title: "Finding Your Voice",
    description: "Five pathway projects completed.",
    howTo: "Complete five pathway projects.",
    goal: { count: "projectsCompleted", atLeast: 5 },
  },
  {
    id: "pathway-finished",
    title: "Pathway Complete",
    description: "You finished every project of a pathway.",
    howTo: "Finish every project of one pathway.",
    goal: { count: "pathwaysFinished", atLeast: 1 },
  },
  {
    id: "first-certificate",
    title: "Certified",
    description: "You claimed your first certificate — frame it and share its number.",
    howTo: "Complete every goal of a certification program and claim its certificate.",
    goal: { count: "certificatesClaimed", atLeast: 1 },
  },
];

type Milestone = (typeof MILESTONES)[number];

const earned = (milestone: Milestone, record: MemberRecord) => record[milestone.goal.count] >= milestone.goal.atLeast;

const achievementOf = ({ goal: _goal, ...achievement }: Milestone): Achievement => achievement;

/** The milestones a member has earned, the greatest first. */
export function earnedAchievements(record: MemberRecord): Achievement[] {
  return MILESTONES.filter((milestone) => earned(milestone, record))
    .reverse()
    .map(achievementOf);
}

/** The next milestone to aim for, if any is left. */
export function nextAchievement(record: MemberRecord): Achievement | undefined {
  const next = MILESTONES.find((milestone) => !earned(milestone, record));
  return next && achievementOf(next);
}

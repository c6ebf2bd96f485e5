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

/** Smallest first: the spotlight shows the greatest earned one, and the first one not earned as the next goal. */
const MILESTONES: Array<Achievement & { earned: (record: MemberRecord) => boolean }> = [
  {
    id: "first-pathway",
    title: "First Step Taken",
    description: "You started your first learning pathway.",
    howTo: "Start a learning pathway.",
    earned: (r) => r.pathwaysStarted >= 1,
  },
  {
    id: "club-member",
    title: "Part of a Club",
    description: "You joined a club — the best place to practise in front of a real audience.",
    howTo: "Join a club near you or online.",
    earned: (r) => r.clubsJoined >= 1,
  },
  {
    id: "first-project",
    title: "First Project Done",
    description: "You completed your first pathway project.",
    howTo: "Complete a project of your pathway.",
    earned: (r) => r.projectsCompleted >= 1,
  },
  {
    id: "first-course",
    title: "Course Complete",
    description: "You watched every lesson of a course.",
    howTo: "Watch every lesson of a course.",
    earned: (r) => r.coursesFinished >= 1,
  },
  {
    id: "first-module",
    title: "Module Mastered",
    description: "You completed a module of a certification program.",
    howTo: "Complete a module of a certification program.",
    earned: (r) => r.modulesCompleted >= 1,
  },
  {
    id: "five-projects",
    title: "Finding Your Voice",
    description: "Five pathway projects completed.",
    howTo: "Complete five pathway projects.",
    earned: (r) => r.projectsCompleted >= 5,
  },
  {
    id: "pathway-finished",
    title: "Pathway Complete",
    description: "You finished every project of a pathway.",
    howTo: "Finish every project of one pathway.",
    earned: (r) => r.pathwaysFinished >= 1,
  },
  {
    id: "first-certificate",
    title: "Certified",
    description: "You claimed your first certificate — frame it and share its number.",
    howTo: "Complete every goal of a certification program and claim its certificate.",
    earned: (r) => r.certificatesClaimed >= 1,
  },
];

/** The milestones a member has earned, the greatest first. */
export function earnedAchievements(record: MemberRecord): Achievement[] {
  return MILESTONES.filter((milestone) => milestone.earned(record))
    .reverse()
    .map(({ earned: _earned, ...achievement }) => achievement);
}

/** The next milestone to aim for, if any is left. */
export function nextAchievement(record: MemberRecord): Achievement | undefined {
  const next = MILESTONES.find((milestone) => !milestone.earned(record));
  if (!next) return undefined;
  const { earned: _earned, ...achievement } = next;
  return achievement;
}

/** The Latest News section's two static items, as the spec gives them (docs/features.md, "Fixed wording"). */
export const LATEST_NEWS = [
  {
    id: "new-pathways",
    title: "New Pathways Available",
    date: "This month",
    body: "Two new learning pathways have landed: Persuasive Influence and Dynamic Leadership. Each has ten projects that build from a two-minute opener to a full keynote — start one from Pathways Learning and your progress is saved as you go.",
  },
  {
    id: "contest-results",
    title: "Monthly Contest Results",
    date: "Last month",
    body: "Congratulations to everyone who pitched in last month's contest. The judges praised clear openings and strong calls to action; the winning pitch explained a complex product in under five minutes without a single slide.",
  },
] as const;

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DashboardSummary } from "./api";
import { AchievementSpotlightPanel, LearningProgressPanel, RecentActivityPanel } from "./home-panels";

afterEach(cleanup);

const base: DashboardSummary = {
  stats: { activePathways: 1, projectsCompleted: 2, upcomingEvents: 0, clubMembers: 3 },
  learning: [
    {
      pathwayId: "00000000-0000-4000-8000-000000000001",
      name: "Presentation Mastery",
      completedProjects: 2,
      totalProjects: 10,
      percent: 20,
      spokenProjects: 1,
    },
  ],
  activity: [
    {
      kind: "milestone",
      title: "Milestone: First Speech",
      detail: "You gave your first speech at Club Night.",
      at: "2026-03-05T19:00:00.000Z",
    },
    {
      kind: "speech",
      title: "Gave a speech",
      detail: "Bridges · Presentation Mastery 2: Organise Your Speech",
      at: "2026-03-05T19:00:00.000Z",
    },
    { kind: "joined", title: "Joined", detail: "Welcome to the community!", at: "2026-01-01T10:00:00.000Z" },
  ],
  achievements: [
    {
      id: "first-pathway",
      title: "First Step Taken",
      description: "You started your first learning pathway.",
      howTo: "",
    },
  ],
  nextAchievement: {
    id: "club-member",
    title: "Part of a Club",
    description: "",
    howTo: "Join a club near you or online.",
  },
  speaking: {
    speeches: 3,
    awards: 0,
    withinTime: { within: 2, timed: 3, percent: 67 },
    milestones: [
      {
        id: "first-within-time",
        title: "Right on Time",
        description: "Your first speech within its time, at Spring Night.",
        earnedAt: "2026-03-31T23:30:00.000Z",
        day: "2026-04-01",
      },
      {
        id: "first-speech",
        title: "First Speech",
        description: "You gave your first speech at Club Night.",
        earnedAt: "2026-03-05T19:00:00.000Z",
        day: "2026-03-05",
      },
    ],
    nextMilestone: {
      id: "first-award",
      title: "First Award",
      howTo: "Win a vote at a meeting: Best Speaker, Evaluator or Table Topics.",
    },
  },
};

const inRouter = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe("the home panels from the speaking record", () => {
  it("Learning Progress: the speeches counted toward a pathway and the record in one line", () => {
    inRouter(<LearningProgressPanel summary={base} />);
    expect(screen.getByText("1 speech at a meeting counted")).toBeTruthy();
    expect(screen.getByText("3 speeches at meetings")).toBeTruthy();
    expect(screen.getByText(/2 of 3 timed within time/)).toBeTruthy();
  });

  it("Achievement Spotlight: the newest speaking milestone on its meeting's day, the others, and the next one", () => {
    inRouter(<AchievementSpotlightPanel summary={base} />);
    expect(screen.getByText("Right on Time")).toBeTruthy();
    // earned late on March 31 UTC, on April 1 where the meeting was: the meeting's day is shown
    expect(screen.getByText("Apr 1, 2026")).toBeTruthy();
    expect(screen.getByText("3 milestones earned")).toBeTruthy();
    const others = screen.getByRole("list", { name: "Speaking milestones" });
    expect(within(others).getByText("First Speech")).toBeTruthy();
    expect(screen.getByText("Next up: First Award.")).toBeTruthy();
  });

  it("Achievement Spotlight without a speech: the learning achievement and the next speaking milestone", () => {
    const quiet = {
      ...base,
      speaking: {
        ...base.speaking,
        speeches: 0,
        milestones: [],
        nextMilestone: {
          id: "first-speech" as const,
          title: "First Speech",
          howTo: "Take a speaking role at your club's next meeting.",
        },
      },
    };
    inRouter(<AchievementSpotlightPanel summary={quiet} />);
    expect(screen.getByText("First Step Taken")).toBeTruthy();
    expect(screen.getByText("Next up: First Speech.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Speaking milestones" })).toBeNull();
  });

  it("Recent Activity: speeches and milestones among the rest", () => {
    inRouter(<RecentActivityPanel summary={base} />);
    expect(screen.getByText("Milestone: First Speech")).toBeTruthy();
    expect(screen.getByText("Gave a speech")).toBeTruthy();
    expect(screen.getByText("Bridges · Presentation Mastery 2: Organise Your Speech")).toBeTruthy();
  });
});

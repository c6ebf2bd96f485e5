import { describe, expect, test } from "vitest";
import { earnedAchievements, type MemberRecord, nextAchievement } from "./achievements";

const newcomer: MemberRecord = {
  joinedAt: "2025-01-01T00:00:00.000Z",
  pathwaysStarted: 0,
  projectsCompleted: 0,
  pathwaysFinished: 0,
  clubsJoined: 0,
  coursesFinished: 0,
  modulesCompleted: 0,
  certificatesClaimed: 0,
};

const everything: MemberRecord = {
  ...newcomer,
  pathwaysStarted: 1,
  clubsJoined: 1,
  projectsCompleted: 5,
  pathwaysFinished: 1,
  coursesFinished: 1,
  modulesCompleted: 1,
  certificatesClaimed: 1,
};

const ids = (record: MemberRecord) => earnedAchievements(record).map((achievement) => achievement.id);

describe("earnedAchievements", () => {
  test("a newcomer has none", () => {
    expect(earnedAchievements(newcomer)).toEqual([]);
  });

  test("each milestone is earned at its threshold, not before", () => {
    expect(ids({ ...newcomer, pathwaysStarted: 1 })).toEqual(["first-pathway"]);
    expect(ids({ ...newcomer, clubsJoined: 1 })).toEqual(["club-member"]);
    expect(ids({ ...newcomer, projectsCompleted: 1 })).toEqual(["first-project"]);
    expect(ids({ ...newcomer, projectsCompleted: 4 })).toEqual(["first-project"]);
    expect(ids({ ...newcomer, projectsCompleted: 5 })).toEqual(["five-projects", "first-project"]);
    expect(ids({ ...newcomer, pathwaysFinished: 1 })).toEqual(["pathway-finished"]);
    expect(ids({ ...newcomer, coursesFinished: 1 })).toEqual(["first-course"]);
    expect(ids({ ...newcomer, modulesCompleted: 1 })).toEqual(["first-module"]);
    expect(ids({ ...newcomer, certificatesClaimed: 1 })).toEqual(["first-certificate"]);
  });

  test("courses finished, modules completed and certificates claimed count: a certificate is the greatest", () => {
    expect(ids({ ...newcomer, pathwaysStarted: 1, coursesFinished: 2, certificatesClaimed: 1 })).toEqual([
      "first-certificate",
      "first-course",
      "first-pathway",
    ]);
    expect(ids(everything)).toEqual([
      "first-certificate",
      "pathway-finished",
      "five-projects",
      "first-module",
      "first-course",
      "first-project",
      "club-member",
      "first-pathway",
    ]);
  });

  test("the greatest comes first, each with a title, a description and how to earn it", () => {
    const all = earnedAchievements({
      ...newcomer,
      pathwaysStarted: 2,
      clubsJoined: 1,
      projectsCompleted: 12,
      pathwaysFinished: 1,
    });
    expect(all.map((achievement) => achievement.id)).toEqual([
      "pathway-finished",
      "five-projects",
      "first-project",
      "club-member",
      "first-pathway",
    ]);
    expect(all[0]).toEqual({
      id: "pathway-finished",
      title: "Pathway Complete",
      description: "You finished every project of a pathway.",
      howTo: "Finish every project of one pathway.",
    });
    for (const achievement of all) {
      expect(achievement.title.length).toBeGreaterThan(0);
      expect(achievement.description.length).toBeGreaterThan(0);
      expect(achievement.howTo.length).toBeGreaterThan(0);
      expect(achievement).not.toHaveProperty("earned");
    }
  });
});

describe("nextAchievement", () => {
  test("is the first milestone not yet earned", () => {
    expect(nextAchievement(newcomer)?.id).toBe("first-pathway");
    expect(nextAchievement({ ...newcomer, pathwaysStarted: 1 })?.id).toBe("club-member");
    expect(nextAchievement({ ...newcomer, pathwaysStarted: 1, clubsJoined: 1, projectsCompleted: 1 })?.id).toBe(
      "first-course",
    );
    expect(
      nextAchievement({ ...everything, projectsCompleted: 1, pathwaysFinished: 0, certificatesClaimed: 0 })?.id,
    ).toBe("five-projects");
    // an earlier milestone still missing comes before later ones
    expect(nextAchievement({ ...newcomer, projectsCompleted: 5, pathwaysFinished: 1 })).toEqual({
      id: "first-pathway",
      title: "First Step Taken",
      description: "You started your first learning pathway.",
      howTo: "Start a learning pathway.",
    });
  });

  test("is undefined when every milestone is earned", () => {
    expect(nextAchievement(everything)).toBeUndefined();
    expect(nextAchievement({ ...everything, certificatesClaimed: 0 })?.id).toBe("first-certificate");
  });
});

import { count } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aServerForEachTest } from "../../../../test/support/server";
import { KNOWN_PATHWAY_PROJECTS } from "../../../domain/learning/pathway-projects";
import { findTopic, LEARNING_TOPICS } from "../../../domain/learning/topics";
import { demoSeeds } from "../../runtime";
import { userPathways } from "../schema";
import { seedDemoContent } from "../seed";
import { DEMO_COURSES, DEMO_PATHWAYS } from "./learning";
import { DEMO_PATHWAY_PROGRESS } from "./learning-progress";

describe("demo learning content", () => {
  test("every demo pathway has a titled project for each of its total", () => {
    for (const pathway of DEMO_PATHWAYS) {
      expect(KNOWN_PATHWAY_PROJECTS[pathway.name], pathway.name).toHaveLength(pathway.totalProjects);
    }
  });

  test("courses: one featured, one free, one paid; modules with and without preview; lessons everywhere", () => {
    expect(DEMO_COURSES.filter((course) => course.isFeatured)).toHaveLength(1);
    expect(DEMO_COURSES.some((course) => course.priceAmount === 0)).toBe(true);
    expect(DEMO_COURSES.some((course) => course.priceAmount > 0 && !course.isFeatured)).toBe(true);
    const modules = DEMO_COURSES.flatMap((course) => course.modules);
    expect(modules.some((module) => module.isPreview)).toBe(true);
    expect(modules.some((module) => !module.isPreview)).toBe(true);
    expect(modules.every((module) => module.lessons.length > 0)).toBe(true);
  });

  test("every topic tile leads to a seeded pathway or course", () => {
    for (const topic of LEARNING_TOPICS) {
      const { journey } = topic;
      if (journey.kind === "pathway") expect(DEMO_PATHWAYS.map((p) => p.name)).toContain(journey.name);
      else expect(DEMO_COURSES.map((c) => c.title)).toContain(journey.title);
    }
    expect(findTopic("pitching")).toBeDefined();
  });

  test("demo progress stays within each pathway's total", () => {
    for (const [, name, completed] of DEMO_PATHWAY_PROGRESS) {
      const pathway = DEMO_PATHWAYS.find((p) => p.name === name);
      expect(pathway, name).toBeDefined();
      expect(completed).toBeLessThanOrEqual(pathway?.totalProjects ?? 0);
    }
  });
});

describe("seeding learning progress", () => {
  const server = aServerForEachTest();

  test("demo members have started pathways, once", async () => {
    await seedDemoContent(server.db, demoSeeds);
    const [first] = await server.db.select({ value: count() }).from(userPathways);
    expect(first?.value).toBe(DEMO_PATHWAY_PROGRESS.length);
    await seedDemoContent(server.db, demoSeeds);
    const [again] = await server.db.select({ value: count() }).from(userPathways);
    expect(again?.value).toBe(DEMO_PATHWAY_PROGRESS.length);
  });
});

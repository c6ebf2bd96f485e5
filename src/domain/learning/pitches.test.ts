import { describe, expect, test } from "vitest";
import { pathwayProjects } from "./pathway-projects";
import { isPitchReady, newPitchInput, PITCH_LIMITS, PITCH_TIPS, pitchChangeInput, pitchChecklist } from "./pitches";
import { findTopic, LEARNING_TOPICS } from "./topics";

describe("pitch rules", () => {
  test("title and content must not be blank", () => {
    expect(isPitchReady({ title: "A", content: "B" })).toBe(true);
    expect(isPitchReady({ title: "  ", content: "B" })).toBe(false);
    expect(isPitchReady({ title: "A", content: "\n" })).toBe(false);
  });

  test("the checklist follows title, description and content", () => {
    expect(pitchChecklist({ title: "T", description: "", content: "C" })).toEqual([
      { label: "Title", done: true },
      { label: "Description", done: false },
      { label: "Content", done: true },
    ]);
  });

  test("five tips", () => {
    expect(PITCH_TIPS).toHaveLength(5);
  });

  test("input is trimmed and capped", () => {
    const valid = { certificationId: 1, goalId: "g", title: " T ", description: "", content: "C" };
    expect(newPitchInput.parse(valid).title).toBe("T");
    expect(newPitchInput.safeParse({ ...valid, title: "x".repeat(PITCH_LIMITS.title + 1) }).success).toBe(false);
    expect(newPitchInput.safeParse({ ...valid, content: "x".repeat(PITCH_LIMITS.content) }).success).toBe(true);
    expect(newPitchInput.safeParse({ ...valid, content: " " }).success).toBe(false);
    expect(newPitchInput.safeParse({ ...valid, userId: "someone" }).success).toBe(false);
    expect(pitchChangeInput.safeParse({ title: "T", description: "", content: "C" }).success).toBe(true);
  });
});

describe("pathway projects", () => {
  test("titled projects up to the total, numbered projects beyond the list", () => {
    const projects = pathwayProjects("Persuasive Influence", 9);
    expect(projects[0]).toEqual({ number: 1, title: "Understand Your Audience" });
    expect(projects[8]).toEqual({ number: 9, title: "Project 9" });
    expect(pathwayProjects("Unknown", 2).map((project) => project.title)).toEqual(["Project 1", "Project 2"]);
    expect(pathwayProjects("Unknown", 0)).toEqual([]);
  });
});

describe("topics", () => {
  test("each topic has a journey and a unique id", () => {
    expect(new Set(LEARNING_TOPICS.map((topic) => topic.id)).size).toBe(LEARNING_TOPICS.length);
    expect(findTopic("storytelling")?.journey).toEqual({ kind: "course", title: "Storytelling for Leaders" });
    expect(findTopic("nope")).toBeUndefined();
  });
});

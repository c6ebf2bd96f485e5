import { describe, expect, test } from "vitest";
import { CLUB_REFUSALS } from "./clubs";
import { EVENT_REFUSALS } from "./events";
import { REFUSALS, refusalOf } from "./index";
import { LEADERSHIP_REFUSALS } from "./leadership";
import { LEARNING_REFUSALS } from "./learning";
import { MEETING_REFUSALS } from "./meetings";
import { MEMBER_REFUSALS } from "./members";
import { REQUEST_REFUSALS } from "./requests";
import { ROLE_REFUSALS } from "./roles";

const AREAS = [
  REQUEST_REFUSALS,
  LEARNING_REFUSALS,
  LEADERSHIP_REFUSALS,
  CLUB_REFUSALS,
  EVENT_REFUSALS,
  ROLE_REFUSALS,
  MEETING_REFUSALS,
  MEMBER_REFUSALS,
];

describe("the refusal catalogue", () => {
  test("each code is in one area only, so no area's words replace another's", () => {
    const codes = AREAS.flatMap((area) => Object.keys(area));
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(Object.keys(REFUSALS)).toHaveLength(codes.length);
  });

  test("codes are SCREAMING_SNAKE_CASE", () => {
    expect(Object.keys(REFUSALS).filter((code) => !/^[A-Z]+(_[A-Z]+)*$/.test(code))).toEqual([]);
  });

  test("every case of a code has its words, and its status and title where they differ by case", () => {
    for (const [code, entry] of Object.entries(REFUSALS)) {
      const words = entry.message;
      if (typeof words !== "object") continue;
      for (const which of Object.keys(words)) {
        if (typeof entry.status === "object") expect(entry.status, `${code} ${which}`).toHaveProperty(which);
        expect(words[which as keyof typeof words], `${code} ${which}`).toMatch(/\S/);
      }
      for (const cases of [entry.status, "title" in entry ? entry.title : undefined]) {
        if (typeof cases !== "object") continue;
        expect(
          Object.keys(cases).filter((which) => !(which in words)),
          code,
        ).toEqual([]);
      }
    }
  });

  test("a refusal says its code, status, words and title; a case picks its own", () => {
    expect(refusalOf("LAST_OFFICER", "leaving")).toEqual({
      code: "LAST_OFFICER",
      status: 409,
      title: "The Club Needs an Officer",
      message: "You are this club's last officer: appoint another officer before leaving the club.",
    });
    expect(refusalOf("NOT_A_CLUB_MEMBER", "appoint")).toMatchObject({ status: 400 });
    expect(refusalOf("NOT_A_CLUB_MEMBER", "offer")).toMatchObject({ status: 409, title: "Not a Club Member" });
    expect(refusalOf("NOT_A_CLUB_MEMBER", "officers")).not.toHaveProperty("title");
  });

  test("values make the sentence, and a wait goes with the refusal", () => {
    expect(refusalOf("TIMING_RUNNING", { speaker: "Ana" }).message).toBe(
      "Ana's speech is still being timed: stop it first.",
    );
    expect(refusalOf("RATE_LIMITED", { retryAfterSeconds: 61 })).toMatchObject({
      message: "Too many attempts. Please wait 2 minutes and try again.",
      retryAfterSeconds: 61,
    });
    expect(refusalOf("RATE_LIMITED", { of: "messages" }).message).toBe(
      "You have sent several messages in a short time. Please wait a few minutes before sending another.",
    );
    expect(refusalOf("DATABASE_UNAVAILABLE").retryAfterSeconds).toBe(5);
  });

  test("the role rules speak the catalogue's words, also of another member and of a row of the dialog", () => {
    expect(refusalOf("ROLE_FULL", { role: "Timer", capacity: 1, position: 2 }).message).toBe(
      "Role assignment 2: The Timer role is full (1/1).",
    );
    expect(
      refusalOf("ROLE_CONFLICT", { ofMember: { member: "Ana", holds: "Pitcher", role: "Moderator" } }).message,
    ).toBe("Ana holds Pitcher at this meeting, which can't be combined with Moderator.");
  });
});

import { describe, expect, test } from "vitest";
import { clubSettingsInput, meetingTimeText, meetingTimeValue } from "./settings";

const valid = {
  name: "Harbour Speakers",
  description: "",
  location: "Pier 3",
  meetingDay: "Tuesday",
  meetingTime: "19:30",
  timeZone: "Europe/Berlin",
  contactEmail: "team@harbour.example",
  websiteUrl: "https://harbour.example",
};

const messageOf = (input: Record<string, unknown>) => {
  const result = clubSettingsInput.safeParse(input);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(" ");
};

describe("club settings", () => {
  test("a complete form passes; the zone is kept by its current name", () => {
    expect(clubSettingsInput.parse({ ...valid, timeZone: "europe/berlin" }).timeZone).toBe("Europe/Berlin");
    expect(clubSettingsInput.parse({ ...valid, timeZone: "Asia/Calcutta" }).timeZone).toBe("Asia/Kolkata");
    expect(clubSettingsInput.parse({ ...valid, timeZone: "Europe/Kiev" }).timeZone).toBe("Europe/Kyiv");
    expect(clubSettingsInput.parse({ ...valid, contactEmail: "", websiteUrl: "", meetingDay: "" })).toMatchObject({
      contactEmail: "",
      websiteUrl: "",
    });
  });

  test("a zone that is not one, a bad e-mail and a bad web address are refused in words", () => {
    expect(messageOf({ ...valid, timeZone: "Mars/Olympus" })).toBe(
      "Time zone must be an IANA time zone such as Europe/Berlin.",
    );
    expect(messageOf({ ...valid, timeZone: "" })).toBe("Time zone must be an IANA time zone such as Europe/Berlin.");
    expect(messageOf({ ...valid, contactEmail: "team@" })).toContain("Contact e-mail must be a valid e-mail address");
    expect(messageOf({ ...valid, websiteUrl: "javascript:alert(1)" })).toContain("Website must be a web address");
    expect(messageOf({ ...valid, websiteUrl: "harbour" })).toContain("Website must be a web address");
    expect(messageOf({ ...valid, meetingTime: "25:00" })).toBe("Meeting time must be a time such as 19:30.");
    expect(messageOf({ ...valid, meetingDay: "Funday" })).toBe("Meeting day must be a day of the week.");
    expect(messageOf({ ...valid, name: "  " })).toBe("Name is required.");
  });
});

describe("open-role requests", () => {
  test("0 to 14 days before a meeting, 0 for none; not given: unchanged", () => {
    expect(clubSettingsInput.parse({ ...valid, nudgeDays: 0 }).nudgeDays).toBe(0);
    expect(clubSettingsInput.parse({ ...valid, nudgeDays: 14 }).nudgeDays).toBe(14);
    expect(clubSettingsInput.parse(valid).nudgeDays).toBeUndefined();
    for (const nudgeDays of [-1, 15, 2.5, "3"]) {
      expect(messageOf({ ...valid, nudgeDays })).toBe("Open-role request days must be a whole number from 0 to 14.");
    }
  });
});

describe("timing grace", () => {
  test("0 to 120 whole seconds; not given: unchanged", () => {
    expect(clubSettingsInput.parse({ ...valid, graceSeconds: 0 }).graceSeconds).toBe(0);
    expect(clubSettingsInput.parse({ ...valid, graceSeconds: 120 }).graceSeconds).toBe(120);
    expect(clubSettingsInput.parse(valid).graceSeconds).toBeUndefined();
    for (const graceSeconds of [-1, 121, 2.5, "30", null]) {
      expect(messageOf({ ...valid, graceSeconds })).toBe(
        "Timing grace must be a whole number of seconds from 0 to 120.",
      );
    }
  });
});

describe("meeting time", () => {
  test("a time field's value reads as clubs write it, and back", () => {
    expect(meetingTimeText("19:30")).toBe("7:30 PM");
    expect(meetingTimeText("00:05")).toBe("12:05 AM");
    expect(meetingTimeText("12:00")).toBe("12:00 PM");
    expect(meetingTimeValue("7:30 PM")).toBe("19:30");
    expect(meetingTimeValue("12:00 PM")).toBe("12:00");
    expect(meetingTimeValue("12:15 am")).toBe("00:15");
    expect(meetingTimeValue("after lunch")).toBe("");
    expect(meetingTimeValue(null)).toBe("");
  });
});

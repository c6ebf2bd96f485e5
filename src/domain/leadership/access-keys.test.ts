import { describe, expect, test } from "vitest";
import {
  accessKeyInput,
  accessKeyPrefix,
  accessKeyStatus,
  accessKeyTerms,
  canonicalAccessKey,
  defaultLastDay,
  expiryOfDate,
  generateAccessKey,
  issueAccessKeyInput,
  lastDayOfKey,
} from "./access-keys";

describe("access keys", () => {
  test("a key issued without saying otherwise works through the 14th day from today (UTC)", () => {
    expect(defaultLastDay(new Date("2030-01-10T23:30:00Z"))).toBe("2030-01-24");
    expect(defaultLastDay(new Date("2030-12-25T08:00:00Z"))).toBe("2031-01-08");
  });

  test("the number of uses is a whole number from 1 to 1000, or null for no limit", () => {
    expect(issueAccessKeyInput.parse({ maxUses: 5 }).maxUses).toBe(5);
    expect(issueAccessKeyInput.parse({ maxUses: null }).maxUses).toBeNull();
    expect(issueAccessKeyInput.parse({}).maxUses).toBeUndefined();
    for (const maxUses of [0, 1.5, 1001, Number.NaN]) {
      expect(issueAccessKeyInput.safeParse({ maxUses }).error?.issues[0]?.message).toBe(
        "The number of uses must be a whole number from 1 to 1000.",
      );
    }
    expect(issueAccessKeyInput.parse({ expiresOn: "" }).expiresOn).toBeNull();
  });

  test("a key just issued says who may redeem it, through which day and what it makes of them", () => {
    const expiresAt = expiryOfDate("2030-01-24")?.toISOString() ?? "";
    expect(accessKeyTerms({ maxUses: 1, expiresAt, club: { name: "Harbour Speakers" } })).toBe(
      "For one person, through Jan 24, 2030. Whoever redeems it becomes an officer of Harbour Speakers.",
    );
    expect(accessKeyTerms({ maxUses: 3, expiresAt: null, club: null })).toBe(
      "For 3 people, with no expiry. It opens Leadership Central for the whole network.",
    );
    expect(accessKeyTerms({ maxUses: null, expiresAt, club: null })).toMatch(/^For any number of people, through/);
  });

  test("the last day of a key is the day the admin chose, whatever the viewer's zone", () => {
    // stored as the following midnight UTC; east of UTC that instant is already the next morning
    expect(lastDayOfKey("2030-01-25T00:00:00.000Z")).toBe("2030-01-24");
    expect(lastDayOfKey(new Date("2030-03-01T00:00:00Z"))).toBe("2030-02-28");
  });

  test("a new key has four groups of unambiguous characters, and keys differ", () => {
    const key = generateAccessKey();
    expect(key).toMatch(/^LC(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    expect(new Set(Array.from({ length: 50 }, generateAccessKey)).size).toBe(50);
  });

  test("case, spaces and dashes do not matter when a key is typed", () => {
    expect(canonicalAccessKey(" lc-7k2qd m9xta-4HB3N-PZ8RE ")).toBe("LC7K2QDM9XTA4HB3NPZ8RE");
    expect(accessKeyPrefix("lc-7k2qd-m9xta-4hb3n-pz8re")).toBe("LC-7K2QD");
  });

  test("status: inactive wins, then expired, else active", () => {
    const now = new Date("2030-01-10T12:00:00Z");
    expect(accessKeyStatus({ isActive: true, expiresAt: null }, now)).toBe("active");
    expect(accessKeyStatus({ isActive: true, expiresAt: "2030-01-11T00:00:00Z" }, now)).toBe("active");
    expect(accessKeyStatus({ isActive: true, expiresAt: new Date("2030-01-10T12:00:00Z") }, now)).toBe("expired");
    expect(accessKeyStatus({ isActive: false, expiresAt: "2020-01-01T00:00:00Z" }, now)).toBe("inactive");
    expect(accessKeyStatus({ isActive: true, expiresAt: null, usedCount: 1, maxUses: 1 }, now)).toBe("used-up");
    expect(accessKeyStatus({ isActive: true, expiresAt: null, usedCount: 2, maxUses: 3 }, now)).toBe("active");
    expect(accessKeyStatus({ isActive: true, expiresAt: null, usedCount: 50, maxUses: null }, now)).toBe("active");
  });

  test("a key that expires on a date works through that day (UTC)", () => {
    expect(expiryOfDate("2030-02-28")?.toISOString()).toBe("2030-03-01T00:00:00.000Z");
    expect(expiryOfDate("2030-02-30")).toBeUndefined();
    expect(expiryOfDate("30-02-2030")).toBeUndefined();
  });

  test("gate input must be non-blank after trimming", () => {
    expect(accessKeyInput.safeParse({ key: "   " }).success).toBe(false);
    expect(accessKeyInput.parse({ key: "  LC-1 " })).toEqual({ key: "LC-1" });
    expect(accessKeyInput.safeParse({ key: "x".repeat(101) }).success).toBe(false);
  });

  test("issuing: optional label and expiry (empty: no expiry); a past or impossible date is refused", () => {
    expect(issueAccessKeyInput.parse({})).toEqual({});
    expect(issueAccessKeyInput.parse({ label: " ", expiresOn: "" })).toEqual({ expiresOn: null });
    expect(issueAccessKeyInput.parse({ label: "Spring officers", expiresOn: "2999-12-31" })).toEqual({
      label: "Spring officers",
      expiresOn: "2999-12-31",
    });
    expect(issueAccessKeyInput.safeParse({ expiresOn: "2000-01-01" }).success).toBe(false);
    expect(issueAccessKeyInput.safeParse({ expiresOn: "2999-13-01" }).success).toBe(false);
    expect(issueAccessKeyInput.safeParse({ label: "x".repeat(81) }).success).toBe(false);
    expect(issueAccessKeyInput.safeParse({ isActive: false }).success).toBe(false);
  });
});

import { describe, expect, test } from "vitest";
import { alphabetical, displayName, greetingName, initials } from "./member-names";

describe("displayName", () => {
  test("is the full name, else the first name, else the e-mail", () => {
    expect(displayName({ firstName: "Ann", lastName: "Lee", email: "ann@example.com" })).toBe("Ann Lee");
    expect(displayName({ firstName: "Ann", lastName: null, email: "ann@example.com" })).toBe("Ann");
    expect(displayName({ firstName: "  ", lastName: "Lee", email: "ann@example.com" })).toBe("Lee");
    expect(displayName({ firstName: "", lastName: " ", email: "ann@example.com" })).toBe("ann@example.com");
    expect(displayName({ email: "ann@example.com" })).toBe("ann@example.com");
  });
});

describe("greetingName", () => {
  test("is the first name, else the part of the e-mail before the at-sign", () => {
    expect(greetingName({ firstName: "Ann", email: "ann.lee@example.com" })).toBe("Ann");
    expect(greetingName({ firstName: " Ann ", email: "ann.lee@example.com" })).toBe("Ann");
    expect(greetingName({ firstName: "", email: "ann.lee@example.com" })).toBe("ann.lee");
    expect(greetingName({ firstName: null, email: "ann.lee@example.com" })).toBe("ann.lee");
  });
});

describe("initials", () => {
  test("are the first letters of first and last name, in capitals", () => {
    expect(initials({ firstName: "ann", lastName: "lee", email: "x@example.com" })).toBe("AL");
    expect(initials({ firstName: "Ann", email: "x@example.com" })).toBe("A");
    expect(initials({ firstName: " ", lastName: "lee", email: "x@example.com" })).toBe("L");
  });

  test("fall back to the e-mail's first letter", () => {
    expect(initials({ firstName: "", lastName: "", email: "zed@example.com" })).toBe("Z");
    expect(initials({ email: "" })).toBe("?");
  });
});

describe("alphabetical", () => {
  test("orders names case and accents aside, as the reports list members", () => {
    expect(["bo", "Émile", "ada", "Eli", "Ada"].sort(alphabetical)).toEqual(["ada", "Ada", "bo", "Eli", "Émile"]);
    expect(alphabetical("ada", "ADA")).toBe(0);
  });
});

import { describe, expect, test } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-that-is-long-enough-for-signing-0123456789";
const CLUB = "6f1c2a4e-1b2c-4d5e-8f90-123456789abc";
const OTHER_CLUB = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("unsubscribe tokens", () => {
  test("a token reads back as the member, club and kind it names", () => {
    const target = { memberId: "member-1", clubId: CLUB, kind: "agendas" } as const;
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, target))).toEqual(target);
    const everyClub = { memberId: "member-1", clubId: null, kind: "announcements" } as const;
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, everyClub))).toEqual(everyClub);
  });

  test("is safe in an address: no characters to encode", () => {
    expect(unsubscribeToken(SECRET, { memberId: "a&b=c", clubId: CLUB, kind: "agendas" })).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  test("a token signed with another secret is refused", () => {
    const forged = unsubscribeToken("another-secret-another-secret-another", {
      memberId: "member-1",
      clubId: CLUB,
      kind: "agendas",
    });
    expect(readUnsubscribeToken(SECRET, forged)).toBeUndefined();
  });

  test("another club's or another kind's payload under this signature is refused", () => {
    const token = unsubscribeToken(SECRET, { memberId: "member-1", clubId: CLUB, kind: "agendas" });
    const [, signature] = token.split(".");
    for (const other of [
      { memberId: "member-1", clubId: OTHER_CLUB, kind: "agendas" as const },
      { memberId: "member-1", clubId: CLUB, kind: "announcements" as const },
      { memberId: "member-2", clubId: CLUB, kind: "agendas" as const },
      { memberId: "member-1", clubId: null, kind: "agendas" as const },
    ]) {
      const [payload] = unsubscribeToken(SECRET, other).split(".");
      expect(readUnsubscribeToken(SECRET, `${payload}.${signature}`)).toBeUndefined();
    }
  });

  test("garbled tokens are refused, never thrown", () => {
    const token = unsubscribeToken(SECRET, { memberId: "member-1", clubId: CLUB, kind: "agendas" });
    for (const garbled of ["", ".", "abc", `${token}.x`, token.slice(0, -1), `x${token}`, "e30.e30"]) {
      expect(readUnsubscribeToken(SECRET, garbled)).toBeUndefined();
    }
  });

  test("a well-signed payload that names an unknown kind is refused", () => {
    // what a future version might sign: not understood here
    const payload = Buffer.from(JSON.stringify(["member-1", CLUB, "newsletters"])).toString("base64url");
    const genuine = unsubscribeToken(SECRET, { memberId: "member-1", clubId: CLUB, kind: "agendas" });
    expect(readUnsubscribeToken(SECRET, `${payload}.${genuine.split(".")[1]}`)).toBeUndefined();
  });
});

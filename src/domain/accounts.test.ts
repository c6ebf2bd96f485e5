import { describe, expect, test } from "vitest";
import { emailOnlyInput, passwordChangeInput, profileInput, signInInput, signUpInput } from "./accounts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("signUpInput", () => {
  const valid = { name: "Ann", email: "ann@example.com", password: "12345678" };

  test("accepts a first name, an e-mail and a password of 8 or more, trimming name and e-mail", () => {
    expect(
      signUpInput.parse({ ...valid, name: " Ann ", email: " ann@example.com ", callbackURL: "/dashboard" }),
    ).toEqual({ ...valid, callbackURL: "/dashboard" });
  });

  test("explains each refusal", () => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, name: "" }))).toBe("First Name is required");
    expect(firstMessage(signUpInput.safeParse({ ...valid, name: "A".repeat(51) }))).toBe(
      "First Name must be at most 50 characters.",
    );
    expect(signUpInput.safeParse({ ...valid, name: "A".repeat(50) }).success).toBe(true);
    expect(firstMessage(signUpInput.safeParse({ ...valid, email: "" }))).toBe("Email is required");
    expect(firstMessage(signUpInput.safeParse({ ...valid, email: "ann" }))).toBe("Enter a valid email address");
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: "1234567" }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: "p".repeat(129) }))).toBe(
      "Password must be at most 128 characters",
    );
    expect(signUpInput.safeParse({ ...valid, password: "p".repeat(128) }).success).toBe(true);
    expect(firstMessage(signUpInput.safeParse({ ...valid, callbackURL: "//evil.example.com" }))).toBe(
      "callbackURL must be a page of this site",
    );
  });

  test("refuses fields it does not know", () => {
    const result = signUpInput.safeParse({ ...valid, emailVerified: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});

describe("signInInput", () => {
  test("takes any non-empty password (the length rule is for new passwords)", () => {
    expect(signInInput.safeParse({ email: "ann@example.com", password: "short" }).success).toBe(true);
    expect(firstMessage(signInInput.safeParse({ email: "ann@example.com", password: "" }))).toBe(
      "Password is required",
    );
    expect(signInInput.safeParse({ email: "ann@example.com", password: "x", rememberMe: true }).success).toBe(true);
    expect(signInInput.safeParse({ email: "ann@example.com", password: "x", admin: true }).success).toBe(false);
  });
});

describe("emailOnlyInput", () => {
  test("takes an e-mail and where to go next", () => {
    expect(emailOnlyInput.parse({ email: "ann@example.com", redirectTo: "/auth/reset-password" })).toEqual({
      email: "ann@example.com",
      redirectTo: "/auth/reset-password",
    });
    expect(emailOnlyInput.safeParse({ email: "ann@example.com", redirectTo: "https://evil.example.com" }).success).toBe(
      false,
    );
  });
});

describe("profileInput", () => {
  const valid = { firstName: "Ann", lastName: "Lee", profilePictureUrl: "https://example.com/ann.png" };

  test("accepts names and a picture address, or blanks for the optional ones", () => {
    expect(profileInput.parse(valid)).toEqual(valid);
    expect(profileInput.parse({ firstName: " Ann ", lastName: " ", profilePictureUrl: "" })).toEqual({
      firstName: "Ann",
      lastName: "",
      profilePictureUrl: "",
    });
  });

  test("explains each refusal", () => {
    expect(firstMessage(profileInput.safeParse({ ...valid, firstName: " " }))).toBe("First Name is required");
    expect(firstMessage(profileInput.safeParse({ ...valid, lastName: "L".repeat(51) }))).toBe(
      "Last Name must be at most 50 characters.",
    );
    expect(firstMessage(profileInput.safeParse({ ...valid, profilePictureUrl: "ftp://example.com/a.png" }))).toBe(
      "Picture address must start with https:// or http://",
    );
    expect(firstMessage(profileInput.safeParse({ ...valid, profilePictureUrl: "javascript:alert(1)" }))).toBe(
      "Picture address must start with https:// or http://",
    );
    expect(profileInput.safeParse({ ...valid, email: "other@example.com" }).success).toBe(false);
  });
});

describe("passwordChangeInput", () => {
  test("needs the current password and a new one of 8 or more", () => {
    expect(
      passwordChangeInput.safeParse({ currentPassword: "old", newPassword: "12345678", revokeOtherSessions: true })
        .success,
    ).toBe(true);
    expect(firstMessage(passwordChangeInput.safeParse({ currentPassword: "old", newPassword: "1234567" }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(passwordChangeInput.safeParse({ newPassword: "12345678" }).success).toBe(false);
  });
});

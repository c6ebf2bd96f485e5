import { expect, test } from "vitest";
import { MESSAGES } from "./messages";

test("the toasts of the specification are word for word", () => {
  expect(MESSAGES.signedIn).toEqual({ title: "Welcome back!", description: "You have successfully signed in." });
  expect(MESSAGES.signedUp).toEqual({
    title: "Account created!",
    description: "Please check your email for verification.",
  });
  expect(MESSAGES.signedOut).toEqual({ title: "Signed out", description: "You have been signed out successfully." });
  expect(MESSAGES.signOutFailed).toEqual({ title: "Error", description: "Failed to sign out. Please try again." });
});

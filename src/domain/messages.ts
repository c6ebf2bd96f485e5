/** Toast texts of the specification, word for word. */
export const MESSAGES = {
  signedIn: { title: "Welcome back!", description: "You have successfully signed in." },
  signedUp: { title: "Account created!", description: "Please check your email for verification." },
  signedOut: { title: "Signed out", description: "You have been signed out successfully." },
  signOutFailed: errorMessage("Failed to sign out. Please try again."),
  verificationResent: { title: "Verification email sent", description: "Check your inbox for a new link." },
  resetLinkSent: {
    title: "Check your email",
    description: "If an account exists for that address, a link to reset the password is on its way.",
  },
  passwordReset: { title: "Password updated", description: "You can now sign in with your new password." },
  profileSaved: { title: "Profile saved", description: "Your changes are saved." },
  passwordChanged: { title: "Password changed", description: "Your other sessions were signed out." },
} as const;

export type Message = { title: string; description: string };

export function errorMessage(description: string): Message {
  return { title: "Error", description };
}

export function successMessage(description: string): Message {
  return { title: "Success", description };
}

/**
 * Shown instead of a failure toast of the specification when the failure was not the member's request but the
 * server or the connection (a 5xx answer, or no answer): the specification's reasons would mislead then.
 */
export const SERVER_UNREACHABLE: Message = {
  title: "Can't reach the server",
  description: "We can't reach the server right now. Please try again in a moment.",
};

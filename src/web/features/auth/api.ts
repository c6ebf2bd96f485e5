import { useMutation } from "@tanstack/react-query";
import { auth } from "@/web/lib/auth";

/** The "Error" toast's text for each account request when the server gives no message of its own. */
export const AUTH_FAILURES = {
  signIn: "Something went wrong. Please try again.",
  signUp: "Something went wrong. Please try again.",
  resendVerification: "Could not send the e-mail.",
  requestPasswordReset: "Could not send the link.",
  resetPassword: "Could not reset the password.",
  changePassword: "Could not change your password.",
  googleSignIn: "Google sign-in failed.",
} as const;

/** A failed account request in words for the "Error" toast: the server's message, or `fallback` when there is none. */
export const authFailureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Account requests, each a mutation (its `isPending` is the form's busy state). The component shows the toasts:
 * `notifyError(authFailureText(error, AUTH_FAILURES.…))` on a failure.
 */
export const useSignIn = () =>
  useMutation({ mutationFn: (input: { email: string; password: string }) => auth.signIn(input.email, input.password) });

export const useSignUp = () =>
  useMutation({
    mutationFn: (input: { name: string; email: string; password: string; callbackURL: string }) =>
      auth.signUp(input.name, input.email, input.password, input.callbackURL),
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (input: { email: string; callbackURL: string }) =>
      auth.resendVerification(input.email, input.callbackURL),
  });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => auth.requestPasswordReset(email) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => auth.resetPassword(input.token, input.newPassword),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      auth.changePassword(input.currentPassword, input.newPassword),
  });

/** Starts Google sign-in: on success the browser leaves for Google (the answer's `url`). */
export const useGoogleSignIn = () =>
  useMutation({
    mutationFn: async (returnTo: string) => {
      const { url } = await auth.google(returnTo);
      if (url) window.location.assign(url);
      return url;
    },
  });

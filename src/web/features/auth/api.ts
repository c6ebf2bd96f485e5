import { useMutation } from "@tanstack/react-query";
import { auth } from "@/web/lib/auth";
import { notifyError } from "@/web/lib/toast";

/** A failed account request as the "Error" toast: the server's message, or `fallback` when there is none. */
export const authFailure = (fallback: string) => (error: unknown) =>
  notifyError(error instanceof Error && error.message ? error.message : fallback);

/** An account request run as a mutation (its `isPending` is the form's busy state); `fallback` as in authFailure. */
function useAuthMutation<Input>(request: (input: Input) => Promise<unknown>, fallback: string) {
  return useMutation({ mutationFn: request, onError: authFailure(fallback) });
}

const SOMETHING_WRONG = "Something went wrong. Please try again.";
const EMAIL_NOT_SENT = "Could not send the e-mail.";

export const useSignIn = () =>
  useAuthMutation(
    (input: { email: string; password: string }) => auth.signIn(input.email, input.password),
    SOMETHING_WRONG,
  );

export const useSignUp = () =>
  useAuthMutation(
    (input: { name: string; email: string; password: string; callbackURL: string }) =>
      auth.signUp(input.name, input.email, input.password, input.callbackURL),
    SOMETHING_WRONG,
  );

export const useResendVerification = () =>
  useAuthMutation(
    (input: { email: string; callbackURL: string }) => auth.resendVerification(input.email, input.callbackURL),
    EMAIL_NOT_SENT,
  );

export const useRequestPasswordReset = () =>
  useAuthMutation((email: string) => auth.requestPasswordReset(email), "Could not send the link.");

export const useResetPassword = () =>
  useAuthMutation(
    (input: { token: string; newPassword: string }) => auth.resetPassword(input.token, input.newPassword),
    "Could not reset the password.",
  );

export const useChangePassword = () =>
  useAuthMutation(
    (input: { currentPassword: string; newPassword: string }) =>
      auth.changePassword(input.currentPassword, input.newPassword),
    "Could not change your password.",
  );

/** Starts Google sign-in: on success the browser leaves for Google (the answer's `url`). */
export const useGoogleSignIn = () =>
  useAuthMutation(async (returnTo: string) => {
    const { url } = await auth.google(returnTo);
    if (url) window.location.assign(url);
    return url;
  }, "Google sign-in failed.");

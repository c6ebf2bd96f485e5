import type { ClientResponse } from "hono/client";
import { paths } from "@/domain/paths";
import { answer, reach } from "./api";

/** Where a verification link or a Google sign-in leads by default. */
const CALLBACK: string = paths.dashboard;

/**
 * Asks Better Auth, whose /api/auth/* endpoints are not the product's routes (so `client` does not know them): a GET
 * without a body, a POST with one. Its answer is `T`; a refusal is an ApiError with Better Auth's code and message.
 */
export async function authRequest<T = unknown>(path: `/${string}`, body?: Record<string, unknown>): Promise<T> {
  const response = reach(`/api/auth${path}`, {
    method: body ? "POST" : "GET",
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await answer(response as unknown as Promise<ClientResponse<unknown>>)) as T;
}

/** The Better Auth endpoints the screens use. */
export const auth = {
  signIn: (email: string, password: string) => authRequest("/sign-in/email", { email, password }),
  signUp: (name: string, email: string, password: string, callbackURL = CALLBACK) =>
    authRequest("/sign-up/email", { name, email, password, callbackURL }),
  resendVerification: (email: string, callbackURL = CALLBACK) =>
    authRequest("/send-verification-email", { email, callbackURL }),
  requestPasswordReset: (email: string) =>
    authRequest("/request-password-reset", { email, redirectTo: paths.resetPassword }),
  resetPassword: (token: string, newPassword: string) => authRequest("/reset-password", { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    authRequest("/change-password", { currentPassword, newPassword, revokeOtherSessions: true }),
  google: (callbackURL = CALLBACK) =>
    authRequest<{ url?: string }>("/sign-in/social", {
      provider: "google",
      callbackURL,
      errorCallbackURL: paths.signIn,
    }),
  /** Ends every session of the member (global sign-out), then this one's cookie. */
  signOutEverywhere: async () => {
    await authRequest("/revoke-sessions", {});
    await authRequest("/sign-out", {}).catch(() => {});
  },
};

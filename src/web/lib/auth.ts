import { paths } from "@/web/paths";
import { api } from "./api";

/** Where a verification link or a Google sign-in leads by default. */
const CALLBACK: string = paths.dashboard;

/** The Better Auth endpoints the screens use. */
export const auth = {
  signIn: (email: string, password: string) => api("/auth/sign-in/email", { body: { email, password } }),
  signUp: (name: string, email: string, password: string, callbackURL = CALLBACK) =>
    api("/auth/sign-up/email", { body: { name, email, password, callbackURL } }),
  resendVerification: (email: string, callbackURL = CALLBACK) =>
    api("/auth/send-verification-email", { body: { email, callbackURL } }),
  requestPasswordReset: (email: string) =>
    api("/auth/request-password-reset", { body: { email, redirectTo: paths.resetPassword } }),
  resetPassword: (token: string, newPassword: string) => api("/auth/reset-password", { body: { token, newPassword } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api("/auth/change-password", { body: { currentPassword, newPassword, revokeOtherSessions: true } }),
  google: (callbackURL = CALLBACK) =>
    api<{ url?: string }>("/auth/sign-in/social", {
      body: { provider: "google", callbackURL, errorCallbackURL: paths.signIn },
    }),
  /** Ends every session of the member (global sign-out), then this one's cookie. */
  signOutEverywhere: async () => {
    await api("/auth/revoke-sessions", { body: {} });
    await api("/auth/sign-out", { body: {} }).catch(() => {});
  },
};

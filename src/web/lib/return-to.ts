import { paths } from "@/domain/paths";
import { sameSiteTarget } from "@/domain/redirects";

const DASHBOARD_PAGE = new RegExp(`^${paths.dashboard}([/?#]|$)`);

/** Where to go after signing in: a dashboard page the visitor was sent away from (normalised), else the dashboard. */
export function safeReturnPath(next: string | null): string {
  const target = sameSiteTarget(next);
  return target && DASHBOARD_PAGE.test(target) ? target : paths.dashboard;
}

/** The /auth address that brings the visitor back to `path` after signing in. */
export const signInPath = (path: string) => `${paths.signIn}?next=${encodeURIComponent(path)}`;

/**
 * Where the e-mailed verification link leads (Better Auth's callbackURL): the sign-in screen, which sends a member
 * the link signed in on to `returnTo`, and tells anyone else what happened — the link was bad (Better Auth adds
 * `?error=…`) or already used (docs/decisions/124).
 */
export const verificationLanding = (returnTo: string) =>
  `${paths.signIn}?verified=1&next=${encodeURIComponent(returnTo)}`;

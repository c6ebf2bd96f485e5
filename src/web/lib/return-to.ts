/** Where to go after signing in: a dashboard page the visitor was sent away from, else the dashboard. */
export function safeReturnPath(next: string | null): string {
  return next && /^\/dashboard(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/dashboard";
}

/** The /auth address that brings the visitor back to `path` after signing in. */
export const signInPath = (path: string) => `/auth?next=${encodeURIComponent(path)}`;

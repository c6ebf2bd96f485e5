/**
 * A meta tag's value, put into the page by the server. Outside a browser — the landing page prerendered at build
 * time (src/build/prerender.tsx) — there is no page to read: the placeholder `%NAME%` stands there instead, which
 * the server fills in as it does the meta tags (brandPage in src/server/web-assets.ts).
 */
function meta(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value && !value.startsWith("%") ? value : undefined;
}

const prerendering = typeof document === "undefined";

/** The product name (APP_NAME on the server), put into the page by the server. */
export const appName = meta("app-name") ?? (prerendering ? "%APP_NAME%" : "PitchCraft");

/** Whether "Continue with Google" is configured on the server. */
export const googleSignInEnabled = meta("google-sign-in") === "true";

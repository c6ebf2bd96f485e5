function meta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value && !value.startsWith("%") ? value : undefined;
}

/** The product name (APP_NAME on the server), put into the page by the server. */
export const appName = meta("app-name") ?? "PitchCraft";

/** Whether "Continue with Google" is configured on the server. */
export const googleSignInEnabled = meta("google-sign-in") === "true";

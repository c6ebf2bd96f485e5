/**
 * Members and the sign-in screen, as the journeys need them.
 *
 * Journeys about the auth screen itself drive it through the UI; journeys that only need "a verified member"
 * create one over HTTP (sign-up, then the verification link from the outbox), which is quicker and spends fewer
 * of the server's per-client sign-in attempts (the rate limit is shared by every test: they all come from localhost).
 */
import {
  type APIResponse,
  type BrowserContextOptions,
  type Response as BrowserResponse,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import { dataDir, waitForLink } from "./mail";

export const APP_URL = process.env.E2E_APP_URL ?? "http://localhost:3210";
export const PASSWORD = "correct horse battery";

let sequence = 0;

/** An address no other test (nor an earlier run) has used. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  const random = Math.random().toString(36).slice(2, 8);
  // Dots, no hyphens: a long address with no place to break a line, as real ones are (first.last.1795703684586@…).
  return `${label}.${Date.now()}.${process.pid}.${sequence}.${random}@example.com`;
}

export type Member = {
  firstName: string;
  email: string;
  password: string;
  /** Cookies of a browser signed in as the member: `browser.newContext({ storageState })`. */
  storageState: BrowserContextOptions["storageState"];
};

async function expectOk(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signs a new member up over HTTP and verifies the address with the e-mailed link (which also signs them in). */
export async function createVerifiedMember(
  firstName: string,
  options: { baseURL?: string; dataDir?: string } = {},
): Promise<Member> {
  const baseURL = options.baseURL ?? APP_URL;
  const email = uniqueEmail(firstName.toLowerCase());
  const client = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    await expectOk(
      await client.post("/api/auth/sign-up/email", {
        data: { name: firstName, email, password: PASSWORD, callbackURL: "/dashboard" },
      }),
      "sign-up",
    );
    const link = await waitForLink(email, "verification", { dir: options.dataDir ?? dataDir() });
    await expectOk(await client.get(link), "verification link");
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session?.user?.email, "the verification link signs the member in").toBe(email);
    return { firstName, email, password: PASSWORD, storageState: await client.storageState() };
  } finally {
    await client.dispose();
  }
}

/** The auth screen's inputs (the password's show/hide button is labelled too, hence `exact`). */
export const authForm = (page: Page) => ({
  firstName: page.getByLabel("First Name", { exact: true }),
  email: page.getByLabel("Email", { exact: true }),
  password: page.getByLabel("Password", { exact: true }),
  signIn: page.getByRole("button", { name: "Sign In", exact: true }),
  createAccount: page.getByRole("button", { name: "Create Account", exact: true }),
});

/** Fills the sign-in form (the page must show it) and submits it; returns the server's answer. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<BrowserResponse> {
  const form = authForm(page);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await form.email.fill(email);
  await form.password.fill(password);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/sign-in/email");
  await form.signIn.click();
  return answer;
}

/** The message the server put in a failed answer (`{error:{message}}` or Better Auth's `{message}`). */
export async function serverMessage(response: APIResponse | BrowserResponse): Promise<string> {
  expect(response.ok(), "the server refused the request").toBe(false);
  const body = (await response.json()) as { error?: { message?: string }; message?: string };
  const message = body.error?.message ?? body.message;
  expect(message, "the server's answer carries a message").toBeTruthy();
  return message ?? "";
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** A toast with this title and description (sonner renders each as `[data-sonner-toast]`). */
export function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: exactly(title) }) })
    .filter({ has: page.locator("[data-description]", { hasText: exactly(description) }) });
}

/** Waits for the toast; a destructive one is sonner's error type. */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  { destructive = false }: { destructive?: boolean } = {},
): Promise<void> {
  const shown = toast(page, title, description).first();
  await expect(shown).toBeVisible();
  if (destructive) await expect(shown).toHaveAttribute("data-type", "error");
  else await expect(shown).not.toHaveAttribute("data-type", "error");
}

/** Every toast the page shows from now on, in order : "toast: <title>", or "error: <title>" for a destructive one. */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(
          `${toast.dataset.type === "error" ? "error" : "toast"}: ${toast.querySelector("[data-title]")?.textContent ?? ""}`,
        );
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}

/** Who the browser's cookies belong to, asked from the server (null: nobody is signed in). */
export async function signedInEmail(page: Page): Promise<string | null> {
  const session = await (await page.request.get("/api/auth/get-session")).json();
  return session?.user?.email ?? null;
}

/** Opens the dashboard's profile menu (the one that is visible at this viewport). */
export async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open the profile menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** Logs out from the profile menu: the spec's toast, then /auth. */
export async function logOutFromProfileMenu(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expectToast(page, "Signed out", "You have been signed out successfully.");
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
}

/**
 * A demo member (who has no password) signs in as a visitor of the demo would: "Forgot password?", the reset link in
 * the outbox, a new password, then signing in; on the dashboard.
 */
export async function signInAsDemoMember(page: Page, email: string, password = "speaking record demo") {
  await page.goto("/auth");
  await authForm(page).email.fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(
    page,
    "Check your email",
    "If an account exists for that address, a link to reset the password is on its way.",
  );
  await page.goto(await waitForLink(email, "reset"));
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expectToast(page, "Password updated", "You can now sign in with your new password.");
  expect((await submitSignIn(page, email, password)).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
}

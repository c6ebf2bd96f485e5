/**
 * What the product promises a member and keeps: e-mail links that land where they say (an invitation's: e2e/mail-layout.spec.ts), the visitor's Start Pathway
 * and Join Event completed after signing in, nothing of a member left after signing out (Back included), a
 * certificate that prints on one landscape page with a number anyone can check, and the small promises of the
 * contact form, the ah counter and the profile picture.
 */
import { mkdirSync } from "node:fs";
import { type BrowserContext, type Page, request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import {
  APP_URL,
  authForm,
  expectToast,
  logOutFromProfileMenu,
  type Member,
  PASSWORD,
  submitSignIn,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { countLinkMails, mailsTo, waitForLink } from "./support/mail";

const SHOTS = "docs/screenshots";
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test("a bad verification link says so and sends a new one; a used link says the address is verified", async ({
  browser,
}) => {
  const email = uniqueEmail("vera");
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await authForm(page).firstName.fill("Vera");
  await authForm(page).email.fill(email);
  await authForm(page).password.fill(PASSWORD);
  await authForm(page).createAccount.click();
  await expectToast(page, "Account created!", "Please check your email for verification.");
  const link = await waitForLink(email, "verification");

  // The same link with a token that is not one: the sign-in screen says what happened, not a silent dashboard.
  const broken = new URL(link);
  broken.searchParams.set("token", "not-a-real-token");
  await page.goto(broken.toString());
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await expect(page.getByText("This verification link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expectNoAxeViolations(page, "sign-in after a bad verification link");
  await page.screenshot({ path: `${SHOTS}/auth-bad-verification-link-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/auth-bad-verification-link-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  // Asking for a new link without an address says what is missing; with it, a new e-mail goes out.
  const before = countLinkMails(email, "verification");
  await page.getByRole("button", { name: "Send a new verification e-mail" }).click();
  await expect(page.getByText("Enter your e-mail address to get a new verification link.")).toBeVisible();
  await authForm(page).email.fill(email);
  await page.getByRole("button", { name: "Send a new verification e-mail" }).click();
  await expectToast(page, "Verification email sent", "Check your inbox for a new link.");
  await expect(page.getByText("This verification link is invalid or has expired.")).toBeHidden();
  const fresh = await waitForLink(email, "verification", { after: before });

  // The new link verifies and signs in, landing on the dashboard.
  await page.goto(fresh);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Vera", level: 1 })).toBeVisible();

  // The same link again in another browser (nobody signed in there): the address is verified, sign in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(fresh);
  await expect(otherPage).toHaveURL((url) => url.pathname === "/auth");
  await expect(otherPage.getByText("Your e-mail address is verified. Sign in to continue.")).toBeVisible();
  expect((await submitSignIn(otherPage, email, PASSWORD)).ok()).toBe(true);
  await expect(otherPage).toHaveURL((url) => url.pathname === "/dashboard");
  await other.close();
  await context.close();
});

test("Continue with Google is offered where the server has Google configured", async ({ page }) => {
  // The journeys' server is started with a stand-in Google (playwright.config.ts); the server without one is
  // checked in e2e/administration.spec.ts.
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
});

/** Reads the first pathway card a visitor can start, by its name. */
async function firstStartablePathway(page: Page): Promise<string> {
  const start = page.getByRole("button", { name: /^Start Pathway: / }).first();
  await expect(start).toBeVisible();
  return ((await start.getAttribute("aria-label")) ?? "").replace("Start Pathway: ", "");
}

test("a visitor's Start Pathway is completed once they have signed in, with its toast", async ({ page, newMember }) => {
  const member = await newMember("Paul");
  await page.goto("/dashboard/pathways");
  const name = await firstStartablePathway(page);
  await page.getByRole("button", { name: `Start Pathway: ${name}` }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth" && url.searchParams.get("next") === "/dashboard/pathways",
  );

  expect((await submitSignIn(page, member.email, member.password)).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/pathways");
  await expectToast(page, "Pathway started", "Your first project is waiting for you.");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.getByRole("link", { name: "Continue Learning" })).toBeVisible();
  // It ran once: a reload starts nothing again and shows no second toast.
  await page.reload();
  await expect(card.getByRole("link", { name: "Continue Learning" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("a visitor's Join Event is completed once they have signed in, with its toast", async ({ page, newMember }) => {
  const member = await newMember("Jo");
  await page.goto("/dashboard/events");
  const join = page.getByRole("button", { name: "Join Event" }).first();
  await expect(join).toBeVisible();
  await join.click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  const next = new URL(page.url()).searchParams.get("next") ?? "";
  expect(next).toMatch(/^\/dashboard\/events\/[0-9a-f-]{36}$/);

  expect((await submitSignIn(page, member.email, member.password)).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === next);
  await expectToast(page, "You're going!", "We've saved your place. See you there.");
  await expect(page.getByRole("button", { name: "Going — Leave Event" })).toBeVisible();
});

test("a forged pending action in storage is ignored", async ({ page, newMember }) => {
  const member = await newMember("Fay");
  await page.goto("/auth");
  await page.evaluate(() =>
    localStorage.setItem(
      "pitchcraft-pending-action",
      JSON.stringify({ kind: "delete-account", id: "../../admin", at: Date.now() }),
    ),
  );
  const calls: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && !sent.url().includes("/api/auth/")) calls.push(sent.url());
  });
  expect((await submitSignIn(page, member.email, member.password)).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Welcome Fay", level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("pitchcraft-pending-action"))).toBeNull();
});

/** Nothing of the member on the page: no greeting, no figures, no profile menu. */
async function expectNoMemberData(page: Page, firstName: string) {
  await expect(page.getByText(`Welcome ${firstName}`)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your figures" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open the profile menu" })).toHaveCount(0);
}

test("after signing out, Back shows nothing of the member (pages loaded signed in)", async ({ signedInMember }) => {
  const { page } = await signedInMember("Alice", { viewport: DESKTOP });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Alice", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your figures" })).toBeVisible();
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  await logOutFromProfileMenu(page);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
  await expectNoMemberData(page, "Alice");
});

test("after signing out, Back shows nothing of the member (signed in within the page)", async ({
  browser,
  newMember,
}) => {
  const member = await newMember("Ali");
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).click();
  expect((await submitSignIn(page, member.email, member.password)).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Welcome Ali", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your figures" })).toBeVisible();
  // Another page loaded in full, then signing out there.
  await page.goto("/dashboard/support");
  await logOutFromProfileMenu(page);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
  await expectNoMemberData(page, "Ali");
  // and further back: the landing page, for a visitor
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await context.close();
});

/** A member who completed program 2 and claimed its certificate; returns its number. */
async function claimProgramTwo(member: Member): Promise<string> {
  const api = await request.newContext({
    baseURL: APP_URL,
    storageState: member.storageState,
    extraHTTPHeaders: { origin: APP_URL },
  });
  const standing = await (await api.get("/api/learning/certifications/2")).json();
  const goals = standing.progress.standings as Array<{ goalId: string; required: number }>;
  for (const goal of goals) {
    for (let n = 0; n < goal.required; n += 1) {
      const created = await api.post("/api/learning/pitches", {
        data: { certificationId: 2, goalId: goal.goalId, title: `Pitch ${n + 1}`, description: "", content: "Words." },
      });
      expect(created.status()).toBe(201);
    }
  }
  const claimed = await api.post("/api/learning/certifications/2/claim");
  expect(claimed.status()).toBe(200);
  const { certificateNumber } = await claimed.json();
  await api.dispose();
  return certificateNumber;
}

test("the certificate prints on one landscape page, carries its number and links to a public check", async ({
  browser,
  newMember,
  signedInPage,
}) => {
  test.setTimeout(60_000);
  const member = await newMember("Clara");
  const number = await claimProgramTwo(member);
  expect(number).toMatch(/^PC-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);

  const page = await signedInPage(member, { viewport: DESKTOP });
  await page.goto("/dashboard/pathways/certification/2/certificate");
  const sheet = page.getByRole("article", { name: "Certificate" });
  await expect(sheet.getByRole("heading", { name: "Clara" })).toBeVisible();
  await expect(sheet.getByText(number, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "certificate");
  await page.screenshot({ path: `${SHOTS}/certificate-desktop.png`, fullPage: true });

  // Printed: one page, landscape.
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 1123, height: 794 });
  await page.screenshot({ path: `${SHOTS}/certificate-print.png` });
  await expect(page.getByRole("button", { name: "Print Certificate" })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Number(width)).toBeGreaterThan(Number(height));
  await page.emulateMedia({ media: "screen" });

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/certificate-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  // The number links to the public check, which needs no account and shows no e-mail address.
  const href = await sheet.getByRole("link").getAttribute("href");
  expect(href).toBe(`/certificates/${number}`);
  await page.context().close();

  const visitor = await browser.newContext({ viewport: DESKTOP });
  const check = await visitor.newPage();
  await check.goto(href ?? "");
  await expect(check.getByRole("heading", { name: "Certificate verified" })).toBeVisible();
  await expect(check.getByText("Clara", { exact: true })).toBeVisible();
  await expect(check.getByText("Certified Startup Pitcher")).toBeVisible();
  await expect(check.getByText(number, { exact: true })).toBeVisible();
  await expect(check.locator("body")).not.toContainText(member.email);
  await expectNoAxeViolations(check, "certificate check");
  await check.screenshot({ path: `${SHOTS}/certificate-check-desktop.png`, fullPage: true });
  await check.setViewportSize(PHONE);
  await check.screenshot({ path: `${SHOTS}/certificate-check-phone.png`, fullPage: true });

  // A number nobody holds: "not found"; and the form checks another one.
  await check.goto("/certificates/PC-2026-ZZZZZZZZ");
  await expect(check.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
  await check.screenshot({ path: `${SHOTS}/certificate-check-not-found-phone.png`, fullPage: true });
  await check.getByLabel("Check another certificate number").fill(number.toLowerCase());
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check).toHaveURL((url) => url.pathname === `/certificates/${number}`);
  await expect(check.getByRole("heading", { name: "Certificate verified" })).toBeVisible();
  await visitor.close();
});

test("the contact form knows the signed-in member, and the support e-mail names them", async ({ signedInMember }) => {
  const member = await signedInMember("Mona", { viewport: DESKTOP });
  const { page } = member;
  await page.goto("/dashboard/support?tab=contact");
  await expect(page.getByLabel("Name*")).toHaveValue("Mona");
  await expect(page.getByLabel("Email*")).toHaveValue(member.email);
  const subject = `Question ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message*").fill("How do I find a club near me?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message Sent", "Your message has been sent successfully. We'll get back to you soon.");
  // after sending, the member's details stay filled in for the next message
  await expect(page.getByLabel("Name*")).toHaveValue("Mona");
  await expect
    .poll(() => mailsTo("support@example.com").find((mail) => mail.subject.includes(subject))?.text ?? "")
    .toContain(`Sent by: the member Mona <${member.email}>`);
});

test("the ah counter asks before dropping counts", async ({ page }) => {
  await page.goto("/dashboard/resources/ah-counter");
  await page.getByLabel("Speaker name").fill("Maya");
  await page.getByLabel("Speaker name").press("Enter");
  await page.getByRole("button", { name: "Start Session" }).click();
  await page.getByRole("button", { name: /^Um \d+$/ }).click();

  await page.getByRole("button", { name: "Reset" }).click();
  const reset = page.getByRole("alertdialog", { name: "Reset every count?" });
  await expect(reset).toBeVisible();
  await reset.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Maya: 1 filler words so far")).toBeVisible();

  await page.getByRole("button", { name: "Remove Maya" }).click();
  const remove = page.getByRole("alertdialog", { name: "Remove Maya?" });
  await expect(remove).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Maya: 1 filler words so far")).toBeVisible();
  await page.getByRole("button", { name: "Remove Maya" }).click();
  await remove.getByRole("button", { name: "Remove speaker" }).click();
  await expect(page.getByRole("list", { name: "Speakers" })).toHaveCount(0);
});

test("a broken profile picture is asked for once, then the initials show", async ({ signedInMember }) => {
  const { page } = await signedInMember("Bea", { viewport: DESKTOP });
  const picture = `${APP_URL}/no-such-picture-${Date.now()}.png`;
  const saved = await page.request.patch("/api/profile", {
    data: { firstName: "Bea", lastName: "Stone", profilePictureUrl: picture },
    headers: { origin: APP_URL },
  });
  expect(saved.ok()).toBe(true);
  const asked = countRequests(page.context(), picture);
  for (const path of ["/dashboard", "/dashboard/events", "/dashboard/pathways", "/dashboard"]) {
    await page.goto(path);
    const menu = page.getByRole("button", { name: "Open the profile menu" }).first();
    await expect(menu.locator("[data-initials]")).toHaveAttribute("data-initials", "BS"); // drawn by CSS
    // Initials show while the picture loads too: leave the page only once its failure is known (and remembered).
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("pitchcraft-broken-pictures") ?? ""))
      .toContain(picture);
  }
  expect(asked()).toBe(1);
});

function countRequests(context: BrowserContext, url: string): () => number {
  let count = 0;
  context.on("request", (sent) => {
    if (sent.url() === url) count += 1;
  });
  return () => count;
}

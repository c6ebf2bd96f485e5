/**
 * Accounts with e-mail and password: sign-up with the verification e-mail from the outbox, sign-in, log-out,
 * the failures the spec lists, the verification e-mail sent again, the password reset, and the redirect of
 * signed-in members away from / and /auth.
 */
import {
  authForm,
  expectToast,
  logOutFromProfileMenu,
  PASSWORD,
  serverMessage,
  signedInEmail,
  submitSignIn,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { countLinkMails, waitForLink } from "./support/mail";

test("sign up, verify from the e-mail, log out, sign in and log out again", async ({ page }) => {
  const email = uniqueEmail("ada");
  const form = authForm(page);

  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Sign in to your account")).toBeVisible();
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Join PitchCraft" })).toBeVisible();
  await expect(page.getByText("Create your account to get started")).toBeVisible();

  await form.firstName.fill("Ada");
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  // The show/hide toggle reveals what was typed, and hides it again.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(form.password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(form.password).toHaveAttribute("type", "password");
  await form.createAccount.click();

  await expectToast(page, "Account created!", "Please check your email for verification.");
  // Sign-up does not sign in: the form is back in sign-in mode and the server knows no session.
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  expect(await signedInEmail(page)).toBeNull();

  // The link in the e-mail verifies the address and lands on the dashboard, signed in.
  const link = await waitForLink(email, "verification");
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Ada", level: 1 })).toBeVisible();
  expect(await signedInEmail(page)).toBe(email);

  await logOutFromProfileMenu(page);
  expect(await signedInEmail(page)).toBeNull();

  const answer = await submitSignIn(page, email, PASSWORD);
  expect(answer.ok()).toBe(true);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Ada", level: 1 })).toBeVisible();

  await logOutFromProfileMenu(page);
  expect(await signedInEmail(page)).toBeNull();
  // Signed out for real: the dashboard greets a visitor now.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
});

test("a wrong password, an unknown address and a taken address show the server's message", async ({
  page,
  newMember,
}) => {
  const member = await newMember("Grete");
  await page.goto("/auth");

  // While the request is under way the button reads "Loading..." and is disabled (the request is held here).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    "**/api/auth/sign-in/email",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const answer = submitSignIn(page, member.email, "not the password");
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  release();
  const wrong = await answer;
  await expectToast(page, "Error", await serverMessage(wrong), { destructive: true });
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await expect(authForm(page).signIn).toBeEnabled();

  const unknown = await submitSignIn(page, uniqueEmail("nobody"), PASSWORD);
  await expectToast(page, "Error", await serverMessage(unknown), { destructive: true });
  expect(await signedInEmail(page)).toBeNull();

  // Signing up again with an address that has an account is refused, not faked.
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  const form = authForm(page);
  await form.firstName.fill("Grete");
  await form.email.fill(member.email);
  await form.password.fill(PASSWORD);
  const taken = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/sign-up/email");
  await form.createAccount.click();
  await expectToast(page, "Error", await serverMessage(await taken), { destructive: true });
  await expect(page.getByRole("heading", { name: "Join PitchCraft" })).toBeVisible();
});

test("an unverified member is told so and can have the verification e-mail sent again", async ({ page }) => {
  const email = uniqueEmail("ulla");
  const form = authForm(page);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await form.firstName.fill("Ulla");
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.createAccount.click();
  await expectToast(page, "Account created!", "Please check your email for verification.");
  await waitForLink(email, "verification");
  const mailsBefore = countLinkMails(email, "verification");

  const refused = await submitSignIn(page, email, PASSWORD);
  await expectToast(page, "Error", await serverMessage(refused), { destructive: true });
  expect(await signedInEmail(page)).toBeNull();

  await expect(page.getByText("Your e-mail address is not verified yet.")).toBeVisible();
  await page.getByRole("button", { name: "Send the verification e-mail again" }).click();
  await expectToast(page, "Verification email sent", "Check your inbox for a new link.");
  await expect(page.getByRole("button", { name: "Send the verification e-mail again" })).toBeHidden();
  const fresh = await waitForLink(email, "verification", { after: mailsBefore });
  expect(countLinkMails(email, "verification")).toBe(mailsBefore + 1);

  await page.goto(fresh);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Ulla", level: 1 })).toBeVisible();
});

test("forgot password: the e-mailed link sets a new password, and only the new one signs in", async ({
  page,
  newMember,
}) => {
  const member = await newMember("Rosa");
  const newPassword = "a brand new passphrase";

  await page.goto("/auth");
  await authForm(page).email.fill(member.email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  // The address typed on the sign-in form is carried over.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(
    page,
    "Check your email",
    "If an account exists for that address, a link to reset the password is on its way.",
  );
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

  const link = await waitForLink(member.email, "reset");
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === "/auth/reset-password" && url.searchParams.has("token"));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expectToast(page, "Password updated", "You can now sign in with your new password.");
  await expect(page).toHaveURL((url) => url.pathname === "/auth");

  const old = await submitSignIn(page, member.email, member.password);
  await expectToast(page, "Error", await serverMessage(old), { destructive: true });

  const answer = await submitSignIn(page, member.email, newPassword);
  expect(answer.ok()).toBe(true);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Rosa", level: 1 })).toBeVisible();

  // A reset link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
});

test("a signed-in member visiting / or /auth is sent to /dashboard, replacing the history entry", async ({
  signedInMember,
}) => {
  const { page } = await signedInMember("Mia");

  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();

  await page.goto("/");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Mia", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");

  await page.goto("/auth");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome Mia", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/profile");
});

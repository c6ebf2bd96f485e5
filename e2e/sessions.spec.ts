/**
 * Sign-out is global (the spec's "sign out globally"): logging out in one browser ends the member's session in
 * every other browser too.
 */
import { expectToast, logOutFromProfileMenu, signedInEmail, submitSignIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("two browsers signed in as one member: logging out in one ends the other", async ({ browser, newMember }) => {
  const member = await newMember("Sven");
  const laptop = await browser.newContext();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const onLaptop = await laptop.newPage();
  const onPhone = await phone.newPage();

  for (const page of [onLaptop, onPhone]) {
    await page.goto("/auth");
    expect((await submitSignIn(page, member.email, member.password)).ok()).toBe(true);
    await expectToast(page, "Welcome back!", "You have successfully signed in.");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome Sven", level: 1 })).toBeVisible();
  }
  // Two separate sessions (two cookies), not one shared.
  const cookie = async (context: typeof laptop) =>
    (await context.cookies()).find((entry) => entry.name.endsWith("session_token"))?.value;
  expect(await cookie(laptop)).toBeTruthy();
  expect(await cookie(laptop)).not.toBe(await cookie(phone));

  await logOutFromProfileMenu(onLaptop);
  expect(await signedInEmail(onLaptop)).toBeNull();

  // The phone still shows the old page until it asks again; a reload finds the session gone.
  expect(await signedInEmail(onPhone)).toBeNull();
  await onPhone.reload();
  await expect(onPhone.getByRole("heading", { name: "Welcome", exact: true, level: 1 })).toBeVisible();
  await expect(onPhone.getByRole("heading", { name: "Sign in to see your progress" })).toBeVisible();
  await expect(onPhone.getByRole("button", { name: "Open the profile menu" })).toHaveCount(0);

  await laptop.close();
  await phone.close();
});

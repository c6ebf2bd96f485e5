/**
 * Leadership Central: an admin issues an access key on the admin page, a member redeems it at the gate and sees
 * Leadership Central, sends an announcement that reaches the members' inboxes (the outbox), and invites someone.
 *
 * The admin role is inserted with SQL, which the embedded database of the main e2e server does not allow (its
 * process holds the lock), so this journey runs on a PostgreSQL-backed copy of the product.
 */
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast, openProfileMenu } from "./support/accounts";
import { expect, ownPostgresServer, test } from "./support/fixtures";
import { mailsTo, parsedMailsTo } from "./support/mail";

const postgresServer = ownPostgresServer();

test("an admin issues a key; a member redeems it, sends an announcement and invites a friend", async ({
  signedInAdmin,
  signedInMember,
}) => {
  test.setTimeout(90_000);
  const postgres = postgresServer();

  // The admin issues a key from the admin page, reached through the profile menu.
  const { page: adminPage } = await signedInAdmin("Ada");
  await adminPage.goto("/dashboard");
  await openProfileMenu(adminPage);
  await adminPage.getByRole("menuitem", { name: "Administration" }).click();
  await expect(adminPage).toHaveURL(`${postgres.url}/dashboard/admin`);
  const keys = adminPage.getByRole("region", { name: "Leadership access keys" });
  await keys.getByLabel("Label (optional)").fill("Officers 2030");
  await keys.getByRole("button", { name: "Issue key" }).click();
  await expectToast(adminPage, "Access key issued", "Copy the key now: it will not be shown again.");
  const key = (await adminPage.getByTestId("issued-access-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^LC(-[0-9A-Z]{5}){4}$/);
  await expect(keys.getByRole("row", { name: new RegExp(`${key.slice(0, 8)}.*Officers 2030.*Active`) })).toBeVisible();
  await expectNoAxeViolations(adminPage, "admin page");
  await adminPage.context().close();

  // A member at the gate.
  const { page } = await signedInMember("Leo");
  await page.goto("/dashboard/leadership");
  await expect(page.getByText(/contact your administrator for a valid access key/)).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify Access Key" });
  await expect(verify).toBeDisabled();
  await page.getByLabel("Access Key").fill("   ");
  await expect(verify).toBeDisabled();
  await expectNoAxeViolations(page, "access-key gate");

  await page.getByLabel("Access Key").fill("LC-00000-00000-00000-00000");
  await verify.click();
  await expectToast(page, "Invalid Access Key", "The access key you entered is not valid or has expired", {
    destructive: true,
  });

  await page.getByLabel("Access Key").fill(key.toLowerCase());
  await page.getByRole("button", { name: "Verify Access Key" }).click();
  await expectToast(page, "Access Granted", "You now have access to Leadership Central");
  await expect(page.getByText("Active Members")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  const [used] = await postgres.sql<{ used_count: number }>(
    "select used_count from leadership_access_keys where key_prefix = $1",
    [key.slice(0, 8)],
  );
  expect(used?.used_count).toBe(1);

  // The grant persists.
  await page.reload();
  await expect(page.getByText("Meetings This Month")).toBeVisible();
  await page.getByRole("button", { name: /^Reports/ }).click();
  await expectToast(page, "Coming soon", "Monthly reports on speeches, roles and member progress are coming soon.");
  await expectNoAxeViolations(page, "Leadership Central");

  // An announcement reaches the active members' inboxes.
  await page.getByRole("button", { name: "Send Announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Announcement" });
  await expect(dialog.getByRole("button", { name: "Send Announcement" })).toBeDisabled();
  // A network-wide grant may address every club (decision 147): that is the first choice, and it asks first.
  await expect(dialog.getByLabel("Send to")).toHaveValue("network");
  await dialog.getByLabel("Subject").fill("Contest night moves to Friday");
  await dialog.getByLabel("Message").fill("Contest night moves to Friday — bring a friend!");
  await expectNoAxeViolations(page, "announcement dialog", "[role=dialog]");
  await dialog.getByRole("button", { name: "Send Announcement" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send to every club?" });
  await expect(confirm).toContainText(/This announcement goes to \d+ (person|people) in every club/);
  await confirm.getByRole("button", { name: /^Send to \d+ (person|people)$/ }).click();
  await expectToast(page, "Announcement sent", "Your announcement has been sent to all members.");
  await expect(dialog).toBeHidden();
  const announcement = (mail: { subject: string }) => mail.subject === "Contest night moves to Friday";
  await expect
    .poll(() => mailsTo("ana.ruiz@members.example", postgres.dataDir).filter(announcement).length, { timeout: 15_000 })
    .toBe(1);
  expect(mailsTo("ana.ruiz@members.example", postgres.dataDir).find(announcement)?.text).toContain(
    "Contest night moves to Friday — bring a friend!",
  );

  // An invitation to a club names it and its next meeting; its page shows it, and its button makes a member.
  await page.getByRole("button", { name: "Invite New Member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite New Member" });
  const club = (await invite.getByLabel("Invite to").locator("option:checked").textContent())?.trim() ?? "";
  await invite.getByLabel("Email address").fill("friend@example.com");
  await page.screenshot({ path: "docs/screenshots/mail-invite-dialog-desktop.png" });
  await invite.getByRole("button", { name: "Send Invitation" }).click();
  await expectToast(page, "Invitation sent", "Invitation sent to friend@example.com.");
  await expect.poll(() => mailsTo("friend@example.com", postgres.dataDir).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await parsedMailsTo("friend@example.com", postgres.dataDir);
  expect(mail?.subject).toBe(`Leo invited you to ${club} on PitchCraft`);
  const link = new RegExp(`Join ${club}: (\\S+)`).exec(mail?.text ?? "")?.[1] ?? "";
  expect(link).toContain("/dashboard/invitations/");
  const announced = (await parsedMailsTo("ana.ruiz@members.example", postgres.dataDir)).find(
    (one) => one.subject === "Contest night moves to Friday",
  );
  for (const [name, html] of [
    ["announcement", String(announced?.html)],
    ["invitation", String(mail?.html)],
  ] as const) {
    const shot = await page.context().newPage();
    for (const [size, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await shot.setViewportSize(viewport);
      await shot.setContent(html);
      expect(await shot.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot.screenshot({ path: `docs/screenshots/mail-${name}-${size}.png`, fullPage: true });
    }
    await shot.close();
  }

  const { page: guest } = await signedInMember("Gia");
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole("heading", { name: `Join ${club}` })).toBeVisible();
  await expect(guest.getByText("Next meeting")).toBeVisible();
  await expectNoAxeViolations(guest, "invitation page");
  await guest.screenshot({ path: "docs/screenshots/mail-invitation-page-desktop.png", fullPage: true });
  await guest.getByRole("button", { name: `Join ${club}` }).click();
  await expectToast(guest, "Welcome to the club", `You are now a member of ${club}.`);
  await expect(guest.getByText(`You are a member of ${club}.`)).toBeVisible();
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.screenshot({ path: "docs/screenshots/mail-invitation-page-phone.png", fullPage: true });
});

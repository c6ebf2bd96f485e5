/**
 * Contact & Support: searching the FAQs, opening answers one at a time (mouse and keyboard), sending a message as a
 * member and as a visitor (it arrives in the outbox, addressed to support with Reply-To the sender), and the
 * spec's toasts when loading or sending fails.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/accessibility";
import { expectToast, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";

const SUPPORT_EMAIL = "support@example.com";

const section = (page: Page, name: "Popular Questions" | "All Questions") => page.getByRole("region", { name });
const question = (page: Page, where: "Popular Questions" | "All Questions", text: string) =>
  section(page, where).getByRole("button", { name: text });

async function sendMessage(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByRole("tab", { name: "Contact Us" }).click();
  await page.getByLabel("Name*").fill(values.name);
  await page.getByLabel("Email*").fill(values.email);
  await page.getByLabel("Subject").fill(values.subject);
  await page.getByLabel("Message*").fill(values.message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

async function expectDelivered(subject: string, replyTo: string, message: string) {
  await expect
    .poll(() => mailsTo(SUPPORT_EMAIL).filter((mail) => mail.subject === `[PitchCraft contact] ${subject}`).length)
    .toBe(1);
  const mail = mailsTo(SUPPORT_EMAIL).find((candidate) => candidate.subject === `[PitchCraft contact] ${subject}`);
  expect(mail?.replyTo).toBe(replyTo);
  expect(mail?.text).toContain(message);
}

test("a member searches the FAQs, opens answers one at a time and sends a message", async ({ signedInMember }) => {
  const member = await signedInMember("Faye");
  const { page } = member;
  await page.goto("/dashboard/support");

  await expect(page.getByRole("heading", { name: "Contact & Support", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
  await expect(question(page, "Popular Questions", "How do I join a club?")).toBeVisible();
  await expect(question(page, "All Questions", "How quickly does support reply?")).toBeVisible();

  // One answer at a time: opening a second closes the first; pressing the open one again closes it.
  const joinClub = question(page, "Popular Questions", "How do I join a club?");
  const pathway = question(page, "Popular Questions", "What is a learning pathway?");
  await joinClub.click();
  await expect(joinClub).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Press Join Club on the club you like")).toBeVisible();
  await pathway.click();
  await expect(pathway).toHaveAttribute("aria-expanded", "true");
  await expect(joinClub).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Press Join Club on the club you like")).toHaveCount(0);
  await expectNoAxeViolations(page, "the FAQ tab with an answer open");
  await pathway.click();
  await expect(pathway).toHaveAttribute("aria-expanded", "false");

  // By keyboard: Enter opens, the arrow key moves to the next question, Enter there swaps the open answer.
  await joinClub.focus();
  await page.keyboard.press("Enter");
  await expect(joinClub).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(pathway).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(pathway).toHaveAttribute("aria-expanded", "true");
  await expect(joinClub).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(pathway).toHaveAttribute("aria-expanded", "false");

  // Search looks in questions and answers, ignoring case.
  const search = page.getByPlaceholder("Search frequently asked questions...");
  await search.fill("CALENDAR");
  await expect(question(page, "All Questions", "Can I add an event to my calendar?")).toBeVisible();
  await expect(section(page, "Popular Questions")).toHaveCount(0);
  await expect(section(page, "All Questions").getByRole("button")).toHaveCount(1);
  await search.fill("filler words");
  await expect(section(page, "All Questions").getByRole("button")).toHaveText(["What does the Ah Counter count?"]);
  await search.fill("something nobody ever asked");
  await expect(page.getByRole("heading", { name: "No FAQs Found" })).toBeVisible();
  await search.fill("");
  await expect(question(page, "Popular Questions", "How do I join a club?")).toBeVisible();

  // The Contact Us tab: the support address and the reply note beside the form.
  await page.getByRole("tab", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/tab=contact/);
  await expect(page.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  await expect(page.getByText("We typically reply within 24 hours.")).toBeVisible();
  await expect(page.getByLabel("Email*")).toHaveAttribute("type", "email");
  await expectNoAxeViolations(page, "the Contact Us tab");

  const subject = `Club question ${Date.now()}`;
  const text = "Is there a club that meets on Tuesday evenings?";
  await sendMessage(page, { name: "Faye Member", email: member.email, subject, message: text });
  await expectToast(page, "Message Sent", "Your message has been sent successfully. We'll get back to you soon.");
  // The message is cleared; the member's own name and address are filled in again for the next one.
  for (const label of ["Subject", "Message*"]) await expect(page.getByLabel(label)).toHaveValue("");
  await expect(page.getByLabel("Name*")).toHaveValue("Faye");
  await expect(page.getByLabel("Email*")).toHaveValue(member.email);
  await expectDelivered(subject, member.email, text);
});

test("a visitor sends a message; required fields are checked first", async ({ page }) => {
  await page.goto("/dashboard/support");
  await expect(question(page, "Popular Questions", "How do I join a club?")).toBeVisible();
  await question(page, "All Questions", "How quickly does support reply?").click();
  await expect(page.getByText("We typically reply within 24 hours. Write to us")).toBeVisible();
  await page.goto("/dashboard/support?tab=contact");
  await expect(page.getByRole("tab", { name: "Contact Us" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  // The hidden honeypot is neither announced nor reachable with Tab.
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await page.getByLabel("Message*").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();

  const email = uniqueEmail("visitor");
  const subject = `Visitor question ${Date.now()}`;
  const text = "Can I try a meeting before I join a club?";
  await sendMessage(page, { name: "Vic Visitor", email, subject, message: text });
  await expectToast(page, "Message Sent", "Your message has been sent successfully. We'll get back to you soon.");
  await expect(page.getByLabel("Message*")).toHaveValue("");
  await expectDelivered(subject, email, text);
});

test("the spec's toasts when the FAQs cannot load, when the message is only saved, and when saving fails", async ({
  page,
}) => {
  await page.route("**/api/support/faqs", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "down" } } }),
  );
  await page.goto("/dashboard/support");
  await expectToast(page, "Error", "Failed to load FAQs. Please try again.", { destructive: true });
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

  const values = { name: "Sam", email: "sam@example.com", subject: "", message: "Hello there" };
  await page.route("**/api/support/contact", (route) => route.fulfill({ status: 201, json: { outcome: "saved" } }));
  await sendMessage(page, values);
  await expectToast(page, "Message Saved", "Your message has been saved. We'll get back to you soon via email.");
  await expect(page.getByLabel("Name*")).toHaveValue("");

  await page.unroute("**/api/support/contact");
  await page.route("**/api/support/contact", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "CONTACT_NOT_SAVED", message: "Not saved" } } }),
  );
  await sendMessage(page, values);
  await expectToast(page, "Error", "Failed to send message. Please try again.", { destructive: true });
  // Nothing was lost: the message is still in the form to send again.
  await expect(page.getByLabel("Message*")).toHaveValue("Hello there");
});

test("the administration page sends visitors to sign in and tells members it is for administrators", async ({
  page,
  signedInMember,
}) => {
  await page.goto("/dashboard/admin");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/auth" && url.searchParams.get("next") === "/dashboard/admin",
  );

  const { page: memberPage } = await signedInMember("Otto");
  await memberPage.goto("/dashboard/admin");
  await expect(memberPage.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
  await expect(memberPage.getByRole("heading", { name: "Administrators only" })).toBeVisible();
  await expect(memberPage.getByRole("heading", { name: "Contact messages" })).toHaveCount(0);
});

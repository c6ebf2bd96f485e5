/**
 * Links and addresses that name where to go next never take the browser to another site, however the target is
 * spelled: the auth routes (links in mails) and the sign-in page's `next`.
 */
import { FOREIGN_SPELLINGS } from "../test/support/redirects";
import { APP_URL } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const onThisSite = (url: string) => new URL(url).origin === APP_URL;
const travelling = FOREIGN_SPELLINGS.filter((spelling) => spelling.startsWith("/"));

test("a verification link with a foreign callbackURL lands on this site", async ({ page }) => {
  for (const spelling of travelling) {
    for (const name of ["callbackURL", "errorCallbackURL"]) {
      const query = new URLSearchParams({ token: "x", callbackURL: "/dashboard", [name]: spelling });
      await page.goto(`/api/auth/verify-email?${query}`);
      expect(onThisSite(page.url()), `${name}=${JSON.stringify(spelling)} → ${page.url()}`).toBe(true);
    }
  }
});

test("signing in with a foreign next= stays on this site", async ({ signedInMember }) => {
  const { page } = await signedInMember("Nadia");
  for (const spelling of [...travelling, "/dashboard/..//evil.example/sign-in"]) {
    await page.goto(`/auth?next=${encodeURIComponent(spelling)}`);
    await expect(page).toHaveURL((url) => url.origin === APP_URL && url.pathname === "/dashboard");
  }
});

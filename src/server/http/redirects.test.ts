import { describe, expect, test } from "vitest";
import { FOREIGN_SPELLINGS } from "../../../test/support/redirects";
import { APP_URL, aServerForTheFile, TEST_PASSWORD } from "../../../test/support/server";

const server = aServerForTheFile();

/** Where a browser goes when it follows `location`: always this site, else the test names the spelling. */
function expectSameSite(location: string | null, spelling: string) {
  expect(location, spelling).toBeTruthy();
  const landing = new URL(location ?? "", `${APP_URL}/`);
  expect(landing.origin, `${JSON.stringify(spelling)} → ${location}`).toBe(APP_URL);
  expect(location, spelling).not.toMatch(/^\s*[/\\]{2}/);
  return landing;
}

/** Tabs and line breaks in an address are refused outright (400), which is as safe as a redirect home. */
const refusedOutright = (spelling: string) => /[\t\n\r]/.test(spelling);

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

describe("redirect targets of the auth routes stay on this site", () => {
  test("verify-email: callbackURL and errorCallbackURL in every foreign spelling land on the dashboard", async () => {
    for (const spelling of FOREIGN_SPELLINGS) {
      const queries: Array<Record<string, string>> = [
        { callbackURL: spelling },
        { callbackURL: "/dashboard", errorCallbackURL: spelling },
      ];
      for (const query of queries) {
        const response = await server.get(withQuery("/api/auth/verify-email", { token: "x", ...query }));
        if (refusedOutright(spelling)) {
          expect(response.status, spelling).toBe(400);
          continue;
        }
        expect(response.status, spelling).toBe(302);
        expect(expectSameSite(response.headers.get("location"), spelling).pathname).toBe("/dashboard");
      }
    }
  });

  test("the same spellings sent percent-encoded twice stay on this site too", async () => {
    for (const spelling of FOREIGN_SPELLINGS) {
      const twice = encodeURIComponent(encodeURIComponent(spelling));
      const response = await server.get(`/api/auth/verify-email?token=x&callbackURL=${twice}`);
      if (response.status === 400 && refusedOutright(decodeURIComponent(spelling))) continue;
      expectSameSite(response.headers.get("location"), spelling);
    }
  });

  test("reset-password links: callbackURL in every foreign spelling", async () => {
    for (const spelling of FOREIGN_SPELLINGS) {
      const response = await server.get(withQuery("/api/auth/reset-password/not-a-token", { callbackURL: spelling }));
      expect(response.status, spelling).toBe(refusedOutright(spelling) ? 400 : 302);
      if (refusedOutright(spelling)) continue;
      expectSameSite(response.headers.get("location"), spelling);
    }
  });

  test("sign-up and reset requests carrying a foreign target mail links that lead back to this site", async () => {
    const spellings = FOREIGN_SPELLINGS.filter((spelling) => spelling.startsWith("/"));
    for (const [index, spelling] of spellings.entries()) {
      const email = `redirect${index}@example.com`;
      const signUp = await server.post("/api/auth/sign-up/email", {
        name: "Ann",
        email,
        password: TEST_PASSWORD,
        callbackURL: spelling,
      });
      expect(signUp.status, spelling).toBe(200);
      const reset = await server.post("/api/auth/request-password-reset", { email, redirectTo: spelling });
      expect(reset.status, spelling).toBe(200);
      const links = server
        .outbox()
        .filter((mail) => mail.to.includes(email))
        .flatMap((mail) => mail.links.filter((link) => link.includes("/api/auth/")));
      expect(links.length, spelling).toBeGreaterThan(0);
      for (const link of links) {
        const target = new URL(link).searchParams.get("callbackURL") ?? "";
        expect(target, spelling).toBe("/dashboard");
        const followed = await server.client().get(link);
        expectSameSite(followed.headers.get("location"), spelling);
      }
    }
  });

  test("pages of this site are kept, normalised", async () => {
    const response = await server.get(
      withQuery("/api/auth/verify-email", { token: "x", callbackURL: "/dashboard/./events/../pathways" }),
    );
    expect(new URL(response.headers.get("location") ?? "", APP_URL).pathname).toBe("/dashboard/pathways");
  });
});

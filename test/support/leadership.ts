/**
 * What the Leadership Central tests share: the error a refused request answers with, and a club officer signed in
 * in the test's own browser.
 */
import { expect } from "vitest";
import { makeOfficer } from "./factories";
import type { TestServer } from "./server";

export async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

/** The test's own browser signed in as a club officer (a member holding a Leadership Central grant). */
export async function leader(server: TestServer, email = "lead@example.com", firstName = "Lea") {
  const { user } = await server.signUpAndVerify(email, firstName);
  await makeOfficer(server, user.id);
  return user;
}

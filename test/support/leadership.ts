/** What the Leadership Central tests share: a club officer signed in in the test's own browser. */
import { makeOfficer } from "./factories";
import type { TestServer } from "./server";

/** The test's own browser signed in as a club officer (a member holding a Leadership Central grant). */
export async function leader(server: TestServer, email = "lead@example.com", firstName = "Lea") {
  const { user } = await server.signUpAndVerify(email, firstName);
  await makeOfficer(server, user.id);
  return user;
}

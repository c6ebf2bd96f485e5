// No secret in any log, also when the database fails (decision 132): sign-in, password reset, e-mail verification
// and a signed-in request while the auth tables cannot be read. Everything logged and everything printed on the
// console is searched for the session token, the reset token and the verification token.
import { sql } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { aServerWithSmtpForTheFile, TEST_PASSWORD } from "../../test/support/server";

// With SMTP the links are never logged on purpose (without it, they are printed for local use).
const { server, smtp } = aServerWithSmtpForTheFile(Array.from({ length: 50 }, (_, index) => 3800 + index));

const linkIn = (email: string, part: string) =>
  smtp.received
    .findLast((mail) => mail.to === email && mail.links.some((link) => link.includes(part)))
    ?.links.find((link) => link.includes(part)) ?? "";

test("tokens stay out of the logs and off the console while the database fails", async () => {
  const member = server.client();
  const email = "lena@example.com";
  expect((await member.post("/api/auth/sign-up/email", { name: "Lena", email, password: TEST_PASSWORD })).status).toBe(
    200,
  );
  const verifyLink = linkIn(email, "verify-email");
  expect((await member.get(verifyLink)).status).toBe(302);
  const sessionToken = decodeURIComponent(member.sessionCookie ?? "").split(".")[0] ?? "";
  expect(sessionToken.length).toBeGreaterThan(16);
  expect(
    (await member.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" })).status,
  ).toBe(200);
  const resetToken = new URL(linkIn(email, "reset-password")).pathname.split("/").pop() ?? "";
  expect(resetToken.length).toBeGreaterThan(16);
  const secondSignUp = server.client();
  await secondSignUp.post("/api/auth/sign-up/email", {
    name: "Otto",
    email: "otto@example.com",
    password: TEST_PASSWORD,
  });
  const verifyToken = new URL(linkIn("otto@example.com", "verify-email")).searchParams.get("token") ?? "";

  const printed: string[] = [];
  const capture = (...args: unknown[]) => void printed.push(args.map((arg) => String(arg)).join(" "));
  const spies = [
    vi.spyOn(console, "error").mockImplementation(capture),
    vi.spyOn(console, "warn").mockImplementation(capture),
    vi.spyOn(console, "log").mockImplementation(capture),
  ];
  const loggedBefore = server.logs.length;
  try {
    await server.db.execute(sql`alter table sessions rename to sessions_away`);
    await server.db.execute(sql`alter table verifications rename to verifications_away`);
    const statuses = [
      (await server.client().signIn(email)).status,
      (await server.client().post("/api/auth/reset-password", { token: resetToken, newPassword: "a-new-password-7" }))
        .status,
      (await server.client().get(`/api/auth/reset-password/${resetToken}?callbackURL=/auth/reset-password`)).status,
      (await server.client().get(verifyLink.replace(/token=[^&]+/, `token=${verifyToken}`))).status,
      (await member.get("/api/profile")).status,
    ];
    // Each failed on the server's side (or, for links, sent the browser on): none is taken for the member's fault.
    for (const status of statuses) expect([302, 500, 503]).toContain(status);
  } finally {
    for (const spy of spies) spy.mockRestore();
    await server.db.execute(sql`alter table sessions_away rename to sessions`);
    await server.db.execute(sql`alter table verifications_away rename to verifications`);
  }
  const logged = server.logs.slice(loggedBefore);
  expect(
    logged.some((line) => line.level === 50),
    "the failures are logged",
  ).toBe(true);
  const everything = [...logged.map((line) => JSON.stringify(line)), ...printed].join("\n");
  for (const [name, secret] of Object.entries({ sessionToken, resetToken, verifyToken })) {
    const at = everything.indexOf(secret);
    expect(at, `${name} in: …${everything.slice(Math.max(0, at - 1500), at + 100)}`).toBe(-1);
  }
  expect(printed.filter((line) => line.includes("SERVER_ERROR"))).toEqual([]);
});

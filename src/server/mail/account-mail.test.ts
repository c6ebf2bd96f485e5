import { expect, test } from "vitest";
import { aServerWithSmtpForTheFile, TEST_PASSWORD } from "../../../test/support/server";
import { mailQueue } from "../db/schema";
import { deliverDueMail } from "./queue";

const { server, smtp } = aServerWithSmtpForTheFile(Array.from({ length: 50 }, (_, index) => 3700 + index));

/** What the mail worker does when the retry is due (it would wait 30 s). */
async function retryNow() {
  await server.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000) });
  return deliverDueMail({ db: server.db, mailer: server.deps.mailer, logger: server.deps.logger });
}

test("verification and reset mails sent while SMTP is down are delivered, once, when it is back", async () => {
  const email = "durable@example.com";
  const member = await server.client().post("/api/auth/sign-up/email", {
    name: "Vera",
    email: "vera@example.com",
    password: TEST_PASSWORD,
  });
  expect(member.status).toBe(200);
  await retryNow();
  smtp.received.length = 0;
  smtp.failWith = "451 try again later";

  const signUp = await server.client().post("/api/auth/sign-up/email", {
    name: "Dara",
    email,
    password: TEST_PASSWORD,
    callbackURL: "/dashboard",
  });
  expect(signUp.status).toBe(200);
  const reset = await server.client().post("/api/auth/request-password-reset", {
    email: "vera@example.com",
    redirectTo: "/auth/reset-password",
  });
  expect(reset.status).toBe(200);
  expect(smtp.received).toHaveLength(0);

  // Still down at the first retry: nothing is lost.
  expect(await retryNow()).toEqual({ sent: 0, failed: 2 });

  smtp.failWith = undefined;
  expect(await retryNow()).toEqual({ sent: 2, failed: 0 });
  expect(await retryNow()).toEqual({ sent: 0, failed: 0 });

  const verification = smtp.received.filter((mail) => mail.to === email);
  const resetMail = smtp.received.filter((mail) => mail.to === "vera@example.com");
  expect(verification).toHaveLength(1);
  expect(resetMail).toHaveLength(1);
  expect(resetMail[0]?.subject).toMatch(/reset/i);

  // The delivered link works, and the queue no longer holds it.
  const link = verification[0]?.links.find((url) => url.includes("/api/auth/verify-email")) ?? "";
  const verified = await server.client().get(link);
  expect(verified.status).toBe(302);
  const rows = await server.db.select().from(mailQueue);
  for (const row of rows.filter((entry) => entry.kind === "verification" || entry.kind === "password-reset")) {
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.bodyText).not.toContain("token");
  }
});

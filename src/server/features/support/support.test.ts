import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { aServerWithSmtpForTheFile, errorOf, TEST_PASSWORD, type TestClient } from "../../../../test/support/server";
import { contactSubmissions, faqs, mailQueue } from "../../db/schema";
import { deliverDueMail, deliverNow } from "../../mail/queue";
import { grantAdmin } from "../admin/service";

const SUPPORT = "help@pitchcraft.test";
const PORTS = Array.from({ length: 50 }, (_, index) => 3600 + index);

// The client's address comes from a header here, so each test can be "another computer" for the rate limit.
const { server, smtp } = aServerWithSmtpForTheFile(PORTS, {
  SUPPORT_EMAIL: SUPPORT,
  CLIENT_IP_HEADER: "x-forwarded-for",
});
let clients = 0;

beforeEach(async () => {
  await server.db.delete(mailQueue);
  await server.db.delete(contactSubmissions);
  await server.db.delete(faqs);
});

/** A browser on a computer of its own (its own address, so its own rate limit). */
function visitor(): TestClient & { send(body: unknown): Promise<Response> } {
  const client = server.client();
  const address = `203.0.113.${++clients}`;
  return Object.assign(client, {
    send: (body: unknown) => client.post("/api/support/contact", body, { headers: { "x-forwarded-for": address } }),
  });
}

/** Signs the client up and opens the verification link, which this server sends over SMTP. */
async function signUp(client: TestClient, email: string, firstName: string) {
  const response = await client.post("/api/auth/sign-up/email", { name: firstName, email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  await expect.poll(() => smtp.received.some((mail) => mail.to === email)).toBe(true);
  const link = smtp.received.find((mail) => mail.to === email)?.links.find((url) => url.includes("verify-email"));
  expect((await client.get(link ?? "")).status).toBe(302);
  smtp.received.length = 0;
  const session = await client.session();
  return { id: String(session?.user.id) };
}

const message = {
  name: "Ann Lee",
  email: "ann@example.com",
  subject: "Club for beginners?",
  message: "Hello! Is there a club for <b>beginners</b> & newcomers in Leeds?\nThanks.",
};

const submissions = () => server.db.select().from(contactSubmissions);
const queuedMail = () => server.db.select().from(mailQueue).where(eq(mailQueue.kind, "contact"));
const mailDeps = () => ({ db: server.db, mailer: server.deps.mailer, logger: server.deps.logger });

const expectError = async (response: Response, status: number, code: string, text?: RegExp) => {
  const error = await errorOf(response);
  expect(error.status).toBe(status);
  expect(error.code).toBe(code);
  if (text) expect(error.message).toMatch(text);
};

describe("contact form: both saved and sent", () => {
  test("a visitor's message is saved, then e-mailed to the support address with Reply-To the sender", async () => {
    const response = await visitor().send(message);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ outcome: "sent" });

    const [saved, ...others] = await submissions();
    expect(others).toHaveLength(0);
    expect(saved).toMatchObject({
      name: "Ann Lee",
      email: "ann@example.com",
      subject: "Club for beginners?",
      message: message.message,
      userId: null,
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual([SUPPORT]);
    expect(mail?.to).toBe(SUPPORT);
    expect(mail?.replyTo).toBe("ann@example.com");
    expect(mail?.subject).toBe("[PitchCraft contact] Club for beginners?");
    expect(mail?.text).toContain("From: Ann Lee <ann@example.com>");
    expect(mail?.text).toContain("a visitor (not signed in)");
    expect(mail?.text).toContain(message.message);
    // The HTML part shows the sender's text as text, never as markup.
    expect(mail?.html).toContain("&lt;b&gt;beginners&lt;/b&gt; &amp; newcomers");
    expect(mail?.html).not.toContain("<b>beginners");

    const [row] = await queuedMail();
    expect(row).toMatchObject({ kind: "contact", refId: saved?.id, toAddress: SUPPORT, replyTo: "ann@example.com" });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  test("a signed-in member's message records who sent it; the subject is optional", async () => {
    const member = visitor();
    const user = await signUp(member, "mo@example.com", "Mo");
    const response = await member.send({ ...message, email: "mo.work@example.com", subject: "" });
    expect(await response.json()).toEqual({ outcome: "sent" });
    const [saved] = await submissions();
    expect(saved).toMatchObject({ userId: user.id, email: "mo.work@example.com", subject: null });
    const mail = smtp.received.at(-1);
    expect(mail?.subject).toBe("[PitchCraft contact] (no subject)");
    expect(mail?.replyTo).toBe("mo.work@example.com");
    // the support team reads who the member is (their account's name and address), not an internal id
    expect(mail?.text).toContain("Sent by: the member Mo <mo@example.com>");
    expect(mail?.html).toContain("the member Mo &lt;mo@example.com&gt;");
    expect(mail?.text).not.toContain(user.id);
  });
});

describe("contact form: saved, e-mail failed", () => {
  test("the message is kept and its e-mail retried until delivered, exactly once", async () => {
    smtp.failWith = "Mailbox temporarily unavailable";
    const response = await visitor().send(message);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ outcome: "saved" });

    const [saved] = await submissions();
    expect(saved?.email).toBe("ann@example.com");
    expect(smtp.received).toHaveLength(0);
    const [failed] = await queuedMail();
    expect(failed).toMatchObject({ refId: saved?.id, sentAt: null, attempts: 1 });
    // the cause in words, without the relay's own text (which may carry an address): docs/decisions/176
    expect(failed?.lastError).toBe("the mail relay refused the message (451)");

    // Not due yet: the worker waits before retrying.
    expect(await deliverDueMail(mailDeps())).toEqual({ sent: 0, failed: 0 });

    // Still failing when due: another attempt is recorded, nothing delivered.
    const makeDue = () =>
      server.db
        .update(mailQueue)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailQueue.id, failed?.id ?? ""));
    await makeDue();
    expect(await deliverDueMail(mailDeps())).toEqual({ sent: 0, failed: 1 });
    expect((await queuedMail())[0]?.attempts).toBe(2);

    smtp.failWith = undefined;
    await makeDue();
    expect(await deliverDueMail(mailDeps())).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: SUPPORT, replyTo: "ann@example.com" });
    expect(smtp.received[0]?.text).toContain(message.message);

    // Never again after a recorded success, even when it is "due".
    await makeDue();
    expect(await deliverDueMail(mailDeps())).toEqual({ sent: 0, failed: 0 });
    expect(await deliverNow(mailDeps(), failed?.id ?? "")).toBe(false);
    expect(smtp.received).toHaveLength(1);
    const [delivered] = await queuedMail();
    expect(delivered?.sentAt).toBeInstanceOf(Date);
    expect(delivered?.attempts).toBe(3);
    expect(delivered?.lastError).toBeNull();
  });
});

describe("contact form: not saved", () => {
  test("when the message cannot be stored the answer is an error and nothing is e-mailed", async () => {
    await server.db.execute(sql`alter table contact_submissions add constraint refuse_all check (false) not valid`);
    try {
      const response = await visitor().send(message);
      await expectError(response, 500, "CONTACT_NOT_SAVED");
    } finally {
      await server.db.execute(sql`alter table contact_submissions drop constraint refuse_all`);
    }
    expect(await submissions()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  test("when its e-mail cannot be queued the message is not kept either (one transaction)", async () => {
    await server.db.execute(
      sql`alter table mail_queue add constraint refuse_contact check (kind <> 'contact') not valid`,
    );
    try {
      await expectError(await visitor().send(message), 500, "CONTACT_NOT_SAVED");
    } finally {
      await server.db.execute(sql`alter table mail_queue drop constraint refuse_contact`);
    }
    expect(await submissions()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });
});

describe("contact form: abuse", () => {
  test("a filled honeypot looks like success, but nothing is saved or sent", async () => {
    const response = await visitor().send({ ...message, website: "https://cheap-pills.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ outcome: "sent" });
    expect(await submissions()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
  });

  test("five messages per client in ten minutes; the sixth is refused with a clear message", async () => {
    const sender = visitor();
    for (let index = 1; index <= 5; index++) {
      const response = await sender.send({ ...message, subject: `Message ${index}` });
      expect(response.status).toBe(201);
    }
    const refused = await sender.send({ ...message, subject: "Message 6" });
    // how long to wait travels as a number too, never to be read out of the message's words
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(540);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await refused.clone().json()).error.retryAfterSeconds).toBe(wait);
    await expectError(
      refused,
      429,
      "RATE_LIMITED",
      /^You have sent several messages in a short time\. Please wait 10 minutes before sending another\.$/,
    );
    expect(await submissions()).toHaveLength(5);
    expect(smtp.received.map((mail) => mail.subject)).not.toContain("[PitchCraft contact] Message 6");
    // Another computer is not affected.
    expect((await visitor().send(message)).status).toBe(201);
  });

  test("over-long, missing or unexpected fields are refused and nothing is saved", async () => {
    const sender = visitor();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...message, name: "N".repeat(101) }, /Name must be at most 100 characters/],
      [{ ...message, email: `${"e".repeat(250)}@example.com` }, /at most 254 characters/],
      [{ ...message, subject: "S".repeat(201) }, /Subject must be at most 200 characters/],
      [{ ...message, message: "M".repeat(5001) }, /Message must be at most 5000 characters/],
      [{ ...message, name: "  " }, /Name is required/],
      [{ ...message, message: "" }, /Message is required/],
      [{ ...message, email: "not-an-address" }, /valid email/],
      [{ ...message, subject: "Hi\r\nBcc: everyone@example.com" }, /Subject must be on one line/],
      [{ ...message, userId: "someone" }, /Unexpected field: userId/],
    ];
    for (const [body, text] of cases) await expectError(await sender.send(body), 400, "INVALID_INPUT", text);
    const atTheLimits = {
      name: "N".repeat(100),
      email: "ann@example.com",
      subject: "S".repeat(200),
      message: "M".repeat(5000),
    };
    expect((await sender.send(atTheLimits)).status).toBe(201);
    expect(await submissions()).toHaveLength(1);
  });
});

describe("FAQs", () => {
  const seedFaqs = () =>
    server.db.insert(faqs).values([
      { question: "How do I reset my password?", answer: "Choose Forgot password?.", orderIndex: 1 },
      { question: "How do I join a club?", answer: "Press Join Club.", isFeatured: true, orderIndex: 2 },
      { question: "What do the timer lights mean?", answer: "Green, yellow and RED.", orderIndex: 0 },
      { question: "What is a pathway?", answer: "A series of projects.", isFeatured: true, orderIndex: 1 },
    ]);
  const questions = async (search?: string) => {
    const response = await server.client().api.support.faqs.$get({ query: search === undefined ? {} : { search } });
    expect(response.status).toBe(200);
    return (await response.json()).faqs.map((faq) => faq.question);
  };

  test("visitors read them, featured first, then by order index", async () => {
    await seedFaqs();
    expect(await questions()).toEqual([
      "What is a pathway?",
      "How do I join a club?",
      "What do the timer lights mean?",
      "How do I reset my password?",
    ]);
    const [first] = (await (await server.api.support.faqs.$get({ query: {} })).json()).faqs;
    expect(first).toEqual({
      id: expect.any(String),
      question: "What is a pathway?",
      answer: "A series of projects.",
      isFeatured: true,
      orderIndex: 1,
    });
  });

  test("search matches question and answer, ignoring case", async () => {
    await seedFaqs();
    expect(await questions("CLUB")).toEqual(["How do I join a club?"]);
    expect(await questions("HOW DO")).toEqual(["How do I join a club?", "How do I reset my password?"]);
    expect(await questions("red")).toEqual(["What do the timer lights mean?"]);
    expect(await questions(" pathway ")).toEqual(["What is a pathway?"]);
    expect(await questions("nothing like this")).toEqual([]);
    await expectError(await server.get(`/api/support/faqs?search=${"x".repeat(201)}`), 400, "INVALID_INPUT");
  });

  test("no FAQs at all is an empty list", async () => {
    expect(await questions()).toEqual([]);
  });
});

test("the contact info names the configured support address and the 24-hour reply promise", async () => {
  const response = await server.client().get("/api/support/contact-info");
  expect(await response.json()).toEqual({ email: SUPPORT, replyWithinHours: 24 });
});

describe("admins see contact submissions", () => {
  test("newest first with their e-mail status; members and visitors are refused", async () => {
    const admin = visitor();
    await signUp(admin, "boss@example.com", "Bea");
    await grantAdmin(server.db, "boss@example.com");
    const member = visitor();
    await signUp(member, "pat@example.com", "Pat");

    await visitor().send({ ...message, subject: "First" });
    smtp.failWith = "Connection refused by relay";
    await member.send({ ...message, name: "Pat", email: "pat@example.com", subject: "Second" });
    await server.db
      .update(contactSubmissions)
      .set({ createdAt: sql`now() + interval '1 second'` })
      .where(eq(contactSubmissions.subject, "Second"));

    await expectError(await server.client().get("/api/admin/contact-submissions"), 401, "NOT_SIGNED_IN");
    await expectError(await member.get("/api/admin/contact-submissions"), 403, "NOT_ADMIN");

    const response = await admin.api.admin["contact-submissions"].$get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(2);
    expect(body.submissions.map((submission) => submission.subject)).toEqual(["Second", "First"]);
    expect(body.submissions[0]).toMatchObject({
      name: "Pat",
      email: "pat@example.com",
      fromMember: true,
      emailStatus: { status: "retrying", attempts: 1, lastError: "the mail relay refused the message (451)" },
    });
    expect(body.submissions[1]).toMatchObject({
      name: "Ann Lee",
      fromMember: false,
      message: message.message,
      emailStatus: { status: "sent", attempts: 1, lastError: null },
    });
  });
});

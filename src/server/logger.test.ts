import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, test } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("") };
}

describe("the JSON log", () => {
  test("keeps the SQL of a failed query but not the values bound to it", () => {
    const { logger, text } = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: "23505",
    });
    const error = new DrizzleQueryError(
      "insert into contact_submissions (email, message) values ($1, $2)",
      ["ines@example.com", "My private message,\nwith a second line"],
      cause,
    );
    logger.error({ err: error }, "contact message could not be saved");

    const line = JSON.parse(text()) as { err: { message: string; stack: string; params: unknown; code?: string } };
    expect(text()).not.toContain("ines@example.com");
    expect(text()).not.toContain("My private message");
    expect(line.err.message).toContain("insert into contact_submissions (email, message) values ($1, $2)");
    expect(line.err.message).toContain("params: [redacted]");
    expect(line.err.message).toContain("duplicate key value"); // the cause, still there
    expect(line.err.params).toBe("[redacted]");
  });

  test("redacts passwords, tokens, cookies and access keys given as fields", () => {
    const { logger, text } = capture();
    logger.info(
      {
        password: "hunter2-hunter2",
        body: { password: "pw-in-a-body", token: "tok-in-a-body" },
        token: "a-one-time-token",
        req: { headers: { cookie: "session=abc123", authorization: "Bearer xyz789" } },
        accessKey: "LEAD-1234-5678",
      },
      "something happened",
    );
    for (const secret of [
      "hunter2",
      "pw-in-a-body",
      "tok-in-a-body",
      "a-one-time-token",
      "abc123",
      "xyz789",
      "LEAD-1234",
    ]) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain("something happened");
  });
});

import { expect, test } from "vitest";
import { failureCause, withoutPrivateParts } from "./failure-cause";

const failedQuery = (cause: unknown) =>
  new Error(
    'Failed query: insert into "mail_queue" ("to_address", "subject") values ($1, $2)\nparams: rita@example.com,Your role',
    { cause },
  );

test("a mail relay that cannot be reached is named, without the query or the address", () => {
  const relay = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:587"), { code: "ESOCKET", command: "CONN" });
  expect(failureCause(failedQuery(relay))).toBe("the mail relay is unavailable (connection failed)");
  expect(failureCause(Object.assign(new Error("Invalid login"), { code: "EAUTH", command: "AUTH PLAIN" }))).toBe(
    "the mail relay refused the sign-in",
  );
});

test("a database's own reason, never the SQL nor the values bound to it", () => {
  const refused = Object.assign(new Error('duplicate key value violates unique constraint "jobs_kind_key"'), {
    code: "23505",
  });
  expect(failureCause(failedQuery(refused))).toBe('duplicate key value violates unique constraint "jobs_kind_key"');
  const cause = failureCause(failedQuery(undefined));
  expect(cause).toBe("a database query failed");
  expect(cause).not.toContain("@");
});

test("texts stored before are read without addresses or SQL", () => {
  expect(withoutPrivateParts('Failed query: select 1 from "users"\nparams: rita@example.com')).toBe(
    "a database query failed",
  );
  expect(withoutPrivateParts("no mailbox for rita@example.com")).toBe("no mailbox for [address]");
});

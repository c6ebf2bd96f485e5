import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, test } from "vitest";
import { columnsEqual } from "./conditions";
import { meetingVotes } from "./schema";

const dialect = new PgDialect();

describe("columnsEqual", () => {
  test("asks for each column's value, all of them", () => {
    const query = dialect.sqlToQuery(
      columnsEqual(meetingVotes, { eventId: "e1", voterId: "u1", category: "best-speaker" }),
    );
    expect(query.sql).toBe(
      '("meeting_votes"."event_id" = $1 and "meeting_votes"."voter_id" = $2 and "meeting_votes"."category" = $3)',
    );
    expect(query.params).toEqual(["e1", "u1", "best-speaker"]);
  });

  test("refuses to stand for no condition at all", () => {
    expect(() => columnsEqual(meetingVotes, {})).toThrow();
  });
});

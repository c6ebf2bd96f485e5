/**
 * Control characters are bad input, never a crash: NUL (which PostgreSQL cannot store) and the other control
 * characters in every kind of field answer 400 with a clear message, and nothing is written (docs/decisions/105).
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  announcements,
  contactSubmissions,
  events,
  leadershipAccess,
  leadershipAccessKeys,
  meetingAgendas,
  pitches,
} from "../src/server/db/schema";
import { anEvent, signedInAdmin } from "./support/factories";
import { createTestServer, type TestClient, type TestServer } from "./support/server";

let server: TestServer;
let admin: TestClient;
let eventId: string;

beforeAll(async () => {
  server = await createTestServer();
  const signedIn = await signedInAdmin(server, "Ada");
  admin = signedIn.client;
  await server.db.insert(leadershipAccess).values({ userId: signedIn.user.id });
  eventId = await anEvent(server);
});

afterAll(async () => {
  await server.close();
});

const NUL = "\u0000";

async function expectRefused(response: Response, message: RegExp) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe("INVALID_INPUT");
  expect(body.error.message).toMatch(message);
}

const event = {
  title: "Club Night",
  date: "2099-05-04",
  time: "18:30",
  timeZone: "Europe/London",
};

describe("a NUL byte in any field", () => {
  const notAllowed = /contains a character that is not allowed/;
  const cases: Array<[string, () => Promise<Response>]> = [
    [
      "profile first name",
      () =>
        admin.request("/api/profile", {
          method: "PATCH",
          json: { firstName: `Ada${NUL}`, lastName: "", profilePictureUrl: "" },
        }),
    ],
    [
      "profile last name",
      () =>
        admin.request("/api/profile", {
          method: "PATCH",
          json: { firstName: "Ada", lastName: NUL, profilePictureUrl: "" },
        }),
    ],
    ["event title", () => admin.post("/api/events", { ...event, title: `Night${NUL}` })],
    ["event description", () => admin.post("/api/events", { ...event, description: `About${NUL}` })],
    ["event location", () => admin.post("/api/events", { ...event, location: NUL })],
    ["agenda title", () => admin.post(`/api/events/${eventId}/agenda`, { title: `Opening${NUL}` })],
    ["agenda description", () => admin.post(`/api/events/${eventId}/agenda`, { title: "Opening", description: NUL })],
    [
      "pitch title",
      () => admin.post("/api/learning/pitches", { certificationId: 1, goalId: "g", title: `P${NUL}`, content: "c" }),
    ],
    [
      "pitch content",
      () => admin.post("/api/learning/pitches", { certificationId: 1, goalId: "g", title: "P", content: `c${NUL}` }),
    ],
    [
      "contact name",
      () => admin.post("/api/support/contact", { name: `Ada${NUL}`, email: "ada@example.com", message: "Hi" }),
    ],
    [
      "contact message",
      () => admin.post("/api/support/contact", { name: "Ada", email: "ada@example.com", message: `Hi${NUL}` }),
    ],
    ["access key label", () => admin.post("/api/admin/access-keys", { label: `Key${NUL}` })],
    ["access key at the gate", () => admin.post("/api/leadership/access", { key: `LC-${NUL}` })],
    ["announcement", () => admin.post("/api/leadership/announcements", { message: `Hello${NUL}` })],
  ];

  for (const [field, send] of cases) {
    test(field, async () => {
      await expectRefused(await send(), notAllowed);
    });
  }

  test("password reset token", async () => {
    const response = await server.client().post("/api/auth/reset-password", {
      token: `abc${NUL}`,
      newPassword: "a-new-password-1",
    });
    await expectRefused(response, notAllowed);
  });

  test("a NUL anywhere in an auth request's body, even in a field Better Auth ignores", async () => {
    await expectRefused(await server.client().post("/api/auth/sign-out", { extra: NUL }), notAllowed);
  });

  test("searches and ids in the address, as a visitor", async () => {
    const visitor = server.client();
    for (const path of [
      "/api/clubs?search=%00",
      "/api/support/faqs?search=%00",
      "/api/events/members?q=%00",
      "/api/events/%00",
      "/api/clubs?search=%1b%5B31m",
    ]) {
      await expectRefused(await visitor.get(path), notAllowed);
    }
  });

  test("nothing was written", async () => {
    for (const table of [events, meetingAgendas, pitches, contactSubmissions, leadershipAccessKeys, announcements]) {
      const [row] = await server.db.select({ rows: count() }).from(table);
      expect(row?.rows).toBe(table === events ? 1 : 0);
    }
  });
});

describe("other control characters and invisible names", () => {
  test("tab and line breaks are kept in multi-line text and refused in one-line fields", async () => {
    await expectRefused(
      await admin.post(`/api/events/${eventId}/agenda`, { title: "Opening\nremarks" }),
      /Title must be on one line/,
    );
    const saved = await admin.post(`/api/events/${eventId}/agenda`, {
      title: "Opening",
      description: "Welcome\n\tand housekeeping",
    });
    expect(saved.status).toBe(201);
    await expectRefused(
      await admin.post("/api/support/contact", { name: "Ada\u0007", email: "ada@example.com", message: "Hi" }),
      /Name contains a character that is not allowed/,
    );
  });

  test("a name made only of zero-width spaces is blank", async () => {
    const response = await admin.request("/api/profile", {
      method: "PATCH",
      json: { firstName: "\u200B\u200B", lastName: "", profilePictureUrl: "" },
    });
    await expectRefused(response, /First Name is required/);
  });

  test("an impossible date says the date is invalid", async () => {
    for (const date of ["2099-02-30", "99999-01-01", "2099-13-01"]) {
      await expectRefused(await admin.post("/api/events", { ...event, date }), /Date is not a valid date/);
    }
    await expectRefused(await admin.post("/api/events", { ...event, date: "" }), /Date is required/);
  });
});

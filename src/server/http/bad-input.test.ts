import { describe, expect, test } from "vitest";
import { aServerForTheFile, errorOf, TEST_PASSWORD } from "../../../test/support/server";
import { users } from "../db/schema";

// One server for the file: every request here is refused, so the tests cannot disturb each other,
// and the last test checks that nothing was written by any of them.
const server = aServerForTheFile();

const expectError = async (response: Response, status: number, code: string, message?: RegExp) => {
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const error = await errorOf(response);
  expect(error).toEqual({ status, code, message: expect.any(String) });
  if (message) expect(error.message).toMatch(message);
  return error;
};

const signUpBody = { name: "Ann", email: "ann@example.com", password: TEST_PASSWORD };

describe("auth requests", () => {
  test("a body that is not JSON is refused", async () => {
    const response = await server.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "Ann", "email": ',
    });
    await expectError(response, 400, "INVALID_JSON", /valid JSON/);
  });

  test("JSON that is not an object is refused", async () => {
    for (const json of [null, [], "ann@example.com", 42]) {
      const response = await server.post("/api/auth/sign-in/email", json);
      await expectError(response, 400, "INVALID_INPUT");
    }
  });

  test("a missing field is named in the message", async () => {
    const response = await server.post("/api/auth/sign-up/email", { name: "Ann", email: "ann@example.com" });
    await expectError(response, 400, "INVALID_INPUT", /password/);
    const noEmail = await server.post("/api/auth/sign-in/email", { password: TEST_PASSWORD });
    await expectError(noEmail, 400, "INVALID_INPUT", /email/);
  });

  test("a first name over 50 characters is refused; 50 is the limit", async () => {
    const response = await server.post("/api/auth/sign-up/email", { ...signUpBody, name: "A".repeat(51) });
    await expectError(response, 400, "INVALID_INPUT", /First Name must be at most 50 characters/);
  });

  test("an invalid or over-long e-mail address is refused", async () => {
    const invalid = await server.post("/api/auth/sign-up/email", { ...signUpBody, email: "not-an-address" });
    await expectError(invalid, 400, "INVALID_INPUT", /valid email/);
    const long = await server.post("/api/auth/sign-up/email", {
      ...signUpBody,
      email: `${"a".repeat(250)}@example.com`,
    });
    await expectError(long, 400, "INVALID_INPUT", /at most 254 characters/);
  });

  test("a password over 128 characters is refused", async () => {
    const response = await server.post("/api/auth/sign-up/email", { ...signUpBody, password: "p".repeat(129) });
    await expectError(response, 400, "INVALID_INPUT", /at most 128 characters/);
  });

  test("an unexpected field is refused (a member cannot mark their own e-mail verified)", async () => {
    const response = await server.post("/api/auth/sign-up/email", { ...signUpBody, emailVerified: true });
    await expectError(response, 400, "INVALID_INPUT", /Unexpected field: emailVerified/);
    const lastName = await server.post("/api/auth/sign-up/email", { ...signUpBody, lastName: "Smith" });
    await expectError(lastName, 400, "INVALID_INPUT", /Unexpected field: lastName/);
  });

  test("Better Auth's own profile endpoints are closed (the profile has its own checked route)", async () => {
    const member = server.client();
    await member.signUpAndVerify("closed@example.com", "Cleo");
    await expectError(await member.post("/api/auth/update-user", { name: "C".repeat(500) }), 404, "NOT_FOUND");
    await expectError(
      await member.post("/api/auth/change-email", { newEmail: "stolen@example.com" }),
      404,
      "NOT_FOUND",
    );
    await expectError(await member.post("/api/auth/delete-user", {}), 404, "NOT_FOUND");
    expect((await member.session())?.user).toMatchObject({ name: "Cleo", email: "closed@example.com" });
  });

  test("a body over 1 MB gets 413", async () => {
    const big = JSON.stringify({ ...signUpBody, name: "A".repeat(1024 * 1024 + 10) });
    const response = await server.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    await expectError(response, 413, "PAYLOAD_TOO_LARGE");
  });

  test("a body over 1 MB without a content-length (streamed) gets 413", async () => {
    const chunk = new TextEncoder().encode("A".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await server.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    await expectError(response, 413, "PAYLOAD_TOO_LARGE");
  });
});

describe("routes", () => {
  test("an unknown /api route answers 404 in JSON", async () => {
    await expectError(await server.get("/api/no-such-thing"), 404, "NOT_FOUND");
    await expectError(await server.post("/api/dashboard/no-such-thing", {}), 404, "NOT_FOUND");
    await expectError(await server.request("/api/profile", { method: "DELETE" }), 404, "NOT_FOUND");
  });

  test("health answers", async () => {
    const response = await server.get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("profile", () => {
  test("a visitor cannot read or change a profile", async () => {
    const visitor = server.client();
    await expectError(await visitor.get("/api/profile"), 401, "NOT_SIGNED_IN");
    const patch = await visitor.request("/api/profile", {
      method: "PATCH",
      json: { firstName: "Eve", lastName: "", profilePictureUrl: "" },
    });
    await expectError(patch, 401, "NOT_SIGNED_IN");
  });

  test("a member's invalid changes are refused and nothing changes", async () => {
    const member = server.client();
    await member.signUpAndVerify("member@example.com", "Mia");
    const before = await (await member.get("/api/profile")).json();
    expect(before).toMatchObject({ email: "member@example.com", firstName: "Mia", lastName: null, isAdmin: false });

    const patch = (json: unknown) => member.request("/api/profile", { method: "PATCH", json });
    const valid = { firstName: "Mia", lastName: "Wong", profilePictureUrl: "https://example.com/mia.png" };

    await expectError(await patch({ ...valid, firstName: " " }), 400, "INVALID_INPUT", /First Name is required/);
    await expectError(await patch({ ...valid, firstName: "M".repeat(51) }), 400, "INVALID_INPUT", /at most 50/);
    await expectError(await patch({ ...valid, lastName: "W".repeat(51) }), 400, "INVALID_INPUT", /Last Name/);
    await expectError(
      await patch({ ...valid, profilePictureUrl: "javascript:alert(1)" }),
      400,
      "INVALID_INPUT",
      /Picture address must start with https:\/\//,
    );
    await expectError(
      await patch({ ...valid, profilePictureUrl: `https://example.com/${"a".repeat(2048)}` }),
      400,
      "INVALID_INPUT",
      /at most 2048/,
    );
    await expectError(
      await patch({ ...valid, email: "other@example.com" }),
      400,
      "INVALID_INPUT",
      /Unexpected field: email/,
    );
    await expectError(await patch({ firstName: "Mia" }), 400, "INVALID_INPUT", /lastName/);
    const broken = await member.request("/api/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{firstName:",
    });
    await expectError(broken, 400, "INVALID_JSON");

    expect(await (await member.get("/api/profile")).json()).toEqual(before);

    const saved = await patch({ ...valid, lastName: "  Wong  " });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      firstName: "Mia",
      lastName: "Wong",
      profilePictureUrl: valid.profilePictureUrl,
    });
    expect((await member.session())?.user).toMatchObject({ name: "Mia", lastName: "Wong" });

    const cleared = await patch({ firstName: "Mia", lastName: "", profilePictureUrl: "" });
    expect(await cleared.json()).toMatchObject({ lastName: null, profilePictureUrl: null });
  });
});

describe("request bodies (docs/decisions/162)", () => {
  const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
  const send = (path: string, body: string, client = server.client()) =>
    client.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

  test("JSON nested 5,000 levels deep is a 400 on every JSON route, visitors' included, and logs no failure", async () => {
    const logged = server.logs.length;
    for (const path of ["/api/support/contact", "/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
      for (const body of [deep(5000), deepObject(5000), `{"name":${deep(5000)}}`]) {
        await expectError(await send(path, body), 400, "INVALID_JSON", /at most 32 levels/);
      }
    }
    const member = server.client();
    await member.signIn("member@example.com");
    const patch = await member.request("/api/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: deep(5000),
    });
    await expectError(patch, 400, "INVALID_JSON", /at most 32 levels/);
    const failures = server.logs.slice(logged).filter((line) => Number(line.level) >= 50);
    expect(failures).toEqual([]);
  });

  test("brackets inside text do not count as nesting", async () => {
    const response = await send("/api/support/contact", JSON.stringify({ name: "", message: "[{".repeat(100) }));
    await expectError(response, 400, "INVALID_INPUT", /Name is required/);
  });

  test("text with a lone surrogate or NUL is refused, in a value or a key", async () => {
    for (const body of [
      '{"email":"ann@example.com","password":"x\\ud800yyyyyyyy"}',
      '{"email":"ann@example.com","password":"\\udc00yyyyyyyy"}',
      '{"email":"ann@example.com","password":"yyyyyyyy","\\ud83d":1}',
      '{"email":"ann@example.com","password":"yyyy\\u0000yyyy"}',
    ]) {
      await expectError(await send("/api/auth/sign-in/email", body), 400, "INVALID_INPUT", /not allowed/);
    }
    // a whole pair is a character like any other
    const pair = await send(
      "/api/auth/sign-in/email",
      '{"email":"ann@example.com","password":"\\ud83d\\ude00yyyyyyyy"}',
    );
    expect(pair.status).toBe(401);
  });
});

test("after all the refused requests only the one member exists and the server still answers", async () => {
  const rows = await server.db.select({ email: users.email }).from(users);
  expect(rows.map((row) => row.email).sort()).toEqual(["closed@example.com", "member@example.com"]);
  expect((await server.get("/api/health")).status).toBe(200);
});

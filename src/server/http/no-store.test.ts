import { describe, expect, test } from "vitest";
import { aServerForTheFile } from "../../../test/support/server";

const server = aServerForTheFile();

describe("answers carrying a member's data are kept by no cache (decision 123)", () => {
  test("the summary, the profile and the session of a signed-in member are no-store", async () => {
    await server.signUpAndVerify("ann@example.com", "Ann");
    for (const path of ["/api/dashboard/summary", "/api/profile", "/api/auth/get-session", "/api/learning/pathways"]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    // refusals and writes too
    const refused = await server.get("/api/learning/certifications/9");
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  test("a visitor's public answers are left as they were", async () => {
    const response = await server.client().get("/api/events");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBeNull();
  });
});

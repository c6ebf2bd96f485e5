import { describe, expect, test } from "vitest";
import { aServerForTheFile, createTestServer } from "../../../test/support/server";
import { GUARDS } from "./auth-guard";
import { forwardedClient } from "./client-address";

describe("forwardedClient", () => {
  test("believes only the entries our proxies appended", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("1.2.3.4,5.6.7.8 ,  203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("1.2.3.4, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(forwardedClient("", 1)).toBeUndefined();
    expect(forwardedClient(" , ", 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});

describe("per-address limits behind a proxy that appends to X-Forwarded-For", () => {
  const server = aServerForTheFile({ env: { CLIENT_IP_HEADER: "x-forwarded-for" } });
  const limit = GUARDS["/api/auth/request-password-reset"]?.perClient?.max ?? 0;

  const resetFrom = (forwardedFor: string, attempt: number) =>
    server.post(
      "/api/auth/request-password-reset",
      { email: `nobody-${attempt}@example.com` },
      { headers: { "x-forwarded-for": forwardedFor } },
    );

  test("a client that writes a new address into the header each time is still one client", async () => {
    expect(limit).toBeGreaterThan(10);
    for (let attempt = 1; attempt <= limit; attempt++) {
      const spoofed = `198.18.${attempt % 250}.${attempt % 7}, 203.0.113.7`;
      expect((await resetFrom(spoofed, attempt)).status).toBe(200);
    }
    const refused = await resetFrom("192.0.2.99, 203.0.113.7", limit + 1);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    // Another client behind the same proxy goes on, even when it writes the first client's address itself.
    expect((await resetFrom("203.0.113.7, 198.51.100.2", limit + 2)).status).toBe(200);
  });

  test("requests for someone's address from other clients leave the owner's own request (docs/decisions/184)", async () => {
    const owner = "owner.of.the.address@example.com";
    const perAddress = GUARDS["/api/auth/request-password-reset"]?.perEmailFromClient?.max ?? 0;
    expect(perAddress).toBeGreaterThan(0);
    const ask = (client: string) =>
      server.post(
        "/api/auth/request-password-reset",
        { email: owner, redirectTo: "/auth/reset-password" },
        { headers: { "x-forwarded-for": client } },
      );
    for (let other = 1; other <= perAddress + 2; other++) expect((await ask(`198.51.100.${other}`)).status).toBe(200);
    expect((await ask("203.0.113.50")).status).toBe(200);
    for (let again = 2; again <= perAddress; again++) expect((await ask("203.0.113.50")).status).toBe(200);
    expect((await ask("203.0.113.50")).status).toBe(429);
  });

  test("two trusted proxies: the client is the second entry from the right", async () => {
    const twoHops = await createTestServer({ env: { CLIENT_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_HOPS: "2" } });
    try {
      const send = (forwardedFor: string, attempt: number) =>
        twoHops.post(
          "/api/auth/request-password-reset",
          { email: `hop-${attempt}@example.com` },
          { headers: { "x-forwarded-for": forwardedFor } },
        );
      for (let attempt = 1; attempt <= limit; attempt++) {
        expect((await send(`10.1.1.${attempt % 250}, 203.0.113.8, 10.0.0.${attempt % 3}`, attempt)).status).toBe(200);
      }
      expect((await send("9.9.9.9, 203.0.113.8, 10.0.0.1", limit + 1)).status).toBe(429);
    } finally {
      await twoHops.close();
    }
  });
});

import { defineConfig } from "vitest/config";

/**
 * Unit, server and component tests. Playwright's journeys live in e2e/ and are never collected here.
 * Server tests run on an in-memory PGlite by default, on PostgreSQL when TEST_DATABASE_URL is set
 * (see test/support/server.ts). Component tests opt into happy-dom with `// @vitest-environment happy-dom`.
 */
export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
    // console output (Better Auth warnings, server logs) is shown for failing tests only
    silent: "passed-only",
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});

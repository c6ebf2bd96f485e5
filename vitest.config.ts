import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit, server and component tests. Playwright's journeys live in e2e/ and are never collected here.
 * Component tests opt into happy-dom with `// @vitest-environment happy-dom`.
 *
 * Projects in one run (docs/decisions/200, 228):
 * - `embedded`: every test but the component tests; server tests on in-memory PGlite.
 * - `components`: the component tests (happy-dom), each file isolated.
 * - `postgres` (when TEST_DATABASE_URL is set, as in CI): the files that use the test database
 *   (test/support/server.ts) once more, on PostgreSQL. `--project embedded` or `--project postgres` picks one.
 */
const root = import.meta.dirname;
const INCLUDE = ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"];

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The modules of test/support that reach the test database: server.ts and those importing one of them. */
function databaseSupport(): Set<string> {
  const folder = path.join(root, "test/support");
  const sources = new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => [file.replace(/\.ts$/, ""), readFileSync(path.join(folder, file), "utf8")]),
  );
  const reaching = new Set(["server"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, source] of sources) {
      const imports = [...source.matchAll(/from "\.\/([\w-]+)"/g)].map((match) => match[1] ?? "");
      if (!reaching.has(name) && imports.some((imported) => reaching.has(imported))) {
        reaching.add(name);
        grew = true;
      }
    }
  }
  return reaching;
}

/**
 * Test files that use the test database: those importing a module of test/support that reaches it (server.ts, or
 * a fixture built on it), so a file using only a fixture is not left out of the PostgreSQL pass.
 */
const databaseFiles = () => {
  const support = databaseSupport();
  return [...testFiles("src/server"), ...testFiles("test")]
    .filter((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/from "[./]*(?:test\/)?support\/([\w-]+)"/g)].some(
        (match) => support.has(match[1] ?? ""),
      ),
    )
    .sort();
};

/**
 * Component tests (happy-dom): each runs in a module graph and a document of its own, so no file sees the elements,
 * styles or stores another left behind.
 */
const componentFiles = () =>
  [...testFiles("src"), ...testFiles("test")]
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes("@vitest-environment happy-dom"))
    .sort();

/** Files about one database only, given to that project alone instead of skipping their tests in the other. */
const ONLY_ON_POSTGRES = "test/production/two-instances.test.ts";
const ONLY_EMBEDDED = "test/production/crash-safety.test.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    environment: "node",
    // Vitest's default in a run is one worker fewer than the cores: one file at a time on a two-core machine, whose
    // server tests spend much of their time waiting on the database, the mail and timers (docs/decisions/221).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    // console output (Better Auth warnings, server logs) is shown for failing tests only
    silent: "passed-only",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "embedded",
          include: INCLUDE,
          // two instances on one database: PostgreSQL only (the embedded database is one process's)
          exclude: ["e2e/**", "node_modules/**", "dist/**", ONLY_ON_POSTGRES, ...componentFiles()],
          globalSetup: ["test/support/global-setup.ts"],
          // A worker runs its files one after another in one module graph and keeps its test databases between
          // them: the server is imported and a migrated database loaded once per worker, not per file (decision 228).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "components", include: componentFiles(), setupFiles: ["test/support/components-setup.ts"] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: [...databaseFiles().filter((file) => file !== ONLY_EMBEDDED), ONLY_ON_POSTGRES],
                globalSetup: ["test/support/global-setup.ts"],
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});

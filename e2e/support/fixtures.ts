/**
 * The journeys' `test` and `expect`: Playwright's, with members ready to use (docs/decisions/134).
 *
 * - `signedInMember("Clara", options?)`: a new verified member (signed up over HTTP, e2e/support/accounts.ts) with a
 *   browser page of their own, already signed in; `options` are the browser's (viewport, colour scheme, time zone).
 * - `signedInAdmin("Ada", options?)`: the same, with the admin role.
 * - `newMember("Nora")`: a verified member without a browser, for journeys that sign in through the screens or ask
 *   the API (their cookies are in `storageState`); `newMember("Odile", { admin: true })` for an admin.
 * - `signedInPage(member, options?)`: one more browser page signed in as a member made earlier.
 *
 * Members sign up on the journey's server: the one Playwright starts, or the PostgreSQL-backed server after
 * `ownPostgresServer()` (one per Playwright worker, put back to its demo content before each spec file that uses it). The admin role is a `user_roles` row written with SQL (as `npm run cli -- grant-admin`
 * writes it), which only the PostgreSQL-backed server allows: the server Playwright starts keeps its embedded
 * database locked. Every browser opened here is closed after the test.
 */
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from "@playwright/test";
import { APP_URL, createVerifiedMember, type Member } from "./accounts";
import { dataDir } from "./mail";
import { type PostgresServer, startPostgresServer } from "./postgres-server";

export { expect } from "@playwright/test";

export type SignedIn = Member & { page: Page };

/** Where the journey's members sign up; `sql` only on a PostgreSQL-backed server. */
type JourneyServer = { url: string; dataDir: string; sql?: PostgresServer["sql"] };

type WorkerFixtures = {
  /** The worker's PostgreSQL-backed server, started on first use; undefined on a machine without PostgreSQL. */
  workerPostgresServer: PostgresServer | undefined;
};

type Fixtures = {
  journeyServer: JourneyServer;
  newMember: (firstName: string, role?: { admin: boolean }) => Promise<Member>;
  signedInPage: (member: Member, options?: BrowserContextOptions) => Promise<Page>;
  signedInMember: (firstName: string, options?: BrowserContextOptions) => Promise<SignedIn>;
  signedInAdmin: (firstName: string, options?: BrowserContextOptions) => Promise<SignedIn>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerPostgresServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startPostgresServer();
      try {
        await use(server);
      } finally {
        await server?.stop();
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  journeyServer: async ({}, use) => use({ url: APP_URL, dataDir: dataDir() }),

  newMember: async ({ journeyServer: server }, use) => {
    await use(async (firstName, role) => {
      const makeAdmin = role?.admin ? adminRoleOn(server) : undefined;
      const member = await createVerifiedMember(firstName, { baseURL: server.url, dataDir: server.dataDir });
      await makeAdmin?.(member.email);
      return member;
    });
  },

  signedInPage: async ({ browser, journeyServer: server }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (member, options = {}) => {
      const context = await browser.newContext({ baseURL: server.url, ...options, storageState: member.storageState });
      opened.push(context);
      return context.newPage();
    });
    for (const context of opened) await context.close();
  },

  signedInMember: async ({ newMember, signedInPage }, use) => {
    await use(async (firstName, options) => {
      const member = await newMember(firstName);
      return { ...member, page: await signedInPage(member, options) };
    });
  },

  signedInAdmin: async ({ newMember, signedInPage }, use) => {
    await use(async (firstName, options) => {
      const admin = await newMember(firstName, { admin: true });
      return { ...admin, page: await signedInPage(admin, options) };
    });
  },
});

/** Gives a member the admin role on the journey's server. */
function adminRoleOn({ sql }: JourneyServer) {
  if (!sql) throw new Error("An admin needs the spec file's own PostgreSQL-backed server: call ownPostgresServer().");
  return async (email: string) => {
    await sql("insert into user_roles (user_id, role) select id, 'admin' from users where email = $1", [email]);
  };
}

/**
 * Runs this spec file's journeys on the worker's PostgreSQL-backed server (e2e/support/postgres-server.ts), where the
 * fixtures sign members up; it is put back to its demo content before the file's first journey, so no spec sees
 * another's members, clubs, events or mail. The answer gives the server inside a journey, for its address and SQL,
 * or marks the journey skipped on a machine without PostgreSQL (the only such skip in the suite; under CI=true
 * starting throws instead, so CI never skips).
 */
export function ownPostgresServer(): () => PostgresServer {
  let server: PostgresServer | undefined;
  test.beforeAll(async ({ workerPostgresServer }) => {
    server = workerPostgresServer;
    // a server just started holds the demo content already; one used by an earlier spec file is reset
    if (server && server.specFiles++ > 0) await server.reset();
  });
  const postgresServer = () => {
    test.skip(!server, "PostgreSQL is not reachable: set E2E_POSTGRES_URL (see e2e/support/postgres-server.ts)");
    return server as PostgresServer;
  };
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ journeyServer: async ({}, use) => use(postgresServer()) });
  return postgresServer;
}

// The operator's command line: `npm run cli -- <command> [arguments]` (run with tsx).
// It uses the same configuration as the server (DATA_DIR, DATABASE_URL, …). The embedded database can be opened by one
// process at a time, so stop the server before running a command on it; on PostgreSQL the server may keep running.
// The database, the services and the product's runtime are imported only once the arguments are understood, so a
// mistyped command answers at once.
import { ConfigError, loadConfig } from "../src/server/config";
import type { Database, Store } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/lock";
import type { AdminRoleChange } from "../src/server/features/admin/service";
import { ACCESS_KEY_USAGE, prepareAccessKeyCommand } from "./access-key-command";

const adminService = () => import("../src/server/features/admin/service");

/** A problem the operator can fix: printed without a stack trace, exit code 1. */
class UsageError extends Error {}

type Command = {
  usage: string;
  summary: string;
  /** Checks the arguments (before the database is opened) and returns the work to do. */
  prepare(args: string[]): (db: Database) => Promise<void>;
};

const COMMANDS: Record<string, Command> = {
  "grant-admin": {
    usage: "grant-admin <email>",
    summary: "give the member with this e-mail address the admin role",
    prepare: (args) => {
      const email = emailArgument(args, "grant-admin");
      return async (db) => report(await (await adminService()).grantAdmin(db, email));
    },
  },
  "revoke-admin": {
    usage: "revoke-admin <email>",
    summary: "take the admin role away from that member",
    prepare: (args) => {
      const email = emailArgument(args, "revoke-admin");
      return async (db) => report(await (await adminService()).revokeAdmin(db, email));
    },
  },
  "list-admins": {
    usage: "list-admins",
    summary: "list the members who have the admin role",
    prepare: (args) => {
      noArguments(args, "list-admins");
      return async (db) => {
        const admins = await (await adminService()).listAdmins(db);
        if (admins.length === 0) {
          console.log("There are no admins yet. Make one with: npm run cli -- grant-admin <email>");
        }
        for (const admin of admins) console.log(`${admin.email} (${admin.firstName})`);
      };
    },
  },
  "access-key": {
    usage: ACCESS_KEY_USAGE,
    summary: "issue (the key is shown once), list or deactivate Leadership Central access keys",
    prepare: (args) => prepareAccessKeyCommand(args, (message) => new UsageError(message)),
  },
  seed: {
    usage: "seed",
    summary: "add the demo content (clubs, members, pathways, courses, FAQs, events); nothing is duplicated",
    prepare: (args) => {
      noArguments(args, "seed");
      return async (db) => {
        const [{ seedDemoContent }, { demoSeeds }] = await Promise.all([
          import("../src/server/db/seed"),
          import("../src/server/runtime"),
        ]);
        await seedDemoContent(db, demoSeeds);
        console.log("Demo content is in place (running seed again adds nothing twice).");
      };
    },
  },
};

function emailArgument(args: string[], command: string): string {
  const [email, ...rest] = args;
  if (!email || rest.length > 0 || !email.includes("@")) {
    throw new UsageError(`Usage: npm run cli -- ${command} <email>   (one e-mail address, like ana@example.com)`);
  }
  return email;
}

function noArguments(args: string[], command: string): void {
  if (args.length > 0) throw new UsageError(`Usage: npm run cli -- ${command}   (it takes no arguments)`);
}

function report(change: AdminRoleChange): void {
  switch (change.outcome) {
    case "no-such-member":
      throw new UsageError(
        `No member has the e-mail address ${change.email}. They need to sign up first; check the spelling.`,
      );
    case "granted":
      console.log(`${change.member.email} (${change.member.firstName}) is now an admin.`);
      return;
    case "already-admin":
      console.log(`${change.member.email} is already an admin; nothing changed.`);
      return;
    case "revoked":
      console.log(`${change.member.email} is no longer an admin.`);
      return;
    case "not-admin":
      console.log(`${change.member.email} is not an admin; nothing changed.`);
      return;
  }
}

function help(): string {
  const width = Math.max(...Object.values(COMMANDS).map((command) => command.usage.length), "help".length);
  return [
    "PitchCraft command line",
    "",
    "Usage: npm run cli -- <command> [arguments]",
    "",
    "Commands:",
    ...Object.values(COMMANDS).map((command) => `  ${command.usage.padEnd(width)}  ${command.summary}`),
    `  ${"help".padEnd(width)}  show this help`,
    "",
    "The commands use the server's configuration (DATA_DIR, DATABASE_URL, …). The embedded database can be",
    "opened by one process at a time: stop the server first. On PostgreSQL (DATABASE_URL) the server may keep running.",
  ].join("\n");
}

function describeDatabase(store: Store, dataDir: string, databaseUrl: string | undefined): string {
  if (store.kind === "embedded") return `the embedded database in ${dataDir}`;
  const url = new URL(databaseUrl ?? "");
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    console.log(help());
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help()}`);
    return 1;
  }
  const work = command.prepare(args);
  const config = loadConfig();
  const [{ openStore }, { migrateStore }] = await Promise.all([
    import("../src/server/db/client"),
    import("../src/server/db/migrate"),
  ]);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Using ${describeDatabase(store, config.dataDir, config.databaseUrl)}.`);
    await migrateStore(store);
    await work(store.db);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error("The command failed:", error);
    }
    process.exit(1);
  },
);

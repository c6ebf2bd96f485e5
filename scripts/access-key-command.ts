// `npm run cli -- access-key create [--uses n|unlimited] [--expires YYYY-MM-DD|never] [--label text] [--club name-or-id] | list | revoke <prefix-or-id>`
import { and, eq, sql } from "drizzle-orm";
import { isId } from "../src/domain/ids";
import { issueAccessKeyInput } from "../src/domain/leadership/access-keys";
import type { Database } from "../src/server/db/client";
import { clubs } from "../src/server/db/schema";
import type { AccessKeySummary } from "../src/server/features/leadership/access-keys";

/** Imported when a command runs, not when its arguments are read (scripts/cli.ts). */
const accessKeys = () => import("../src/server/features/leadership/access-keys");

export const ACCESS_KEY_USAGE =
  "access-key create [--uses n|unlimited] [--expires YYYY-MM-DD|never] [--label text] [--club name-or-id] | list | revoke <prefix-or-id>";

const lastDay = (expiresAt: Date) => new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);

const expiryText = (key: AccessKeySummary) =>
  key.expiresAt ? `works through ${lastDay(key.expiresAt)} (UTC)` : "does not expire";

const clubText = (key: AccessKeySummary) => (key.club ? `officer of ${key.club.name}` : "");

const usesText = (key: AccessKeySummary) =>
  key.maxUses === null ? `${key.usedCount} uses, no limit` : `${key.usedCount} of ${key.maxUses} uses`;

const FLAGS = { "--expires": "expiresOn", "--label": "label", "--club": "club", "--uses": "uses" } as const;

/** `--uses 3` or `--uses unlimited`; not given: the default (one); anything else is refused by the input's rule. */
const usesOf = (given: string | undefined) =>
  given === undefined ? undefined : given === "unlimited" ? null : /^\d+$/.test(given) ? Number(given) : Number.NaN;

/** `--expires YYYY-MM-DD` or `--expires never`; not given: the default (14 days on). */
const expiryOf = (given: string | undefined) => (given === "never" ? null : given);

/** Checks the arguments (before the database is opened) and returns the work; `usage` builds the error to throw. */
export function prepareAccessKeyCommand(
  args: string[],
  usage: (message: string) => Error,
): (db: Database) => Promise<void> {
  const [action, ...rest] = args;
  const fail = (detail: string) => usage(`${detail}\nUsage: npm run cli -- ${ACCESS_KEY_USAGE}`);
  switch (action) {
    case "create":
      return createCommand(rest, fail);
    case "list":
      if (rest.length > 0) throw fail("access-key list takes no arguments.");
      return async (db) => {
        const keys = await (await accessKeys()).listAccessKeys(db);
        if (keys.length === 0) console.log("No access keys yet. Issue one with: npm run cli -- access-key create");
        for (const key of keys) {
          console.log(
            [
              key.prefix,
              key.status.padEnd(8),
              usesText(key).padEnd(18),
              expiryText(key),
              clubText(key),
              key.label ?? "",
              key.id,
            ]
              .filter(Boolean)
              .join("  "),
          );
        }
      };
    case "revoke": {
      const [given, ...extra] = rest;
      if (!given || extra.length > 0) throw fail("Give the key's prefix (like LC-7K2QD) or its id.");
      return async (db) => {
        const result = await (await accessKeys()).deactivateAccessKey(db, given);
        if (result.outcome === "no-such-key") throw usage(`No access key has the prefix or id ${given}.`);
        if (result.outcome === "ambiguous") {
          throw usage(`${result.matches} keys start with ${given}: revoke one by its id (see access-key list).`);
        }
        console.log(
          result.outcome === "deactivated"
            ? `${result.accessKey.prefix} is deactivated: it no longer opens Leadership Central (members who already have access keep it).`
            : `${result.accessKey.prefix} was already inactive; nothing changed.`,
        );
      };
    }
    default:
      throw fail(action ? `Unknown access-key action "${action}".` : "Say what to do with access keys.");
  }
}

function createCommand(args: string[], fail: (detail: string) => Error): (db: Database) => Promise<void> {
  const options: { label?: string; expiresOn?: string; club?: string; uses?: string } = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (!(flag && flag in FLAGS) || value === undefined) {
      throw fail(`Unexpected argument ${flag ?? ""}${value === undefined ? " (missing its value)" : ""}.`);
    }
    options[FLAGS[flag as keyof typeof FLAGS]] = value;
  }
  const { club, uses, expiresOn, label } = options;
  const parsed = issueAccessKeyInput.safeParse({ label, expiresOn: expiryOf(expiresOn), maxUses: usesOf(uses) });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid arguments";
    throw fail(message.endsWith(".") ? message : `${message}.`);
  }
  return async (db) => {
    const clubId = club === undefined ? undefined : await clubNamed(db, club);
    if (clubId === null) throw fail(`No active club is named ${club} or has that id.`);
    const { key, accessKey } = await (await accessKeys()).issueAccessKey(db, { ...parsed.data, clubId });
    console.log("New leadership access key (it is shown only this once; the database keeps only its hash):");
    console.log("");
    console.log(`  ${key}`);
    console.log("");
    console.log(
      `Prefix ${accessKey.prefix}, ${expiryText(accessKey)}, ${accessKey.maxUses === null ? "any number of members may redeem it" : `${accessKey.maxUses === 1 ? "one member" : `${accessKey.maxUses} members`} may redeem it`}${accessKey.label ? `, label "${accessKey.label}"` : ""}.`,
    );
    if (accessKey.club) console.log(`Whoever redeems it becomes an officer of ${accessKey.club.name}.`);
  };
}

/** The active club with this id or this name (any case); null when there is none. */
async function clubNamed(db: Database, given: string): Promise<string | null> {
  const name = given.trim();
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.isActive, true), isId(name) ? eq(clubs.id, name) : sql`lower(${clubs.name}) = lower(${name})`));
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

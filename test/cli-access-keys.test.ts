// `npm run cli -- access-key create|list|revoke`: first as an operator runs it, a separate process on the embedded
// database; then each option's work and what it prints, run in this process on one open database (a process costs
// seconds of start-up, and what the process adds — exit code, stderr — is what the first test checks).
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { prepareAccessKeyCommand } from "../scripts/access-key-command";
import { openStore, type Store } from "../src/server/db/client";
import { migrateStore } from "../src/server/db/migrate";
import { clubs, leadershipAccessKeys } from "../src/server/db/schema";
import { cliEnvironment, describeOnEmbedded, describeOnPostgres, runCli, useScratchDatabase } from "./support/cli";

const cli = (dataDir: string, ...args: string[]) => runCli(cliEnvironment(dataDir), ...args);

describeOnEmbedded("npm run cli -- access-key", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-keys-"));
  });

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a key shown once, lists it by prefix only, and revokes it by prefix", async () => {
    const empty = await cli(dataDir, "access-key", "list");
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain("No access keys yet.");

    const created = await cli(dataDir, "access-key", "create", "--expires", "2999-01-31", "--label", "Spring officers");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const key = created.stdout.match(/LC(-[0-9A-Z]{5}){4}/)?.[0] ?? "";
    expect(key).not.toBe("");
    const prefix = key.slice(0, 8);
    expect(created.stdout).toContain(
      `Prefix ${prefix}, works through 2999-01-31 (UTC), one member may redeem it, label "Spring officers".`,
    );

    const listed = await cli(dataDir, "access-key", "list");
    expect(listed.stdout).toMatch(
      new RegExp(`${prefix}\\s+active\\s+0 of 1 uses\\s+works through 2999-01-31 \\(UTC\\)\\s+Spring officers`),
    );
    expect(listed.stdout).not.toContain(key);

    const store = await openStore({ dataDir });
    try {
      const rows = await store.db.select().from(leadershipAccessKeys);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.keyHash).toBe(createHash("sha256").update(key.replaceAll("-", "")).digest("hex"));
      expect(JSON.stringify(rows)).not.toContain(key.slice(9));
    } finally {
      await store.close();
    }

    const revoked = await cli(dataDir, "access-key", "revoke", prefix.toLowerCase());
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`${prefix} is deactivated`);
    const again = await cli(dataDir, "access-key", "revoke", prefix);
    expect(again.stdout).toContain(`${prefix} was already inactive; nothing changed.`);
    expect((await cli(dataDir, "access-key", "list")).stdout).toMatch(new RegExp(`${prefix}\\s+inactive`));
  }, 180_000); // six processes, each starting the CLI on the embedded database
});

/** `access-key …args` run here: what it printed, or the refusal it printed instead. */
async function commandHere(store: Store, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const printed: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => {
    printed.push(parts.join(" "));
  });
  try {
    await prepareAccessKeyCommand(args, (message) => new Error(message))(store.db);
    return { stdout: printed.join("\n"), stderr: "" };
  } catch (error) {
    return { stdout: printed.join("\n"), stderr: error instanceof Error ? error.message : String(error) };
  } finally {
    log.mockRestore();
  }
}

const refusalOf = (args: string[]) => {
  try {
    prepareAccessKeyCommand(args, (message) => new Error(message));
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

describeOnEmbedded("access-key's options", () => {
  let dataDir: string;
  let store: Store;
  const here = (...args: string[]) => commandHere(store, ...args);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-cli-keys-"));
    store = await openStore({ dataDir });
    await migrateStore(store);
  });

  afterAll(async () => {
    await store?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("a key is for one member through the 14th day by default; --uses and --expires never change that", async () => {
    const lastDay = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const plain = await here("create", "--label", "Plain");
    expect(plain.stderr).toBe("");
    expect(plain.stdout).toContain(`works through ${lastDay} (UTC), one member may redeem it, label "Plain".`);
    const open = await here("create", "--uses", "unlimited", "--expires", "never", "--label", "Open");
    expect(open.stdout).toContain("does not expire, any number of members may redeem it");
    const five = await here("create", "--uses", "5", "--label", "Five");
    expect(five.stdout).toContain("5 members may redeem it");
    const listed = (await here("list")).stdout;
    expect(listed).toMatch(/0 uses, no limit\s+does not expire\s+Open/);
    expect(listed).toMatch(/0 of 5 uses\s+works through \S+ \(UTC\)\s+Five/);
  }, 90_000);

  it("creates a key for a club named in any case, and refuses a club that does not exist", async () => {
    await store.db.insert(clubs).values({ name: "Harbour Speakers" });
    const created = await here("create", "--club", "harbour speakers", "--label", "Harbour");
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Whoever redeems it becomes an officer of Harbour Speakers.");
    const prefix = created.stdout.match(/LC-[0-9A-Z]{5}/)?.[0] ?? "";
    expect((await here("list")).stdout).toMatch(
      new RegExp(`${prefix}\\s+active.*officer of Harbour Speakers\\s+Harbour`),
    );
    const missing = await here("create", "--club", "Nowhere Club");
    expect(missing.stderr).toContain("No active club is named Nowhere Club or has that id.");
  }, 90_000);

  it("explains what is wrong with the arguments, without touching the database", async () => {
    const cases: Array<[string[], string]> = [
      [[], "Say what to do with access keys."],
      [["create", "--expires", "2001-01-01"], "The expiry date must be today or later."],
      [["create", "--expires", "31.12.2999"], "The expiry date must be a date (YYYY-MM-DD)."],
      [["create", "--label"], "Unexpected argument --label (missing its value)."],
      [["create", "--colour", "red"], "Unexpected argument --colour."],
      [["create", "--uses", "0"], "The number of uses must be a whole number from 1 to 1000."],
      [["create", "--uses", "many"], "The number of uses must be a whole number from 1 to 1000."],
      [["revoke"], "Give the key's prefix (like LC-7K2QD) or its id."],
      [["rotate"], 'Unknown access-key action "rotate".'],
    ];
    for (const [args, message] of cases) {
      const refusal = refusalOf(args);
      expect(refusal, `access-key ${args.join(" ")}`).toContain(message);
      expect(refusal).toContain("Usage: npm run cli -- access-key create");
    }
    const missing = await here("revoke", "LC-ZZZZZ");
    expect(missing.stderr).toContain("No access key has the prefix or id LC-ZZZZZ.");
  }, 90_000);
});

describeOnPostgres("npm run cli -- access-key on PostgreSQL", () => {
  const scratch = useScratchDatabase("pc_cli_keys");

  it("creates, lists and revokes a key", async () => {
    const env = cliEnvironment(scratch.dataDir, scratch.url);
    const created = await runCli(env, "access-key", "create", "--label", "Board");
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Using PostgreSQL at");
    const key = created.stdout.match(/LC(-[0-9A-Z]{5}){4}/)?.[0] ?? "";
    expect(key).not.toBe("");
    const listed = await runCli(env, "access-key", "list");
    expect(listed.stdout).toMatch(
      new RegExp(`${key.slice(0, 8)}\\s+active\\s+0 of 1 uses\\s+works through \\S+ \\(UTC\\)\\s+Board`),
    );
    const revoked = await runCli(env, "access-key", "revoke", key.slice(0, 8));
    expect(revoked.stdout).toContain(`${key.slice(0, 8)} is deactivated`);
  }, 90_000);
});

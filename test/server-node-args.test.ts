import { describe, expect, test } from "vitest";
import { SERVER_HEAP_MB, SERVER_SEMI_SPACE_MB, serverNodeArgs } from "../scripts/server-node-args.mjs";
import { liftoffOnlyWanted } from "../src/server/db/client";

const heapLimit = `--max-old-space-size=${SERVER_HEAP_MB}`;
const smallYoungGeneration = `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`;

describe("the server's Node.js options", () => {
  test("on the embedded database: the heap's limit and a small young generation (decisions 250, 262)", () => {
    expect(serverNodeArgs("", undefined)).toEqual([heapLimit, smallYoungGeneration]);
    expect(serverNodeArgs("", "  ")).toEqual([heapLimit, smallYoungGeneration]);
  });

  test("on PostgreSQL: the heap's limit, V8's own young generation", () => {
    expect(serverNodeArgs("", "postgres://club@db.example.org/club")).toEqual([heapLimit]);
  });

  test("an operator's own NODE_OPTIONS wins for each option it sets", () => {
    expect(serverNodeArgs("--max-old-space-size=1024", "")).toEqual([smallYoungGeneration]);
    expect(serverNodeArgs("--max-semi-space-size=16", "")).toEqual([heapLimit]);
  });

  test("the embedded database's WebAssembly is compiled by Liftoff only, unless the process was told otherwise", () => {
    expect(liftoffOnlyWanted("", ["--max-old-space-size=512"])).toBe(true);
    expect(liftoffOnlyWanted("--no-liftoff", [])).toBe(false);
    expect(liftoffOnlyWanted("", ["--liftoff-only"])).toBe(false);
  });
});

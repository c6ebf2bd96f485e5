import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openEmbedded } from "./client";

test("the embedded database keeps a 32 MB page cache, a quarter of PostgreSQL's default (decision 260)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-client-"));
  const store = await openEmbedded(path.join(dataDir, "db"), dataDir);
  try {
    const { rows } = (await store.pglite?.query<{ shared_buffers: string }>("show shared_buffers")) ?? { rows: [] };
    expect(rows).toEqual([{ shared_buffers: "32MB" }]);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { openEmbedded } from "./client";

test("the embedded database keeps a 32 MB page cache (decision 260) and plans for pages in memory (decision 267)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchcraft-client-"));
  const store = await openEmbedded(path.join(dataDir, "db"), dataDir);
  try {
    const { rows } = (await store.pglite?.query<{ shared_buffers: string }>("show shared_buffers")) ?? { rows: [] };
    expect(rows).toEqual([{ shared_buffers: "32MB" }]);
    const cost = await store.pglite?.query<{ random_page_cost: string }>("show random_page_cost");
    expect(cost?.rows).toEqual([{ random_page_cost: "1.1" }]);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * docs/architecture.md, "Refusals": the server's refusals are thrown as `refuse(code, …)` and answered with the
 * catalogue's words (src/domain/refusals); no service writes a refusal's words or builds an error body itself.
 */
const root = path.resolve(import.meta.dirname, "..");
const serverFiles = readdirSync(path.join(root, "src/server"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
const ERRORS_MODULE = "src/server/http/errors.ts";

test("only the errors module makes an AppError or an error body; everything else refuses by code", () => {
  const found = serverFiles.flatMap((file) => {
    if (file === ERRORS_MODULE) return [];
    const lines = readFileSync(path.join(root, file), "utf8").split("\n");
    return lines
      .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
      .filter(({ line }) => /new AppError\(|errorBody\(|\berror: \{\s*code/.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`);
  });
  expect(found).toEqual([]);
});

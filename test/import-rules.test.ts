import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * The import direction of docs/architecture.md: domain ← server, domain ← web; the browser reaches the server only
 * through the typed client; a browser feature uses another only through its api.ts (or the app's error screens).
 */
const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

type Import = { file: string; target: string; typeOnly: boolean };

/** Every module a file imports (static, dynamic and re-exports), as a path from the repository's root. */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const found: Import[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? "";
    const resolved = specifier.startsWith("@/")
      ? path.join("src", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : specifier;
    found.push({ file, target: resolved, typeOnly: Boolean(match[2]) });
  }
  return found;
}

const all = ["src/domain", "src/server", "src/web"].flatMap(sourceFiles).flatMap(importsOf);
const show = (broken: Import[]) => broken.map((each) => `${each.file} → ${each.target}`);

describe("import direction", () => {
  test("the domain imports neither the server nor the browser", () => {
    const broken = all.filter(
      (each) => each.file.startsWith("src/domain/") && /^src\/(server|web)\//.test(each.target),
    );
    expect(show(broken)).toEqual([]);
  });

  test("the browser reaches the server only through the typed client's type", () => {
    const broken = all.filter(
      (each) =>
        each.file.startsWith("src/web/") &&
        !/\.test\.tsx?$/.test(each.file) &&
        each.target.startsWith("src/server/") &&
        !(each.file === "src/web/lib/api.ts" && each.typeOnly && each.target === "src/server/app"),
    );
    expect(show(broken)).toEqual([]);
  });

  test("the server imports nothing of the browser", () => {
    const broken = all.filter((each) => each.file.startsWith("src/server/") && each.target.startsWith("src/web/"));
    expect(show(broken)).toEqual([]);
  });

  test("a browser feature uses another only through its api.ts, or the app's error screens", () => {
    const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
    const broken = all.filter((each) => {
      const from = featureOf(each.file);
      const to = featureOf(`${each.target}/`) ?? featureOf(each.target);
      if (!from || !to || from === to) return false;
      return !(each.target === `src/web/features/${to}/api` || to === "errors");
    });
    expect(show(broken)).toEqual([]);
  });

  test("the browser never reaches the mail templates or react-dom/server, not even through the domain", () => {
    const byFile = new Map<string, Import[]>();
    for (const each of all) byFile.set(each.file, [...(byFile.get(each.file) ?? []), each]);
    const fileOf = (target: string) =>
      [".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => `${target}${end}`).find((file) => existsSync(file));
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string, from: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const each of byFile.get(file) ?? []) {
        if (each.typeOnly) continue;
        if (each.target === "react-dom/server") reached.push(`${from} → … → ${file} → react-dom/server`);
        const next = each.target.startsWith("src/") ? fileOf(path.join(root, each.target)) : undefined;
        if (next) visit(path.relative(root, next), from);
      }
    };
    for (const file of byFile.keys()) {
      if (file.startsWith("src/web/") && !/\.test\.tsx?$/.test(file) && !file.includes("/test/")) visit(file, file);
    }
    expect(reached).toEqual([]);
  });
});

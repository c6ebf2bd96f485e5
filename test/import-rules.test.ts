import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * The import direction of docs/architecture.md: domain ← server, domain ← web; the browser reaches the server only
 * through the typed client; a browser feature uses another only through its api.ts (or the app's error screens).
 * Inside the server, "The server's map": infrastructure ← authority ← features ← the composition root, features by
 * the arrows of FEATURE_ARROWS and only through each other's public file, and no cycle of files anywhere.
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

/** The file an import names: `x` is `x.ts`, `x.tsx` or `x/index.ts`; a package stays as it is. */
function fileOf(target: string): string {
  if (!target.startsWith("src/")) return target;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return target;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** The server's own code: its tests may reach into any part (they check behaviour; nothing imports them). */
const server = all.filter((each) => each.file.startsWith("src/server/") && !isTest(each.file));

const INFRASTRUCTURE =
  /^src\/server\/(db|http|jobs|realtime|mail)\/|^src\/server\/(auth|config|logger|web-assets|app-page)\.ts$/;
const COMPOSITION_ROOT = ["src/server/app.ts", "src/server/runtime.ts", "src/server/main.ts"];
const featureOf = (file: string) => /^src\/server\/features\/([^/.]+)\//.exec(file)?.[1];
const inAuthority = (file: string) => file.startsWith("src/server/authority/");

/**
 * Which feature may use which (docs/architecture.md, "The server's map"): every other arrow between two features is
 * refused. Every feature may use the authority. A feature left out uses none.
 */
const FEATURE_ARROWS: Record<string, string[]> = {
  leadership: ["clubs", "mail"],
  profile: ["meetings", "roles", "mail"],
  clubs: ["events", "roles", "dashboard"],
  meetings: ["events", "roles"],
  learning: ["dashboard"],
  dashboard: ["events", "profile"],
  events: ["roles", "mail"],
  roles: [],
  mail: [],
  admin: [],
  support: [],
};

describe("the server's map", () => {
  test("infrastructure imports no feature, neither the authority nor the composition root", () => {
    const broken = server.filter(
      (each) =>
        INFRASTRUCTURE.test(each.file) &&
        (featureOf(`${each.target}/`) !== undefined ||
          COMPOSITION_ROOT.includes(fileOf(each.target)) ||
          // the admins' guard asks the authority who is an admin
          (inAuthority(`${each.target}/`) && each.file !== "src/server/http/admin.ts")),
    );
    expect(show(broken)).toEqual([]);
  });

  test("the authority and the shared reads import no feature and not the composition root", () => {
    const broken = server.filter(
      (each) =>
        (inAuthority(each.file) || each.file.startsWith("src/server/reads/")) &&
        (featureOf(`${each.target}/`) !== undefined || COMPOSITION_ROOT.includes(fileOf(each.target))),
    );
    expect(show(broken)).toEqual([]);
  });

  test("a feature imports not the composition root, and the authority only through its index.ts", () => {
    const broken = server.filter(
      (each) =>
        featureOf(each.file) !== undefined &&
        (COMPOSITION_ROOT.includes(fileOf(each.target)) ||
          (inAuthority(`${each.target}/`) && fileOf(each.target) !== "src/server/authority/index.ts")),
    );
    expect(show(broken)).toEqual([]);
  });

  test("a feature uses another only through that feature's public file, features/<area>/index.ts", () => {
    const broken = server.filter((each) => {
      const from = featureOf(each.file);
      const to = featureOf(`${each.target}/`);
      return from && to && from !== to && fileOf(each.target) !== `src/server/features/${to}/index.ts`;
    });
    expect(show(broken)).toEqual([]);
  });

  test("a feature uses another only along an arrow of the map", () => {
    const broken = server.filter((each) => {
      const from = featureOf(each.file);
      const to = featureOf(`${each.target}/`);
      return from && to && from !== to && !FEATURE_ARROWS[from]?.includes(to);
    });
    expect(show(broken)).toEqual([]);
  });

  test("the map knows every feature, and its arrows go one way: no feature reaches itself again", () => {
    const features = readdirSync(path.join(root, "src/server/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.filter((feature) => !(feature in FEATURE_ARROWS))).toEqual([]);
    const looping = Object.keys(FEATURE_ARROWS).filter((start) => {
      const seen = new Set<string>();
      const next = [...(FEATURE_ARROWS[start] ?? [])];
      while (next.length > 0) {
        const feature = next.pop() as string;
        if (feature === start) return true;
        if (seen.has(feature)) continue;
        seen.add(feature);
        next.push(...(FEATURE_ARROWS[feature] ?? []));
      }
      return false;
    });
    expect(looping).toEqual([]);
  });

  test("no cycle of imports in the domain, the server or the browser: no file reaches itself again, by two files or more", () => {
    const edges = new Map<string, Set<string>>();
    // every import counts, a type's and a lazy page's or dialog's `import()` too
    for (const each of all.filter((one) => !isTest(one.file))) {
      const target = fileOf(each.target);
      if (!target.startsWith("src/")) continue;
      if (!edges.has(each.file)) edges.set(each.file, new Set());
      edges.get(each.file)?.add(target);
    }
    // Tarjan's strongly connected components: each of more than one file (or a file importing itself) is a cycle
    const cycles: string[] = [];
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file) as number);
      stack.push(file);
      onStack.add(file);
      for (const next of edges.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
        } else if (onStack.has(next)) {
          low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
        }
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || edges.get(file)?.has(file)) cycles.push(component.sort().join(" ↔ "));
    };
    for (const file of edges.keys()) if (!index.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});

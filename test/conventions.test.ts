import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * The conventions of docs/architecture.md ("Conventions a line of code can break") that a scan of the source can
 * hold: each test names the rule, and its failure lists the lines that break it.
 */
const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** A test file, or a helper only tests use (a `test/` folder). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

/** A line that is only a comment ("//", "/*", " * …"). */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** Each line of `files` that matches `pattern`, as "file:line: text" (comment lines skipped). */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) =>
        !isComment(line) && pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const src = ["src/domain", "src/server", "src/web", "src/build"].flatMap(sourceFiles);

describe("time constants come from src/domain/time.ts", () => {
  const elsewhere = src.filter((file) => file !== "src/domain/time.ts");

  test("no file declares a length of time of its own (SECOND, MINUTE, HOUR, DAY, WEEK)", () => {
    const declared = linesMatching(elsewhere, /\b(const|let|var)\s+(SECOND|MINUTE|HOUR|DAY|WEEK)S?(_MS)?\s*=/);
    expect(declared).toEqual([]);
  });

  test("no code outside tests spells out a minute, an hour, a day or the milliseconds of a second", () => {
    const units = [
      // a minute, an hour, a day or a week in milliseconds
      /\b(60_?000|3_?600_?000|86_?400_?000|604_?800_?000)\b/,
      // an hour or a day in seconds or minutes, a minute in milliseconds
      /\b(60|24) \* 60\b|\b60 \* 1_?000\b|\b1_?000 \* 60\b/,
      // seconds to milliseconds and back
      /[*/] 1_?000\b|\b1_?000 \*/,
    ];
    const spelled = linesMatching(
      elsewhere.filter((file) => !isTest(file)),
      new RegExp(units.map((unit) => unit.source).join("|")),
    );
    expect(spelled).toEqual([]);
  });
});

describe("the app's addresses come from src/domain/paths.ts", () => {
  test('no code outside tests writes a "/dashboard…" address of its own', () => {
    const written = linesMatching(
      src.filter((file) => file !== "src/domain/paths.ts" && !isTest(file)),
      // a string or template that starts with the address, or puts it after the app's origin (`${appUrl}/dashboard`)
      /(["'`]|\})\/dashboard\b/,
    ).filter(
      // the API's own routes (/api/dashboard/…) are not pages
      (line) => !/\.route\("\/dashboard", dashboardRoutes\)|"\/api\/dashboard\//.test(line),
    );
    expect(written).toEqual([]);
  });
});

describe("one dialog primitive", () => {
  test("only src/web/components/ui builds dialogs from Radix (features use DialogRoot, DialogContent, FormDialog, ConfirmDialog)", () => {
    const radixDialog = linesMatching(
      sourceFiles("src/web").filter((file) => !file.startsWith("src/web/components/ui/")),
      /import\s*\{[^}]*\b(Dialog|AlertDialog)\b[^}]*\}\s*from\s*"radix-ui"|from\s*"@radix-ui\/react-(alert-)?dialog"/,
    );
    expect(radixDialog).toEqual([]);
  });
});

/** A call that shows a toast: the toast module's `notify…` functions, or sonner's `toast` (and `toast.error`, …). */
const TOAST_CALL = /^(notify[A-Za-z]*|toast)$/;

/**
 * The hooks of a file (functions named `use…`) that show a toast: in their own body and callbacks, or through a
 * function of the same file that they call; each as "file: useHook → … → the toasting call".
 */
function hooksThatToast(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const functions = new Map<string, ts.Node>();
  const visitTop = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) functions.set(node.name.text, value.body);
    }
    ts.forEachChild(node, visitTop);
  };
  visitTop(tree);
  const calledName = (call: ts.CallExpression) => {
    let callee: ts.Expression = call.expression;
    while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
    return ts.isIdentifier(callee) ? callee.text : undefined;
  };
  const toastPath = (name: string, seen: Set<string>): string[] | undefined => {
    const body = functions.get(name);
    if (!body || seen.has(name)) return undefined;
    seen.add(name);
    let path: string[] | undefined;
    const visit = (node: ts.Node) => {
      if (path) return;
      if (ts.isCallExpression(node)) {
        const called = calledName(node);
        if (called && TOAST_CALL.test(called)) path = [called];
        else if (called) {
          const further = toastPath(called, seen);
          if (further) path = [called, ...further];
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
    return path;
  };
  return [...functions.keys()]
    .filter((name) => /^use[A-Z]/.test(name))
    .flatMap((hook) => {
      const path = toastPath(hook, new Set());
      return path ? [`${file}: ${[hook, ...path].join(" → ")}`] : [];
    });
}

describe("hooks never toast: the component owns the toasts", () => {
  test("no area's requests (features/*/api.ts, features/*/*-api.ts) and no shared hook of src/web/lib imports the toast module", () => {
    const hookFiles = sourceFiles("src/web").filter(
      (file) =>
        !isTest(file) &&
        (/^src\/web\/features\/[^/]+\/([a-z-]+-)?api\.ts$/.test(file) ||
          (/^src\/web\/lib\/[^/]+\.tsx?$/.test(file) &&
            file !== "src/web/lib/toast.ts" &&
            /export (async )?(function|const) use[A-Z]/.test(read(file)))),
    );
    expect(hookFiles.length).toBeGreaterThan(10);
    const toasting = linesMatching(hookFiles, /from\s*"(@\/web\/lib\/toast|\.\/toast|\.\.\/\.\.\/lib\/toast|sonner)"/);
    expect(toasting).toEqual([]);
  });

  test("no hook of the browser (a use… function anywhere in src/web) shows a toast, itself or through a function of its file", () => {
    const files = sourceFiles("src/web").filter((file) => !isTest(file) && file !== "src/web/lib/toast.ts");
    const found = files.flatMap((file) => hooksThatToast(file, read(file)));
    expect(found).toEqual([]);
  });

  test("the check finds a toast in a hook, in its callbacks and in a function of its file it calls", () => {
    const source = `
      import { notify } from "@/web/lib/toast";
      import { toast } from "sonner";
      const warn = () => notifyFailure(MESSAGES.failed, error);
      function helper() { warn(); }
      export function useQuiet() { return useQuery({ queryKey: ["a"] }); }
      export function useLoud() { useEffect(() => notify(MESSAGES.done), []); }
      export const useIndirect = () => { helper(); };
      export function useSonner() { toast.error("No"); }
      export function Component() { notify(MESSAGES.done); }`;
    expect(hooksThatToast("file.ts", source)).toEqual([
      "file.ts: useLoud → notify",
      "file.ts: useIndirect → helper → warn → notifyFailure",
      "file.ts: useSonner → toast",
    ]);
  });
});

describe("the browser never restates a server input's schema", () => {
  /**
   * The only zod schemas the browser builds: each reads a browser-only tool's own state back from local storage
   * (docs/architecture.md, "Rules of the house"), which no server route takes. Anything the server takes is parsed
   * with the domain's schema (src/domain/<area>/inputs.ts and the like), imported as it is.
   */
  const BROWSER_ONLY_STATE = [
    "src/web/features/resources/ah-counter/use-counter.ts",
    "src/web/features/resources/evaluator/use-evaluation.ts",
    "src/web/features/resources/timer/use-timer.ts",
  ];

  test("outside those files, no browser code builds a zod schema (it imports the domain's)", () => {
    const building = linesMatching(
      sourceFiles("src/web").filter((file) => !isTest(file) && !BROWSER_ONLY_STATE.includes(file)),
      /import\s+(?!type\b)[^;]*from\s*"zod(\/[^"]*)?"|\bz\.(object|strictObject|string|number|array|enum|union|discriminatedUnion)\(/,
    );
    expect(building).toEqual([]);
  });

  test("each listed file still builds one (a file that stops is taken off the list)", () => {
    for (const file of BROWSER_ONLY_STATE) expect(read(file), file).toMatch(/import \{ z \} from "zod"/);
  });
});

describe("names are sorted by one collator", () => {
  test("no code sorts with localeCompare and a locale: it builds a collator per comparison (alphabetical instead)", () => {
    const perComparison = linesMatching(
      src.filter((file) => !isTest(file)),
      /\.localeCompare\([^)]*,/,
    );
    expect(perComparison).toEqual([]);
  });
});

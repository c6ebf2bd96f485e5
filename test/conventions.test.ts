import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

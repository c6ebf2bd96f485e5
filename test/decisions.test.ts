// The decision records stay true: each says whether it still holds ("Status:") and when it was made ("Date:"),
// and a record that a later one replaces, in whole or in part, links its successor, which says what it supersedes.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const FOLDER = path.join(import.meta.dirname, "..", "docs", "decisions");

type Decision = { file: string; number: string; title: string; status: string; date: string };

/** A record's status and date: the lines before its first section. */
function readDecision(file: string, text: string): Decision {
  const head = text.split("\n## ")[0] ?? "";
  const line = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head)?.[1]?.trim() ?? "";
  const title = /^# \d{3} — (.*)$/m.exec(head)?.[1]?.trim() ?? "";
  return { file, number: file.slice(0, 3), title, status: line("Status"), date: line("Date") };
}

/** The records a status links after `phrase` ("superseded by", "supersedes"), up to the next `;`. */
function linked(status: string, phrase: string): Array<{ number: string; target: string }> {
  return status
    .split(";")
    .filter((part) => part.includes(phrase))
    .flatMap((part) => [...part.matchAll(/\[(\d{3})\]\(([^)]+)\)/g)])
    .map(([, number = "", target = ""]) => ({ number, target }));
}

/** What is wrong with a record, in words; nothing when it is right. */
function problemsOf(decision: Decision, all: Map<string, Decision>): string[] {
  const problems: string[] = [];
  if (!decision.status) problems.push("no Status: line");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(decision.date) ? new Date(`${decision.date}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== decision.date) {
    problems.push("no Date: line with a real date (YYYY-MM-DD)");
  }
  if (/supersede[ds]? (part of |by )?\d{3}/.test(decision.status.replace(/\[\d{3}\]\([^)]+\)/g, ""))) {
    problems.push("names a record without linking it");
  }
  const check = (phrase: string, answer: string) => {
    for (const { number, target } of linked(decision.status, phrase)) {
      const other = all.get(number);
      if (!other) problems.push(`${phrase} ${number}, which does not exist`);
      else if (target !== other.file) problems.push(`links ${number} to ${target}, not ${other.file}`);
      else if (!linked(other.status, answer).some((link) => link.number === decision.number)) {
        problems.push(`${phrase} ${number}, whose status does not say it ${answer} ${decision.number}`);
      }
    }
  };
  check("superseded by", "supersedes");
  check("supersedes", "superseded by");
  return problems;
}

const decisions = readdirSync(FOLDER)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort()
  .map((file) => readDecision(file, readFileSync(path.join(FOLDER, file), "utf8")));
const byNumber = new Map(decisions.map((decision) => [decision.number, decision]));

/** The record's line in docs/decisions/README.md, the index. */
const indexLine = (decision: Decision) =>
  `| ${decision.number} | [${decision.title.replaceAll("|", "\\|")}](${decision.file}) | ${decision.status.replaceAll("|", "\\|")} |`;

describe("decision records", () => {
  test("the index lists each record once, with its title and status", () => {
    const index = readFileSync(path.join(FOLDER, "README.md"), "utf8").split("\n");
    const listed = index.filter((line) => /^\| \d{3} \|/.test(line));
    expect(listed).toEqual(decisions.map(indexLine));
  });

  test("each status begins with one of its words, capitalised: Accepted, Superseded, Done or Rejected", () => {
    const odd = decisions.filter((decision) => !/^(Accepted|Superseded|Done|Rejected)\b/.test(decision.status));
    expect(odd.map((decision) => `${decision.file}: ${decision.status}`)).toEqual([]);
  });

  test("each has a number of its own", () => {
    expect(decisions.length).toBeGreaterThan(0);
    expect(byNumber.size).toBe(decisions.length);
  });

  test.each(decisions)("$file has a status and a date, and its successors and predecessors agree", (decision) => {
    expect(problemsOf(decision, byNumber)).toEqual([]);
  });

  test("the check notices a missing status or date and a successor that does not exist or does not answer", () => {
    const old = readDecision("010-old.md", "# 010 — Old\n\nStatus: superseded by [011](011-new.md)\n\n## Context\n");
    const silent = readDecision("011-new.md", "# 011 — New\n\nStatus: accepted\nDate: 2026-11-24\n\n## Context\n");
    const all = new Map([old, silent].map((decision) => [decision.number, decision]));
    expect(problemsOf(old, all)).toEqual([
      "no Date: line with a real date (YYYY-MM-DD)",
      "superseded by 011, whose status does not say it supersedes 010",
    ]);
    const missing = readDecision("012-x.md", "# 012\n\nDate: 2026-02-30\nStatus: superseded by [099](099-gone.md)\n");
    expect(problemsOf(missing, all)).toEqual([
      "no Date: line with a real date (YYYY-MM-DD)",
      "superseded by 099, which does not exist",
    ]);
    const unlinked = readDecision("013-y.md", "# 013\n\nStatus: superseded by 011\nDate: 2026-11-24\n");
    expect(problemsOf(unlinked, all)).toEqual(["names a record without linking it"]);
    const bare = readDecision("014-z.md", "# 014 — Z\n\n## Context\nStatus: accepted\nDate: 2026-11-24\n");
    expect(problemsOf(bare, all)).toEqual(["no Status: line", "no Date: line with a real date (YYYY-MM-DD)"]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * Every button that writes is busy while its request runs (docs/architecture.md, "Buttons that write"): an element
 * whose handler (`onClick`, `onConfirm`, `onSubmit`, any `on…`) sends a mutation — directly or through a function
 * of the same file — carries `busy`; a form that sends one has only busy submit buttons.
 */
const root = path.resolve(import.meta.dirname, "..");

const HANDLER = /^on[A-Z]/;
const MUTATE = new Set(["mutate", "mutateAsync"]);
/** Form controls are not buttons: a change is sent once per change (a switch, a radio, a select). */
const CONTROLS = new Set(["input", "select", "textarea", "Select", "SelectField", "InputField", "TextAreaField"]);
/**
 * Buttons meant to be pressed again while a request runs, by file and handler as written: each press is its own
 * write, with an effect of its own.
 */
const PRESSED_AGAIN: Record<string, string[]> = {
  // the ah counter taps as fast as the speaker says "um", and undoes tap by tap; every tap carries its own id
  "src/web/features/meetings/filler-panel.tsx": ["(word) => current && tap(current, word, 1)", "undo"],
  // each press moves the item one more place (the order shows at once, and the last order sent wins)
  "src/web/features/events/agenda-panel.tsx": ["move"],
};

type Finding = { line: number; element: string };

const attributesOf = (element: ts.JsxOpeningLikeElement) =>
  element.attributes.properties.filter((property): property is ts.JsxAttribute => ts.isJsxAttribute(property));
const nameOf = (attribute: ts.JsxAttribute) => attribute.name.getText();
const has = (element: ts.JsxOpeningLikeElement, name: string) => attributesOf(element).some((a) => nameOf(a) === name);

/** The elements of a file whose handlers send a mutation but that are not busy while it runs. */
function buttonsThatWriteWithoutBusy(source: string, fileName = "file.tsx"): Finding[] {
  const pressedAgain = new Set(PRESSED_AGAIN[fileName] ?? []);
  const handlerText = (attribute: ts.JsxAttribute) =>
    attribute.initializer && ts.isJsxExpression(attribute.initializer)
      ? (attribute.initializer.expression?.getText() ?? "")
      : "";
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // functions of the file by name (several components may each have their own `submit`)
  const functions = new Map<string, ts.Node[]>();
  const remember = (name: string, body: ts.Node) => functions.set(name, [...(functions.get(name) ?? []), body]);
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) remember(node.name.text, node.body);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      remember(node.name.text, node.initializer.body);
    ts.forEachChild(node, collect);
  };
  collect(file);

  const sendsMutation = (node: ts.Node, seen: Set<string> = new Set()): boolean => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && MUTATE.has(callee.name.text)) return true;
      if (ts.isIdentifier(callee) && !seen.has(callee.text)) {
        seen.add(callee.text);
        if ((functions.get(callee.text) ?? []).some((body) => sendsMutation(body, seen))) return true;
      }
    }
    // a handler given by name: `onClick={submit}`
    if (ts.isJsxExpression(node) && node.expression && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (!seen.has(name)) {
        seen.add(name);
        if ((functions.get(name) ?? []).some((body) => sendsMutation(body, seen))) return true;
      }
    }
    return ts.forEachChild(node, (child) => sendsMutation(child, seen) || undefined) ?? false;
  };

  const findings: Finding[] = [];
  const report = (element: ts.JsxOpeningLikeElement) =>
    findings.push({
      line: file.getLineAndCharacterOfPosition(element.getStart()).line + 1,
      element: `<${element.tagName.getText()}>`,
    });
  const submitButtonsIn = (node: ts.Node, found: ts.JsxOpeningLikeElement[] = []) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      attributesOf(node).some((a) => nameOf(a) === "type" && a.initializer?.getText() === '"submit"')
    )
      found.push(node);
    ts.forEachChild(node, (child) => {
      submitButtonsIn(child, found);
    });
    return found;
  };
  const visit = (node: ts.Node) => {
    const tag = ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) ? node.tagName.getText() : "";
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && !CONTROLS.has(tag)) {
      const writes = attributesOf(node).some(
        (attribute) =>
          HANDLER.test(nameOf(attribute)) &&
          attribute.initializer &&
          !pressedAgain.has(handlerText(attribute)) &&
          sendsMutation(attribute.initializer),
      );
      if (writes && !has(node, "busy")) {
        if (tag === "form" && ts.isJsxOpeningElement(node)) {
          const submits = submitButtonsIn(node.parent);
          if (submits.length === 0) report(node);
          for (const submit of submits) if (!has(submit, "busy")) report(submit);
        } else report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function webComponents(): string[] {
  return readdirSync(path.join(root, "src/web"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx") && !entry.name.includes(".test."))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("buttons that write", () => {
  test("every element of the web app that sends a mutation is busy while it runs", () => {
    const files = webComponents();
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap((file) =>
      buttonsThatWriteWithoutBusy(readFileSync(path.join(root, file), "utf8"), file).map(
        (finding) => `${file}:${finding.line} ${finding.element}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  test("finds a button that sends a mutation without busy, directly or through a function", () => {
    const source = `
      function Roles() {
        const change = useRoleChange(id);
        const take = (role) => change.mutate({ take: role });
        const send = () => take("timer");
        return (
          <div>
            <Button onClick={() => change.mutate({ take: "timer" })}>Take</Button>
            <Button disabled={change.isPending} onClick={send}>Take again</Button>
            <Button busy={change.isPending} onClick={() => take("timer")}>Take busy</Button>
            <Button onClick={() => setOpen(true)}>Open</Button>
            <ConfirmDialog onConfirm={send} />
            <form onSubmit={send}><Button type="submit">Save</Button></form>
            <form onSubmit={send}><Button type="submit" busy={change.isPending}>Save</Button></form>
          </div>
        );
      }`;
    expect(buttonsThatWriteWithoutBusy(source)).toEqual([
      { line: 8, element: "<Button>" },
      { line: 9, element: "<Button>" },
      { line: 12, element: "<ConfirmDialog>" },
      { line: 13, element: "<Button>" },
    ]);
  });
});

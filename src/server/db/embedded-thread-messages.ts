// What the server's thread and the embedded database's thread say to each other (docs/decisions/263).

/** What the database's thread is started with. */
export type ThreadStart = { dataDir: string; dump?: ArrayBuffer };

/**
 * A statement, inside transaction `tx` when it is given (the thread opens it with its first statement). A function
 * cannot cross threads: `textTypes` names the types whose values are to stay text, as Drizzle's own parsers keep them.
 */
export type StatementRequest = {
  op: "statement";
  text: string;
  params: unknown[];
  rowMode?: "array" | "object";
  textTypes: number[];
  tx?: number;
};

export type ThreadRequest =
  | StatementRequest
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen" | "unlisten"; channel: string }
  | { op: "close" };

/** An error as it crosses threads: its message and its fields of plain values (a database error's code and so on). */
export type ErrorCopy = { message: string; fields: Record<string, string | number | boolean> };

export type ThreadAnswer =
  | { id: number; result: unknown }
  | { id: number; error: ErrorCopy }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: ErrorCopy };

export function copyOfError(error: unknown): ErrorCopy {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorCopy["fields"] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  return { message: error.message, fields };
}

export const errorFrom = (copy: ErrorCopy): Error => Object.assign(new Error(copy.message), copy.fields);

/**
 * Why a job or an e-mail failed, as an admin may read it (docs/decisions/176): the cause in words, never the SQL of a
 * failed query nor the values bound to it, and no address. Drizzle wraps a database or network failure in "Failed
 * query: <sql> params: <values>"; the cause is the innermost error.
 */

const ADDRESS = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[^\s<>()"',;:@]+/g;
const SECRET_PARAMETER = /\b(token|key|secret|password|code)=[^\s&"'<>]+/gi;
const SQL_OF_A_QUERY = /Failed query:[\s\S]*/;

/** An error text without addresses, secret-looking parameters, or the SQL and values of a failed query. */
export function withoutPrivateParts(text: string): string {
  const cleaned = text
    .replace(SQL_OF_A_QUERY, "a database query failed")
    .replace(ADDRESS, "[address]")
    .replace(SECRET_PARAMETER, "$1=[hidden]")
    .trim();
  return cleaned || "unknown failure";
}

type Failure = { message?: unknown; code?: unknown; command?: unknown; responseCode?: unknown; cause?: unknown };

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNECTION: "no connection",
  ECONNRESET: "connection reset",
  ESOCKET: "connection failed",
  ETIMEDOUT: "timed out",
  EDNS: "its name does not resolve",
  ENOTFOUND: "its name does not resolve",
  EAI_AGAIN: "its name does not resolve",
};

/** The chain of an error and its causes, outermost first. */
function chainOf(error: unknown): Failure[] {
  const chain: Failure[] = [];
  let current: unknown = error;
  while (current && typeof current === "object" && chain.length < 10) {
    chain.push(current as Failure);
    current = (current as Failure).cause;
  }
  return chain;
}

/** What failed, in words: "the mail relay is unavailable (connection refused)", a database's own message, … */
export function failureCause(error: unknown): string {
  const chain = chainOf(error);
  const mail = chain.find((entry) => typeof entry.command === "string" || typeof entry.responseCode === "number");
  if (mail) {
    const code = String(mail.code ?? "");
    if (code === "EAUTH") return "the mail relay refused the sign-in";
    if (UNREACHABLE[code]) return `the mail relay is unavailable (${UNREACHABLE[code]})`;
    if (typeof mail.responseCode === "number") return `the mail relay refused the message (${mail.responseCode})`;
    return "the mail relay is unavailable";
  }
  const unreachable = chain.find((entry) => UNREACHABLE[String(entry.code ?? "")]);
  if (unreachable) return `a service is unavailable (${UNREACHABLE[String(unreachable.code)]})`;
  const innermost = chain.at(-1);
  const message = innermost ? String(innermost.message ?? "") : String(error ?? "");
  const firstLine = message.split("\n")[0] ?? "";
  return withoutPrivateParts(firstLine).slice(0, 300);
}

import { vi } from "vitest";
/** A mail from the outbox, as a person reading it would see it. */
export type Mail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  // white space between two encoded words is not part of the text (RFC 2047, section 6.2)
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");

/** Parses a .eml file written by the outbox mailer (plain, or multipart/alternative text + html). */
export function readMail(raw: string): Mail {
  const message = splitPart(raw);
  const contentType = message.headers.get("content-type") ?? "text/plain";
  const parts: Part[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      parts.push(splitPart(chunk.replace(/^\n/, "")));
    }
  } else {
    parts.push(message);
  }
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const textPart = ofType("text/plain");
  const htmlPart = ofType("text/html");
  const text = textPart ? decodeBody(textPart) : "";
  const html = htmlPart ? decodeBody(htmlPart) : "";
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
  const htmlLinks = [...html.matchAll(/href="([^"]+)"/g)].map((match) => decodeEntities(match[1] ?? ""));
  return {
    from: decodeHeader(message.headers.get("from") ?? ""),
    to: decodeHeader(message.headers.get("to") ?? "").toLowerCase(),
    replyTo: decodeHeader(message.headers.get("reply-to") ?? "").toLowerCase(),
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text,
    html,
    links: [...new Set([...links, ...htmlLinks])],
  };
}

/**
 * Waits for mail a server delivers in the background (after its answer): each check is retried until it passes or
 * ten seconds have gone by, long enough for a loaded two-core machine (vi.waitFor's own default is one second).
 */
export const mailArrives = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

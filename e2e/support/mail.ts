/**
 * The outbox the app writes its e-mails to when no SMTP server is configured: `<DATA_DIR>/outbox/*.eml`.
 * playwright.config.ts gives the server a fresh DATA_DIR and exports it to the tests as E2E_DATA_DIR.
 * File names start with an ISO timestamp, so sorting them by name sorts the mails by the time they were sent.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { type Mail, readMail } from "../../test/support/mail";

export type { Mail };

/** The data folder of the server Playwright started. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the journeys through playwright.config.ts.");
  return dir;
}

/**
 * The outbox's mails, oldest first, each read from disk once: a journey's run writes hundreds of them and the journeys
 * ask for one recipient's mails again and again while they wait. A file is read again only when its size changed (the
 * server may still be writing it); its recipient is read from the headers, the rest is parsed only when asked for.
 */
type OutboxFile = { size: number; raw: string; to: string; mail?: Mail; parsed?: Promise<ParsedMail> };
const outboxFiles = new Map<string, OutboxFile>();

function outboxTo(address: string, dir: string): OutboxFile[] {
  const outbox = path.join(dir, "outbox");
  if (!existsSync(outbox)) return [];
  const wanted = address.toLowerCase();
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .sort()
    .map((file) => {
      const where = path.join(outbox, file);
      const size = statSync(where).size;
      let known = outboxFiles.get(where);
      if (known?.size !== size) {
        const raw = readFileSync(where, "utf8");
        const headers = raw.slice(0, raw.indexOf("\n\n") + 1);
        known = { size, raw, to: readMail(`${headers}\n`).to };
        outboxFiles.set(where, known);
      }
      return known;
    })
    .filter((file) => file.to === wanted);
}

/** Every mail sent to `address`, oldest first. `dir` is the server's DATA_DIR (default: E2E_DATA_DIR). */
export function mailsTo(address: string, dir = dataDir()): Mail[] {
  return outboxTo(address, dir).map((file) => {
    file.mail ??= readMail(file.raw);
    return file.mail;
  });
}

/** Every mail sent to `address`, oldest first, parsed as a mail program would (attachments, every header). */
export async function parsedMailsTo(address: string, dir = dataDir()): Promise<ParsedMail[]> {
  return Promise.all(
    outboxTo(address, dir).map((file) => {
      file.parsed ??= simpleParser(file.raw);
      return file.parsed;
    }),
  );
}

/** The one mail to `address` whose subject starts with `subjectStart`, once it has arrived (and no second one). */
export async function theOneMail(address: string, subjectStart: string, dir = dataDir()): Promise<ParsedMail> {
  let mails: ParsedMail[] = [];
  await expect
    .poll(async () => {
      mails = (await parsedMailsTo(address, dir)).filter((mail) => mail.subject?.startsWith(subjectStart));
      return mails.length;
    })
    .toBe(1);
  return mails[0] as ParsedMail;
}

/** A header of a parsed mail as it was written (`list-unsubscribe`: "<https://…>"). */
export const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

export type LinkKind = "verification" | "reset";

const LINK_PATHS: Record<LinkKind, string> = {
  verification: "/api/auth/verify-email",
  reset: "/api/auth/reset-password/",
};

function linkIn(mail: Mail, kind: LinkKind): string | undefined {
  return mail.links.find((link) => new URL(link).pathname.startsWith(LINK_PATHS[kind]));
}

/** How many mails with a `kind` link `address` has received so far. */
export function countLinkMails(address: string, kind: LinkKind, dir = dataDir()): number {
  return mailsTo(address, dir).filter((mail) => linkIn(mail, kind)).length;
}

/**
 * Waits until `address` has received more than `after` mails with a `kind` link (default: at least one),
 * then returns the link of the newest one.
 */
export async function waitForLink(
  address: string,
  kind: LinkKind,
  options: { after?: number; dir?: string; timeout?: number } = {},
): Promise<string> {
  const { after = 0, dir = dataDir(), timeout = 10_000 } = options;
  let links: string[] = [];
  await expect
    .poll(
      () => {
        links = mailsTo(address, dir).flatMap((mail) => linkIn(mail, kind) ?? []);
        return links.length;
      },
      { message: `a ${kind} e-mail to ${address} in ${dir}/outbox`, timeout },
    )
    .toBeGreaterThan(after);
  const newest = links.at(-1);
  if (!newest) throw new Error(`No ${kind} link for ${address}.`);
  return newest;
}

import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** True when mail goes to the local outbox folder instead of an SMTP server. */
  usesOutbox: boolean;
  /**
   * Runs deliveries after a response has been sent (docs/decisions/220): counted, so that closing waits for them;
   * once closing has begun, new ones are left to the mail worker of the next start.
   */
  inBackground(work: () => Promise<void>): void;
  /** Waits for the deliveries running in the background, then closes the pooled SMTP connections (at shutdown). */
  close(): Promise<void>;
};

/** SMTP connections kept open and shared by the sends of one instance (a burst of reminders reuses them). */
export const SMTP_CONNECTIONS = 5;

/**
 * SMTP when `smtpUrl` is set, through a pool of up to SMTP_CONNECTIONS connections (the URL's own `pool` and
 * `maxConnections` parameters win); otherwise each message is written as a .eml file into `outboxDir`.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  const running = new Set<Promise<void>>();
  let closing = false;
  const inBackground = (work: () => Promise<void>) => {
    if (closing) return;
    const run = work().finally(() => running.delete(run));
    running.add(run);
  };
  const finish = async () => {
    closing = true;
    await Promise.allSettled([...running]);
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
    });
    return {
      usesOutbox: false,
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      inBackground,
      close: async () => {
        await finish();
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    usesOutbox: true,
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
    },
    inBackground,
    close: finish,
  };
}

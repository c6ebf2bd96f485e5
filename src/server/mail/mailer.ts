import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** True when mail goes to the local outbox folder instead of an SMTP server. */
  usesOutbox: boolean;
};

/** SMTP when `smtpUrl` is set; otherwise each message is written as a .eml file into `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      usesOutbox: false,
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
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
  };
}

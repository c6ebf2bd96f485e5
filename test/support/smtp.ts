import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { type Mail, readMail } from "./mail";

/** A mail as the SMTP server received it: the envelope, the headers a reader checks, and the decoded body. */
export type ReceivedMail = Mail & { envelopeTo: string[]; raw: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this error (the sender sees a failed delivery). */
  failWith: string | undefined;
  /** Waits (10 s at the most) until at least `count` received mails match; those that do. */
  arrived(match: (mail: ReceivedMail) => boolean, count?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(port, "127.0.0.1");
  });
}

/** A real SMTP server on 127.0.0.1 (first free port of `ports`) that records what it receives. */
export async function startTestSmtpServer(ports: readonly number[]): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: "",
    received: [],
    failWith: undefined,
    async arrived(match, count = 1) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = state.received.filter(match);
        if (found.length >= count) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`expected ${count} mails, got ${state.received.filter(match).length}`);
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.failWith) {
          const error = Object.assign(new Error(state.failWith), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        state.received.push({
          ...readMail(raw),
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  for (const port of ports) {
    if (!(await isFree(port))) continue;
    const listening = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (!listening) continue;
    state.url = `smtp://127.0.0.1:${port}`;
    state.close = () => new Promise((resolve) => server.close(() => resolve()));
    return state;
  }
  throw new Error(`no free port for the test SMTP server among ${ports.join(", ")}`);
}

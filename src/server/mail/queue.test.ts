import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aServerForEachTest } from "../../../test/support/server";
import { mailQueue } from "../db/schema";
import type { Mailer } from "./mailer";
import { deliverDueMail, deliverInBackground, deliverNow, enqueueMail, retryDelaySeconds } from "./queue";

const failing: Mailer = {
  usesOutbox: false,
  send: async () => {
    throw new Error("SMTP server unavailable");
  },
  inBackground: (work) => void work(),
  close: async () => {},
};

describe("mail queue", () => {
  const server = aServerForEachTest();

  const deps = (mailer: Mailer) => ({ db: server.db, mailer, logger: server.deps.logger });
  const rowOf = async (id: string) => (await server.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];
  const mail = { kind: "invitation" as const, to: "guest@example.com", subject: "Join us", text: "Come along" };

  it("delivers a queued mail once and records when", async () => {
    const [id = ""] = await enqueueMail(server.db, [mail]);
    expect(await deliverNow(deps(server.deps.mailer), id)).toBe(true);
    const row = await rowOf(id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect((await server.outbox()).filter((message) => message.to.includes("guest@example.com"))).toHaveLength(1);
    expect(await deliverNow(deps(server.deps.mailer), id)).toBe(false);
    expect(await deliverDueMail(deps(server.deps.mailer))).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps a failed mail queued with its error and a later retry time, then delivers it", async () => {
    const [id = ""] = await enqueueMail(server.db, [mail]);
    expect(await deliverNow(deps(failing), id)).toBe(false);
    const failed = await rowOf(id);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain("SMTP server unavailable");
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await deliverDueMail(deps(server.deps.mailer))).toEqual({ sent: 0, failed: 0 });

    await server.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailQueue.id, id));
    expect(await deliverDueMail(deps(server.deps.mailer))).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("a server that closes while mails go out after a response waits for them; none goes out after it closed", async () => {
    const ids = await enqueueMail(
      server.db,
      [1, 2, 3].map((n) => ({ ...mail, to: `guest${n}@example.com` })),
    );
    deliverInBackground(deps(server.deps.mailer), ids);
    await server.deps.mailer.close();
    const delivered = server.outbox().length;
    expect(delivered).toBe(3);
    const sent = await server.db.select().from(mailQueue);
    expect(sent.every((row) => row.sentAt instanceof Date)).toBe(true);

    const [late = ""] = await enqueueMail(server.db, [{ ...mail, to: "late@example.com" }]);
    deliverInBackground(deps(server.deps.mailer), [late]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.outbox()).toHaveLength(delivered);
    expect((await rowOf(late))?.sentAt).toBeNull(); // left for the mail worker of the next start
  });

  it("backs off up to an hour", () => {
    expect([1, 2, 3, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });
});

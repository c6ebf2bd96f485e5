import { Hono } from "hono";
import { z } from "zod";
import { contactInput, isBotSubmission } from "../../../domain/support/contact";
import { textField } from "../../../domain/text";
import { clientAddress } from "../../http/client-address";
import type { AppEnv } from "../../http/context";
import { AppError, refuse } from "../../http/errors";
import { spendAttempt } from "../../http/rate-limit";
import { jsonBody, queryParams } from "../../http/validate";
import { contactInfo, listFaqs, submitContactMessage } from "./service";

/** Contact messages per client address (decision 060). */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 };

const faqQuery = z.object({ search: textField("search", 200).optional() });

/** Public: anyone may read the FAQs and the support address, and send a message. */
export const supportRoutes = new Hono<AppEnv>()
  .get("/faqs", queryParams(faqQuery), async (c) =>
    c.json({ faqs: await listFaqs(c.var.deps.db, c.req.valid("query").search) }),
  )
  .get("/contact-info", (c) => c.json(contactInfo(c.var.deps.config)))
  .post("/contact", jsonBody(contactInput), async (c) => {
    const message = c.req.valid("json");
    try {
      await spendAttempt(c.var.deps.db, `contact:client:${clientAddress(c)}`, CONTACT_LIMIT);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      throw refuse("RATE_LIMITED", { retryAfterSeconds: error.retryAfterSeconds, of: "messages" });
    }
    // A bot filled the hidden field: it is told the message went out, and nothing is stored or sent.
    if (isBotSubmission(message)) return c.json({ outcome: "sent" as const }, 201);
    let result: Awaited<ReturnType<typeof submitContactMessage>>;
    try {
      result = await submitContactMessage(c.var.deps, message, c.var.user);
    } catch (error) {
      c.var.deps.logger.error({ err: error }, "contact message could not be saved");
      throw refuse("CONTACT_NOT_SAVED");
    }
    return c.json({ outcome: result.outcome }, 201);
  });

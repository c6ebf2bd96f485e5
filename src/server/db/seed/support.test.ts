import { expect, test } from "vitest";
import { DEMO_FAQS } from "./support";

test("the demo FAQs: at least 12, unique questions, some featured, ordered 1..n", () => {
  expect(DEMO_FAQS.length).toBeGreaterThanOrEqual(12);
  expect(new Set(DEMO_FAQS.map((faq) => faq.question)).size).toBe(DEMO_FAQS.length);
  const featured = DEMO_FAQS.filter((faq) => faq.isFeatured).length;
  expect(featured).toBeGreaterThanOrEqual(3);
  expect(featured).toBeLessThan(DEMO_FAQS.length);
  expect(DEMO_FAQS.map((faq) => faq.orderIndex)).toEqual(DEMO_FAQS.map((_, index) => index + 1));
  for (const faq of DEMO_FAQS) expect(faq.answer.length).toBeGreaterThan(40);
});

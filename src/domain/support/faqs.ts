export type Faq = { id: string; question: string; answer: string; isFeatured: boolean; orderIndex: number };

/** FAQ order (decision 061): featured first, then by order_index. */
export function sortFaqs<T extends Pick<Faq, "isFeatured" | "orderIndex">>(faqs: readonly T[]): T[] {
  return [...faqs].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || a.orderIndex - b.orderIndex);
}

/** Whether the FAQ's question or answer contains the search text, ignoring case and surrounding spaces. */
export function matchesFaqSearch(faq: Pick<Faq, "question" | "answer">, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return faq.question.toLocaleLowerCase().includes(wanted) || faq.answer.toLocaleLowerCase().includes(wanted);
}

/** The two sections of the FAQ tab for a search: Popular Questions (featured) and All Questions (every match). */
export function faqSections<T extends Faq>(faqs: readonly T[], search: string): { popular: T[]; all: T[] } {
  const all = sortFaqs(faqs.filter((faq) => matchesFaqSearch(faq, search)));
  return { popular: all.filter((faq) => faq.isFeatured), all };
}

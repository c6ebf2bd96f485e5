import { useQuery } from "@tanstack/react-query";
import type { Faq } from "@/domain/support/faqs";
import { api } from "@/web/lib/api";

/** Every FAQ, featured first then by order; the page searches them locally as the visitor types. */
export const useFaqs = () =>
  useQuery({
    queryKey: ["support", "faqs"],
    queryFn: async () => (await api<{ faqs: Faq[] }>("/support/faqs")).faqs,
    retry: 1,
  });

export type ContactInfo = { email: string; replyWithinHours: number };

export const useContactInfo = () =>
  useQuery({
    queryKey: ["support", "contact-info"],
    queryFn: () => api<ContactInfo>("/support/contact-info"),
    staleTime: Number.POSITIVE_INFINITY,
  });

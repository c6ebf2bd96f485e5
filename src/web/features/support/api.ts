import { useMutation, useQuery } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";

const support = client.support;

export type ContactInfo = InferResponseType<(typeof support)["contact-info"]["$get"], 200>;
export type ContactMessage = InferRequestType<typeof support.contact.$post>["json"];

/** Every cache key of the support area. */
export const supportKeys = {
  faqs: ["support", "faqs"] as const,
  contactInfo: ["support", "contact-info"] as const,
};

/** Every FAQ, featured first then by order; the page searches them locally as the visitor types. */
export const useFaqs = () =>
  useQuery({
    queryKey: supportKeys.faqs,
    queryFn: async () => (await answer(support.faqs.$get({ query: {} }))).faqs,
    retry: 1,
  });

export const useContactInfo = () =>
  useQuery({
    queryKey: supportKeys.contactInfo,
    queryFn: () => answer(support["contact-info"].$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Sends a message to the support team; answers whether it was sent, stored only, or dropped. */
export const useSendContactMessage = () =>
  useMutation({ mutationFn: (message: ContactMessage) => answer(support.contact.$post({ json: message })) });

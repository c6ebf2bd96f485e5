import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";

const accessKeys = client.admin["access-keys"];
const contactSubmissions = client.admin["contact-submissions"];

export type AccessKey = InferResponseType<typeof accessKeys.$get, 200>["accessKeys"][number];
export type NewAccessKey = InferRequestType<typeof accessKeys.$post>["json"];
export type ContactSubmission = InferResponseType<typeof contactSubmissions.$get, 200>["submissions"][number];
export type EmailStatus = ContactSubmission["emailStatus"];

/** Every cache key of the admin area. */
export const adminKeys = {
  accessKeys: ["admin", "access-keys"] as const,
  contactSubmissions: ["admin", "contact-submissions"] as const,
};

/** Every leadership access key, by prefix. */
export const useAccessKeys = () =>
  useQuery({ queryKey: adminKeys.accessKeys, queryFn: () => answer(accessKeys.$get()) });

/** Issues a key (its full text is answered once); the list shows it after. */
export function useIssueAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: NewAccessKey) => answer(accessKeys.$post({ json: key })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessKeys }),
  });
}

export function useDeactivateAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(accessKeys[":id"].deactivate.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.accessKeys }),
  });
}

/** The newest contact messages and the state of their e-mail to the support address. */
export const useContactSubmissions = () =>
  useQuery({ queryKey: adminKeys.contactSubmissions, queryFn: () => answer(contactSubmissions.$get()) });

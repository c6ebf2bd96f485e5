import { useQuery } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";

const accessKeys = client.admin["access-keys"];
const contactSubmissions = client.admin["contact-submissions"];
const scheduledWork = client.admin["scheduled-work"];

export type AccessKey = InferResponseType<typeof accessKeys.$get, 200>["accessKeys"][number];
export type NewAccessKey = InferRequestType<typeof accessKeys.$post>["json"];
export type ContactSubmission = InferResponseType<typeof contactSubmissions.$get, 200>["submissions"][number];
export type EmailStatus = ContactSubmission["emailStatus"];
export type ScheduledWork = InferResponseType<typeof scheduledWork.$get, 200>;
export type ScheduledJob = ScheduledWork["failed"][number];
export type FailingMail = ScheduledWork["mail"]["recentFailures"][number];

/** Every cache key of the admin area. */
export const adminKeys = {
  accessKeys: ["admin", "access-keys"] as const,
  contactSubmissions: ["admin", "contact-submissions"] as const,
  scheduledWork: ["admin", "scheduled-work"] as const,
};

/** Every leadership access key, by prefix. */
export const useAccessKeys = () =>
  useQuery({ queryKey: adminKeys.accessKeys, queryFn: () => answer(accessKeys.$get()) });

/** Issues a key (its full text is answered once); the list shows it after. */
export function useIssueAccessKey() {
  return useWriteThenRefresh(adminKeys.accessKeys, (key: NewAccessKey) => answer(accessKeys.$post({ json: key })));
}

export function useDeactivateAccessKey() {
  return useWriteThenRefresh(adminKeys.accessKeys, (id: string) =>
    answer(accessKeys[":id"].deactivate.$post({ param: { id } })),
  );
}

/** The newest contact messages and the state of their e-mail to the support address. */
export const useContactSubmissions = () =>
  useQuery({ queryKey: adminKeys.contactSubmissions, queryFn: () => answer(contactSubmissions.$get()) });

/** Scheduled work by kind, the next and the failed jobs, and the mail queue (docs/decisions/152). */
export const useScheduledWork = () =>
  useQuery({
    queryKey: adminKeys.scheduledWork,
    queryFn: () => answer(scheduledWork.$get()),
    refetchOnWindowFocus: true,
  });

/** Runs a failed or pending job again now, with all its tries. */
export function useRetryJob() {
  return useWriteThenRefresh(adminKeys.scheduledWork, (jobId: string) =>
    answer(scheduledWork[":jobId"].retry.$post({ param: { jobId } })),
  );
}

/** Calls off a failed or pending job. */
export function useCancelJob() {
  return useWriteThenRefresh(adminKeys.scheduledWork, (jobId: string) =>
    answer(scheduledWork[":jobId"].cancel.$post({ param: { jobId } })),
  );
}

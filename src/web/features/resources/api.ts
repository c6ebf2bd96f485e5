import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer, client } from "@/web/lib/api";
import { useMemberQuery } from "@/web/lib/member-query";
import { useSession } from "@/web/lib/session";

/** The tools' requests (docs/decisions/244): the meetings an entry may be attached to, and attaching it. */

const attach = client.meetings[":id"].attach;

export const attachKeys = {
  attachable: (memberId: string | null) => ["meetings", "attachable", memberId] as const,
  attached: (memberId: string | null) => ["meetings", "attached", memberId] as const,
};

export type AttachableMeeting = InferResponseType<typeof client.meetings.attachable.$get, 200>["meetings"][number];
export type AttachedEntry = InferResponseType<typeof client.meetings.attached.$get, 200>["entries"][number];

/** What attaching sends: the tool's route, the meeting and the entry as that route takes it. */
export type AttachSend =
  | { tool: "timer"; eventId: string; json: InferRequestType<typeof attach.timing.$post>["json"] }
  | { tool: "ah-counter"; eventId: string; json: InferRequestType<typeof attach.fillers.$post>["json"] }
  | { tool: "evaluator"; eventId: string; json: InferRequestType<typeof attach.evaluation.$post>["json"] };

/** The member's recent meetings an entry may be attached to, with the people at each: read while `open`. */
export function useAttachableMeetings(open: boolean) {
  const { member } = useSession();
  return useQuery({
    queryKey: attachKeys.attachable(member?.id ?? null),
    queryFn: () => answer(client.meetings.attachable.$get()),
    enabled: open && Boolean(member),
  });
}

/** The entries the member attached, each with the meeting it went to. */
export function useAttachedEntries() {
  return useMemberQuery(attachKeys.attached, () => answer(client.meetings.attached.$get()));
}

function sendAttach(send: AttachSend) {
  const param = { id: send.eventId };
  switch (send.tool) {
    case "timer":
      return answer(attach.timing.$post({ param, json: send.json }));
    case "ah-counter":
      return answer(attach.fillers.$post({ param, json: send.json }));
    case "evaluator":
      return answer(attach.evaluation.$post({ param, json: send.json }));
  }
}

/** Attaches an entry; the attached entries are read again once the server has answered. */
export function useAttachEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAttach,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["meetings", "attached"] }),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { answer } from "@/web/lib/api";
import { useRefreshOn } from "@/web/lib/live";
import { useWriteThenRefresh } from "@/web/lib/write-then-refresh";
import { event, eventKeys } from "./event-keys";

/** A meeting's speeches: its speakers, the details of each speech, and the evaluator paired with each speaker. */

export type MeetingSpeakers = InferResponseType<typeof event.speakers.$get, 200>;
export type Speaker = MeetingSpeakers["speakers"][number];
export type SpeechDetails = InferRequestType<(typeof event.roles)[":assignmentId"]["speech"]["$put"]>["json"];

/** The meeting's speakers with their speeches and evaluators; live when anyone's role or speech changes. */
export function useSpeakers(eventId: string) {
  const query = useQuery({
    queryKey: eventKeys.speakers(eventId),
    queryFn: () => answer(event.speakers.$get({ param: { id: eventId } })),
  });
  useRefreshOn(`meeting_role_assignments:event:${eventId}`, eventKeys.speakers(eventId));
  return query;
}

/** The projects a speaker may choose for their speech, while `enabled`. */
export function useSpeechProjects(eventId: string, assignmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.speechProjects(eventId, assignmentId),
    queryFn: () =>
      answer(event.roles[":assignmentId"]["speech-projects"].$get({ param: { id: eventId, assignmentId } })).then(
        (body) => body.choices,
      ),
    enabled,
  });
}

/** Saves (details) or removes (null) a speaker's speech details; the speakers reload whatever the answer. */
export function useSpeechDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assignmentId, details }: { assignmentId: string; details: SpeechDetails | null }) => {
      const speech = event.roles[":assignmentId"].speech;
      const param = { id: eventId, assignmentId };
      if (details) return answer(speech.$put({ param, json: details }));
      await answer(speech.$delete({ param }));
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.speakers(eventId) }),
  });
}

/** Pairs an evaluator with a speaker, or unpairs them (null); the speakers reload whatever the answer. */
export function usePairing(eventId: string) {
  return useWriteThenRefresh(
    eventKeys.speakers(eventId),
    ({ assignmentId, speakerAssignmentId }: { assignmentId: string; speakerAssignmentId: string | null }) =>
      answer(
        event.roles[":assignmentId"].pairing.$put({
          param: { id: eventId, assignmentId },
          json: { speakerAssignmentId },
        }),
      ),
  );
}

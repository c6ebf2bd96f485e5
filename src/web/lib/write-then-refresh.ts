import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A write whose answer changes what `queryKey` shows: that query is read again once the server has answered,
 * whatever it answered (the component shows the toasts, docs/architecture.md "Client → page").
 */
export function useWriteThenRefresh<Sent, Answer>(queryKey: QueryKey, send: (sent: Sent) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** A write whose answer is what `queryKey` shows (a setting as the server kept it): the query takes the answer. */
export function useWriteThenShow<Sent, Answer>(queryKey: QueryKey, send: (sent: Sent) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}

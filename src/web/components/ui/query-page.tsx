import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { Message } from "@/domain/messages";
import { refusalOf } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { BackLink } from "./back-link";
import { PageHeader } from "./page-header";
import { Skeletons } from "./skeleton";

/**
 * A page that shows what one query read, under its back link: its title over skeletons (`shapes`) while loading;
 * when it cannot, its title over the server's refusal or `failure` in words, and the `loadFailed` toast when the
 * server failed (a 5xx or no answer).
 */
export function QueryPage<T>({
  back,
  title,
  query,
  shapes,
  loadFailed,
  failure,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  query: UseQueryResult<T>;
  shapes: readonly string[];
  loadFailed: Message;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  const status = (query.error as { status?: number } | null)?.status;

  useEffect(() => {
    if (query.isError && (status ?? 500) >= 500) notify(loadFailed, "destructive");
  }, [query.isError, status, loadFailed]);

  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      {query.isPending ? (
        <div aria-busy="true" className="space-y-4">
          <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
          <Skeletons shapes={shapes} />
        </div>
      ) : query.data ? (
        children(query.data)
      ) : (
        <PageHeader title={title} description={refusalOf(query.error) ?? failure} />
      )}
    </>
  );
}

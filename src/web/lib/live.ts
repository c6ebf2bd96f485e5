import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Recent } from "@/domain/live-changes";
import { type Missed, streamClosed, streamOpened } from "./live-position";

type Listener = () => void;

/**
 * One Server-Sent Events stream per tab carrying every topic the page watches.
 * Topics come and go as components mount; the stream is reopened with the new set.
 * EventSource reconnects by itself after a lost connection (the server sends a retry hint); each opening tells what
 * changed lately, so what the page read before it (or while it was away) is refreshed (docs/decisions/257).
 */
const listeners = new Map<string, Set<Listener>>();
let source: (EventSource & { lastSeen: string | undefined }) | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function refreshAll() {
  for (const set of listeners.values()) for (const listener of set) listener();
}

function refresh(missed: Missed) {
  if (missed === "all") return refreshAll();
  for (const topic of missed) for (const listener of listeners.get(topic) ?? []) listener();
}

function reopen() {
  clearTimeout(reopenTimer);
  // reads from now on wait for the stream with the new topics
  if (source) streamClosed(source.lastSeen);
  reopenTimer = setTimeout(() => {
    source?.close();
    source = undefined;
    const topics = [...listeners.keys()].sort();
    if (topics.length === 0 || typeof EventSource === "undefined") return;
    const opened = Object.assign(new EventSource(`/api/live?topics=${encodeURIComponent(topics.join(","))}`), {
      lastSeen: undefined as string | undefined,
    });
    source = opened;
    const seen = (event: Event) => {
      opened.lastSeen = (event as MessageEvent<string>).lastEventId || opened.lastSeen;
    };
    opened.addEventListener("ready", seen);
    opened.addEventListener("change", (event) => {
      seen(event);
      for (const listener of listeners.get((event as MessageEvent<string>).data) ?? []) listener();
    });
    // what changed lately in these topics: whatever was read before it is refreshed (docs/decisions/257)
    opened.addEventListener("recent", (event) => {
      streamOpened(JSON.parse((event as MessageEvent<string>).data) as Recent, refresh);
    });
    // the connection dropped (the browser reconnects by itself): changes meanwhile are told by the next `recent`
    opened.addEventListener("error", () => {
      if (source === opened) streamClosed(opened.lastSeen);
    });
    // The server's own feed was down (a database outage): changes may have been missed there too.
    opened.addEventListener("resync", (event) => {
      seen(event);
      refreshAll();
    });
  }, 50);
}

function watch(topic: string, listener: Listener): () => void {
  let set = listeners.get(topic);
  if (!set) {
    set = new Set();
    listeners.set(topic, set);
    reopen();
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      listeners.delete(topic);
      reopen();
    }
  };
}

/** Calls `onChange` whenever a row of `topic` changes anywhere (e.g. "memberships"). */
export function useLiveTopic(topic: string | undefined, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => (topic ? watch(topic, () => latest.current()) : undefined), [topic]);
}

/** Refetches the cached queries under `queryKey` whenever a row of `topic` changes (no topic: not listening). */
export function useRefreshOn(topic: string | undefined, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useLiveTopic(topic, () => void queryClient.invalidateQueries({ queryKey }));
}

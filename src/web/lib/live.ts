import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

type Listener = () => void;

/**
 * One Server-Sent Events stream per tab carrying every topic the page watches.
 * Topics come and go as components mount; the stream is reopened with the new set.
 * EventSource reconnects by itself after a lost connection (the server sends a retry hint).
 */
const listeners = new Map<string, Set<Listener>>();
let source: EventSource | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function reopen() {
  clearTimeout(reopenTimer);
  reopenTimer = setTimeout(() => {
    source?.close();
    source = undefined;
    const topics = [...listeners.keys()].sort();
    if (topics.length === 0 || typeof EventSource === "undefined") return;
    source = new EventSource(`/api/live?topics=${encodeURIComponent(topics.join(","))}`);
    source.addEventListener("change", (event) => {
      for (const listener of listeners.get((event as MessageEvent<string>).data) ?? []) listener();
    });
    const refreshAll = () => {
      for (const set of listeners.values()) for (const listener of set) listener();
    };
    // After a reconnect, changes may have been missed: tell every watcher to refresh.
    let opened = false;
    source.addEventListener("ready", () => {
      if (opened) refreshAll();
      opened = true;
    });
    // The server's own feed was down (a database outage): changes may have been missed there too.
    source.addEventListener("resync", refreshAll);
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

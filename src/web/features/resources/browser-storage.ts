/**
 * The tools' local storage: a value per key, read with a parser that turns anything unexpected into the default
 * (so a corrupt or foreign value never breaks a page), shared by every component and tab that shows it.
 */
import { useCallback, useSyncExternalStore } from "react";
import { whenOtherTabsStore } from "@/web/lib/other-tabs";

const listeners = new Map<string, Set<() => void>>();
/** Values the browser refused to store (storage full or disabled): the tools keep working for this visit. */
const unsaved = new Map<string, string>();
let warned = false;
/** Who tells the member that the browser refused to store a value: the tool's page (its toast). */
const refusalListeners = new Set<() => void>();

/** Calls `listener` the first time in this visit the browser refuses to store a value; answers how to stop. */
export function whenStorageRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function readRaw(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function announce(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

/** Writes a value; returns false (and says so once, through `whenStorageRefused`) when the browser refuses, e.g. when storage is full. */
export function writeStored(key: string, value: unknown): boolean {
  const text = JSON.stringify(value);
  try {
    window.localStorage.setItem(key, text);
    unsaved.delete(key);
    return true;
  } catch (error) {
    unsaved.set(key, text);
    console.error(`Could not save ${key}`, error);
    if (!warned) for (const listener of refusalListeners) listener();
    warned = true;
    return false;
  } finally {
    announce(key);
  }
}

export function removeStored(key: string): void {
  unsaved.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored then
  }
  announce(key);
}

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  forKey.add(listener);
  listeners.set(key, forKey);
  const stop = whenOtherTabsStore(key, listener);
  return () => {
    forKey.delete(listener);
    stop();
  };
}

const parsedCache = new Map<string, { raw: string | null; value: unknown }>();

/** The parsed value under `key`, kept the same object while the stored text is the same. */
export function readStored<T>(key: string, parse: (raw: string | null) => T): T {
  const raw = readRaw(key);
  const cached = parsedCache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  const value = parse(raw);
  parsedCache.set(key, { raw, value });
  return value;
}

/** The value under `key` (parsed), live across components and tabs, and a setter that stores it. */
export function useStored<T>(key: string, parse: (raw: string | null) => T): [T, (value: T) => boolean] {
  const value = useSyncExternalStore(
    useCallback((listener) => subscribe(key, listener), [key]),
    () => readStored(key, parse),
  );
  const save = useCallback((next: T) => writeStored(key, next), [key]);
  return [value, save];
}

/** JSON.parse that answers undefined for anything it cannot read. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A record id; crypto.randomUUID exists only on https and localhost, and clubs also meet on plain http. */
export function newRecordId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" && window.isSecureContext) {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

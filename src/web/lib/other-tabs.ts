/**
 * Calls `listener` when another tab of this browser stores `key` (or clears the storage); answers how to stop.
 * The tab that stores a value tells its own listeners itself: the browser tells only the others.
 */
export function whenOtherTabsStore(key: string, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

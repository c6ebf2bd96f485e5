import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";

/**
 * "Show more events": appends the next page of the list. While the page loads the button says so and stays
 * focused (aria-disabled, not disabled, so keyboard users keep their place); when the last page arrives and the
 * button goes away, focus moves to the first event it brought.
 */
export function ShowMoreEvents({
  hasMore,
  loading,
  loadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  /** Loads the next page; answers the id of its first event and whether another page follows. */
  loadMore: () => Promise<{ firstEventId?: string; hasMore: boolean }>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [focusEvent, setFocusEvent] = useState<string>();

  // after every render: once the event's card is on the page, its title link takes the focus
  useEffect(() => {
    const link = focusEvent && document.getElementById(`event-${focusEvent}`)?.querySelector("a");
    if (!link) return;
    link.focus();
    setFocusEvent(undefined);
  });

  if (!hasMore) return null;

  const showMore = async () => {
    if (loading) return;
    const hadFocus = document.activeElement === button.current;
    const page = await loadMore();
    if (hadFocus && !page.hasMore) setFocusEvent(page.firstEventId);
  };

  return (
    <div className="mt-6 flex justify-center">
      <Button ref={button} variant="secondary" busy={loading} onClick={() => void showMore()}>
        {loading ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
        {loading ? "Loading more events…" : "Show more events"}
      </Button>
    </div>
  );
}

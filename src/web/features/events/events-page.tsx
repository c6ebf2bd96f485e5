import { CalendarX2, Plus, RotateCw } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { EVENT_MESSAGES } from "@/domain/events/messages";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Skeletons, Spinner } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { notify } from "@/web/lib/toast";
import { EventDialog, useMayPlanEvents, useUpcomingEvents } from "./api";
import { EventCard } from "./event-card";
import { LatestNews } from "./latest-news";
import { ShowMoreEvents } from "./show-more-events";

/** Create Event, for admins and club officers (docs/decisions/140): the server's club picker says who may plan. */
function CreateEventAction() {
  const { checking, mayPlan } = useMayPlanEvents();
  const [open, setOpen] = useState(false);
  if (checking) return <Spinner label="Checking your permissions" className="h-10 text-slate-500" />;
  if (!mayPlan) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Create Event
      </Button>
      {open && (
        <Suspense fallback={<Spinner label="Opening" />}>
          <EventDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

function EventSkeletons() {
  return (
    <ul className="space-y-4" aria-busy="true" aria-label="Loading events">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Card className="space-y-3 p-5">
            <Skeletons shapes={["h-6 w-2/3", "h-4 w-full", "h-4 w-1/2"]} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center p-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-lg">{failed ? "Events could not be loaded" : "No Upcoming Events"}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{failed ? "Please try again." : "Check back later"}</p>
      {failed && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      )}
    </Card>
  );
}

export function Component() {
  const events = useUpcomingEvents();
  const listed = events.data?.pages.flatMap((page) => page.events) ?? [];
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (events.isError) notify(EVENT_MESSAGES.loadFailed, "destructive");
  }, [events.isError]);

  const loadMore = async () => {
    const result = await events.fetchNextPage();
    const firstEventId = result.data?.pages.flatMap((page) => page.events)[listed.length]?.id;
    return { firstEventId, hasMore: result.hasNextPage };
  };

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Events & News"
        description="Meetings, contests, workshops and socials coming up across the community."
        actions={<CreateEventAction />}
      />
      <TitledSection
        id="upcoming-events"
        title="Upcoming Events"
        titleClassName="mb-4 font-semibold text-2xl tracking-tight"
      >
        {listed.length > 0 ? (
          <>
            <ul className="space-y-4">
              {listed.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  expanded={expanded.has(event.id)}
                  onToggle={() => toggle(event.id)}
                />
              ))}
            </ul>
            <ShowMoreEvents hasMore={events.hasNextPage} loading={events.isFetchingNextPage} loadMore={loadMore} />
          </>
        ) : events.isPending ? (
          <EventSkeletons />
        ) : (
          <EmptyState failed={events.isError} onRetry={() => void events.refetch()} />
        )}
      </TitledSection>
      <LatestNews />
    </>
  );
}

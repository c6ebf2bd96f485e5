import { CalendarPlus, Copy } from "lucide-react";
import { CALENDAR_FEED_MESSAGES as MESSAGES } from "@/domain/members/calendar-feed-messages";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/field";
import { RenewButton } from "@/web/components/ui/renew-button";
import { Skeletons } from "@/web/components/ui/skeleton";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { useCalendarFeed, useRenewCalendarFeed } from "./api";

/**
 * The member's calendar feed (decision 224): the secret address to subscribe to, copied with one button, and renewed
 * (which stops the old address) with another.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  if (feed.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {MESSAGES.loadFailed}
      </p>
    );
  }
  if (!feed.data) return <Skeletons shapes={["h-11", "h-8 w-40"]} />;
  const { address } = feed.data;
  if (!address) {
    return (
      <Button
        busy={renew.isPending}
        onClick={() =>
          renew.mutate(undefined, {
            onSuccess: () => notify(MESSAGES.created),
            onError: (error) => notifyRefusal(error, MESSAGES.renewFailed),
          })
        }
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Get my calendar address
      </Button>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify(MESSAGES.copied);
    } catch {
      notify(MESSAGES.copyFailed, "destructive");
    }
  };
  return (
    <div className="space-y-3">
      <Label htmlFor="calendar-feed-address">Your calendar address</Label>
      <input
        id="calendar-feed-address"
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy address
        </Button>
        <RenewButton
          label="Renew address"
          question="Renew your calendar address?"
          consequence="Calendars subscribed with the current address stop receiving your meetings. Subscribe again with the new address."
          renew={renew}
          renewed={MESSAGES.renewed}
          failed={MESSAGES.renewFailed}
        />
      </div>
    </div>
  );
}

import { Copy, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import { CONSOLE_MESSAGES } from "@/domain/meetings/console-messages";
import { Button, buttonClass } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { useRenewDisplayLink } from "./api";

/**
 * The meeting display's link for those running the meeting (docs/decisions/159): open it (on the projector's
 * computer or a screen share), copy it, and — officers and admins — renew it, which stops the displays opened with
 * the old one.
 */
export function DisplayLink({
  eventId,
  displayPath,
  mayRenew,
}: {
  eventId: string;
  displayPath: string;
  mayRenew: boolean;
}) {
  const renew = useRenewDisplayLink(eventId);
  const [asking, setAsking] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(displayPath, window.location.origin).href);
      notify(CONSOLE_MESSAGES.linkCopied);
    } catch {
      notify(CONSOLE_MESSAGES.linkCopyFailed, "destructive");
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={displayPath}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open display
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        Copy link
      </Button>
      {mayRenew && (
        <>
          <Button variant="ghost" size="sm" onClick={() => setAsking(true)} busy={renew.isPending}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Renew link
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Renew the display link?"
            description="Displays opened with the current link stop showing the meeting. Open the display again with the new link."
            confirmLabel="Renew link"
            busy={renew.isPending}
            onConfirm={() =>
              renew.mutate(undefined, {
                onSuccess: () => notify(CONSOLE_MESSAGES.linkRenewed),
                onError: (error) => notifyRefusal(error, CONSOLE_MESSAGES.linkRenewFailed),
              })
            }
          />
        </>
      )}
    </div>
  );
}

import { Copy, ExternalLink } from "lucide-react";
import { CONSOLE_MESSAGES } from "@/domain/meetings/console-messages";
import { Button, buttonClass } from "@/web/components/ui/button";
import { RenewButton } from "@/web/components/ui/renew-button";
import { notify } from "@/web/lib/toast";
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
        <RenewButton
          label="Renew link"
          question="Renew the display link?"
          consequence="Displays opened with the current link stop showing the meeting. Open the display again with the new link."
          renew={renew}
          renewed={CONSOLE_MESSAGES.linkRenewed}
          failed={CONSOLE_MESSAGES.linkRenewFailed}
        />
      )}
    </div>
  );
}

import { RefreshCw } from "lucide-react";
import { useState } from "react";
import type { Message } from "@/domain/messages";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * "Renew …" for a secret address (a calendar feed, a meeting display): asks first, since whoever holds the old
 * address loses it, then renews and says so.
 */
export function RenewButton({
  label,
  question,
  consequence,
  renew,
  renewed,
  failed,
}: {
  label: string;
  question: string;
  consequence: string;
  renew: {
    mutate: (input: undefined, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  renewed: Message;
  failed: Message;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} busy={renew.isPending}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={question}
        description={consequence}
        confirmLabel={label}
        busy={renew.isPending}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => notify(renewed),
            onError: (error) => notifyRefusal(error, failed),
          })
        }
      />
    </>
  );
}

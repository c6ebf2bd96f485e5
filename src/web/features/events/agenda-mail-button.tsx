import { Mail } from "lucide-react";
import { useState } from "react";
import { AGENDA_MAIL_MESSAGES } from "@/domain/events/agenda-mail-rules";
import { plural } from "@/domain/plurals";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { useAgendaMailAudience, useSendAgendaMail } from "./api";

/** "E-mail the agenda", for the officers of the meeting's club and admins only (decision 149). */
export function AgendaMailButton({ eventId, ended }: { eventId: string; ended: boolean }) {
  const audience = useAgendaMailAudience(eventId);
  const send = useSendAgendaMail(eventId);
  const [confirming, setConfirming] = useState(false);
  if (!audience.data?.mayMail || ended) return null;
  const { recipients } = audience.data;
  const mail = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => notify(AGENDA_MAIL_MESSAGES.sent(sent.recipients)),
      onError: (error) => notifyRefusal(error, AGENDA_MAIL_MESSAGES.failed, "Not sent"),
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} busy={send.isPending}>
        <Mail aria-hidden="true" className="size-4" />
        {send.isPending ? "Sending..." : "E-mail the agenda"}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="E-mail the agenda?"
        description={AGENDA_MAIL_MESSAGES.confirm(recipients)}
        confirmLabel={plural(recipients, { one: "Send to # member", other: "Send to # members" })}
        busy={send.isPending}
        onConfirm={mail}
      />
    </>
  );
}

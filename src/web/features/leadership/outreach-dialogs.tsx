import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { invitationSent, LEADERSHIP_MESSAGES } from "@/domain/leadership/messages";
import { ANNOUNCEMENT_MAX_LENGTH, announcementInput, invitationInput } from "@/domain/leadership/outreach";
import { InputField, TextAreaField } from "@/web/components/ui/field";
import { ApiError, api } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { FormDialog } from "./form-dialog";
import { useRecheckAccess } from "./use-leadership";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A refusal the member can act on shows the server's words; anything else the generic failure toast. */
function useRefusal(fallback: { title: string; description: string }) {
  const recheck = useRecheckAccess();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "NO_LEADERSHIP_ACCESS") recheck();
    if (error instanceof ApiError && error.status === 429) {
      notify({ title: "Daily limit reached", description: error.message }, "destructive");
    } else {
      console.error("Leadership request failed", error);
      notify(fallback, "destructive");
    }
  };
}

export function AnnouncementDialog({ open, onOpenChange }: DialogProps) {
  const [message, setMessage] = useState("");
  const onError = useRefusal(LEADERSHIP_MESSAGES.announcementFailed);
  const send = useMutation({
    mutationFn: (text: string) => api<{ recipients: number }>("/leadership/announcements", { body: { message: text } }),
    onSuccess: () => {
      notify(LEADERSHIP_MESSAGES.announcementSent);
      setMessage("");
      onOpenChange(false);
    },
    onError,
  });
  const valid = announcementInput.safeParse({ message }).success;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send Announcement"
      description="Your message is e-mailed to every active club member. You can send up to 5 announcements a day."
      submitLabel="Send Announcement"
      busyLabel="Sending..."
      busy={send.isPending}
      canSubmit={valid}
      onSubmit={() => send.mutate(message.trim())}
    >
      <TextAreaField
        label="Message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={ANNOUNCEMENT_MAX_LENGTH}
        rows={6}
        placeholder="Share news, meeting changes or a word of encouragement..."
        hint={`${message.length}/${ANNOUNCEMENT_MAX_LENGTH} characters`}
      />
    </FormDialog>
  );
}

export function InviteDialog({ open, onOpenChange }: DialogProps) {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const onError = useRefusal(LEADERSHIP_MESSAGES.invitationFailed);
  const invite = useMutation({
    mutationFn: (address: string) => api<{ email: string }>("/leadership/invitations", { body: { email: address } }),
    onSuccess: (answer) => {
      notify(invitationSent(answer.email));
      setEmail("");
      setTouched(false);
      onOpenChange(false);
    },
    onError,
  });
  const parsed = invitationInput.safeParse({ email });
  const error = touched && email.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite New Member"
      description="We'll e-mail them an invitation with a link to create their account."
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      busy={invite.isPending}
      canSubmit={parsed.success}
      onSubmit={() => parsed.success && invite.mutate(parsed.data.email)}
    >
      <InputField
        label="Email address"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        placeholder="friend@example.com"
        autoComplete="off"
        error={error}
      />
    </FormDialog>
  );
}

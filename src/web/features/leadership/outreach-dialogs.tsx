import { useState } from "react";
import { invitationSent, LEADERSHIP_MESSAGES } from "@/domain/leadership/messages";
import { ANNOUNCEMENT_MAX_LENGTH, announcementInput, invitationInput } from "@/domain/leadership/outreach";
import { InputField, TextAreaField } from "@/web/components/ui/field";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { useSendAnnouncement, useSendInvitation } from "./api";
import { FormDialog } from "./form-dialog";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A refusal the member can act on shows the server's words; anything else the generic failure toast. */
function refusal(fallback: { title: string; description: string }) {
  return (error: unknown) => {
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
  const send = useSendAnnouncement();
  const sent = () => {
    notify(LEADERSHIP_MESSAGES.announcementSent);
    setMessage("");
    onOpenChange(false);
  };
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
      onSubmit={() =>
        send.mutate(message.trim(), { onSuccess: sent, onError: refusal(LEADERSHIP_MESSAGES.announcementFailed) })
      }
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
  const invite = useSendInvitation();
  const invited = ({ email: address }: { email: string }) => {
    notify(invitationSent(address));
    setEmail("");
    setTouched(false);
    onOpenChange(false);
  };
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
      onSubmit={() =>
        parsed.success &&
        invite.mutate(parsed.data.email, {
          onSuccess: invited,
          onError: refusal(LEADERSHIP_MESSAGES.invitationFailed),
        })
      }
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

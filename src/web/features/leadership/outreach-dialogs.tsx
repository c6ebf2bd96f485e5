import { useState } from "react";
import { invitationSent, LEADERSHIP_MESSAGES } from "@/domain/leadership/messages";
import {
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_SUBJECT_MAX_LENGTH,
  announcementInput,
  invitationInput,
} from "@/domain/leadership/outreach";
import { plural } from "@/domain/plurals";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { InputField, SelectField, TextAreaField } from "@/web/components/ui/field";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { OptionList } from "@/web/components/ui/option-list";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/toast";
import { useAnnouncementAudience, useAnnouncementReach, useSendAnnouncement, useSendInvitation } from "./api";

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

/** The select's value for "every club" (an admin's or the network-wide grant's choice, decision 147). */
const NETWORK = "network";

const people = (count: number) => plural(count, { one: "# person", other: "# people" });

export function AnnouncementDialog({ open, onOpenChange }: DialogProps) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [chosen, setChosen] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const send = useSendAnnouncement();
  const reach = useAnnouncementReach(open);
  const choices = reach.data
    ? [
        ...(reach.data.networkWide ? [{ id: NETWORK, name: "Every club (the whole network)" }] : []),
        ...reach.data.clubs,
      ]
    : [];
  const target = chosen ?? choices[0]?.id;
  const clubId = target === NETWORK ? undefined : target;
  const audience = useAnnouncementAudience(clubId, open && target !== undefined);
  const sent = () => {
    notify(LEADERSHIP_MESSAGES.announcementSent);
    setSubject("");
    setMessage("");
    setConfirming(false);
    onOpenChange(false);
  };
  const valid = announcementInput.safeParse({ subject, message, clubId }).success && target !== undefined;
  const sendNow = () =>
    send.mutate(
      { subject: subject.trim(), message: message.trim(), clubId },
      { onSuccess: sent, onError: refusal(LEADERSHIP_MESSAGES.announcementFailed) },
    );
  const recipients = audience.data?.recipients;
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Send Announcement"
        description="Your message is e-mailed to every active club member. You can send up to 5 announcements a day."
        submitLabel="Send Announcement"
        busyLabel="Sending..."
        busy={send.isPending}
        canSubmit={valid}
        onSubmit={() => (target === NETWORK ? setConfirming(true) : sendNow())}
      >
        {choices.length > 1 ? (
          <SelectField
            label="Send to"
            value={target}
            onChange={(event) => setChosen(event.target.value)}
            hint={recipients === undefined ? undefined : `Reaches ${people(recipients)} who receive announcements.`}
          >
            <OptionList items={choices} toValue={(choice) => choice.id} toLabel={(choice) => choice.name} />
          </SelectField>
        ) : (
          choices[0] && (
            <p className="text-slate-700 text-sm dark:text-slate-300">
              Goes to the members of {choices[0].name}
              {recipients === undefined ? "." : ` (${people(recipients)} who receive announcements).`}
            </p>
          )
        )}
        <InputField
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={ANNOUNCEMENT_SUBJECT_MAX_LENGTH}
          placeholder="Contest night moves to Friday"
          hint="The subject line members see in their inbox."
          autoComplete="off"
        />
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send to every club?"
        description={
          recipients === undefined
            ? "This announcement goes to the members of every club who receive announcements."
            : `This announcement goes to ${people(recipients)} in every club who receive announcements.`
        }
        confirmLabel={recipients === undefined ? "Send to every club" : `Send to ${people(recipients)}`}
        busy={send.isPending}
        onConfirm={sendNow}
      />
    </>
  );
}

/** The select's value for an invitation to the product without a club (a network-wide leader's choice). */
const NO_CLUB = "none";

export function InviteDialog({ open, onOpenChange }: DialogProps) {
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const invite = useSendInvitation();
  const reach = useAnnouncementReach(open);
  const choices = reach.data
    ? [
        ...reach.data.clubs,
        ...(reach.data.networkWide ? [{ id: NO_CLUB, name: "No club (an invitation to the product only)" }] : []),
      ]
    : [];
  const target = chosen ?? choices[0]?.id;
  const clubId = target === NO_CLUB ? undefined : target;
  const invited = ({ email: address }: { email: string }) => {
    notify(invitationSent(address));
    setEmail("");
    setTouched(false);
    onOpenChange(false);
  };
  const parsed = invitationInput.safeParse({ email, clubId });
  const error = touched && email.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const clubName = choices.find((choice) => choice.id === target && choice.id !== NO_CLUB)?.name;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite New Member"
      description={
        clubName
          ? `We'll e-mail them an invitation to join ${clubName}, naming its next meeting. Accepting it makes them a member.`
          : "We'll e-mail them an invitation with a link to create their account."
      }
      submitLabel="Send Invitation"
      busyLabel="Sending..."
      busy={invite.isPending}
      canSubmit={parsed.success && target !== undefined}
      onSubmit={() =>
        parsed.success &&
        invite.mutate(parsed.data, {
          onSuccess: invited,
          onError: refusal(LEADERSHIP_MESSAGES.invitationFailed),
        })
      }
    >
      {choices.length > 1 && (
        <SelectField label="Invite to" value={target} onChange={(event) => setChosen(event.target.value)}>
          <OptionList items={choices} toValue={(choice) => choice.id} toLabel={(choice) => choice.name} />
        </SelectField>
      )}
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

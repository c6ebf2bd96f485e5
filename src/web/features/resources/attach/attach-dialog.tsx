import { useState } from "react";
import { ATTACH_INPUTS, ATTACH_MESSAGES, attachMeetingLabel } from "@/domain/meetings/attach";
import { InputField, SelectField } from "@/web/components/ui/field";
import { FormDialog } from "@/web/components/ui/form-dialog";
import { useSession } from "@/web/lib/session";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { type AttachableMeeting, type AttachSend, useAttachableMeetings, useAttachEntry } from "../api";

/** What the member chose: the meeting, its speaker and, for a timer log, the speech's title. */
export type AttachChoice = { eventId: string; speakerUserId: string; speechTitle: string };

export type AttachDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry in words, e.g. "Pia's 5:30 Project Speech". */
  what: string;
  /** The name the entry was saved with: the speaker of that name is chosen first. */
  speakerName: string;
  /** A timer log: the speech's title may be given (the speaker's own at the meeting, unless typed). */
  withSpeechTitle?: boolean;
  /** An evaluation: the member cannot be its speaker. */
  notSelf?: boolean;
  send: (choice: AttachChoice) => AttachSend;
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** "Attach to a meeting" (docs/decisions/244): one of the member's recent meetings, and who spoke there. */
export function AttachDialog(props: AttachDialogProps) {
  const { member } = useSession();
  const meetings = useAttachableMeetings(props.open);
  const attach = useAttachEntry();
  const [eventId, setEventId] = useState<string>();
  const [speakerId, setSpeakerId] = useState<string>();
  const [title, setTitle] = useState<string>();
  const list = meetings.data?.meetings ?? [];
  const meeting = list.find((each) => each.eventId === eventId) ?? list[0];
  const people = (meeting?.people ?? []).filter((person) => !props.notSelf || person.userId !== member?.id);
  const suggested = people.find((person) => sameName(person.name, props.speakerName));
  const speaker = people.find((person) => person.userId === (speakerId ?? suggested?.userId));
  const speechTitle = title ?? speaker?.speechTitle ?? "";

  const close = (open: boolean) => {
    props.onOpenChange(open);
    if (open) return;
    setEventId(undefined);
    setSpeakerId(undefined);
    setTitle(undefined);
  };
  const submit = () => {
    if (!meeting || !speaker) return;
    const sent = props.send({ eventId: meeting.eventId, speakerUserId: speaker.userId, speechTitle });
    // the route's own input: an entry it would refuse is told here, in its words
    const problem = ATTACH_INPUTS[sent.tool].safeParse(sent.json).error?.issues[0]?.message;
    if (problem) return notify({ title: ATTACH_MESSAGES.failed.title, description: problem }, "destructive");
    attach.mutate(sent, {
      onSuccess: (entry) => {
        notify(ATTACH_MESSAGES.attached(entry.speakerName, attachMeetingLabel(entry.meeting)));
        close(false);
      },
      onError: (error) => notifyRefusal(error, ATTACH_MESSAGES.failed, ATTACH_MESSAGES.failed.title),
    });
  };

  return (
    <FormDialog
      open={props.open}
      onOpenChange={close}
      title="Attach to a meeting"
      description={`Add ${props.what} to a speaker's record at one of your clubs' meetings of the last 30 days.`}
      submitLabel="Attach"
      busyLabel="Attaching…"
      busy={attach.isPending}
      canSubmit={Boolean(meeting && speaker)}
      onSubmit={submit}
    >
      <MeetingField meetings={list} loading={meetings.isPending} value={meeting?.eventId} onChange={setEventId} />
      {meeting && (
        <SelectField
          label="Speaker"
          id="attach-speaker"
          value={speaker?.userId ?? ""}
          onChange={(event) => setSpeakerId(event.target.value)}
          hint={people.length === 0 ? "Nobody held a role at this meeting or attended it." : undefined}
        >
          <option value="" disabled>
            Choose a speaker
          </option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.speechTitle ? `${person.name} — “${person.speechTitle}”` : person.name}
            </option>
          ))}
        </SelectField>
      )}
      {meeting && props.withSpeechTitle && (
        <InputField
          label="Speech title (optional)"
          id="attach-speech-title"
          value={speechTitle}
          onChange={(event) => setTitle(event.target.value)}
        />
      )}
    </FormDialog>
  );
}

function MeetingField(props: {
  meetings: AttachableMeeting[];
  loading: boolean;
  value: string | undefined;
  onChange: (eventId: string) => void;
}) {
  if (props.loading) return <p className="text-slate-600 text-sm dark:text-slate-400">Loading your meetings…</p>;
  if (props.meetings.length === 0) {
    return (
      <p className="text-slate-600 text-sm dark:text-slate-400">
        No meeting to attach to: your clubs have had no meeting in the last 30 days.
      </p>
    );
  }
  const chosen = props.meetings.find((meeting) => meeting.eventId === props.value);
  return (
    <SelectField
      label="Meeting"
      id="attach-meeting"
      // the whole name, which a phone's select cuts short
      hint={chosen && attachMeetingLabel(chosen)}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.meetings.map((meeting) => (
        <option key={meeting.eventId} value={meeting.eventId}>
          {attachMeetingLabel(meeting)}
        </option>
      ))}
    </SelectField>
  );
}

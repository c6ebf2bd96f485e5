import { CalendarDays, MailOpen } from "lucide-react";
import { useParams } from "react-router";
import { INVITATION_MESSAGES, invitationAccepted } from "@/domain/leadership/messages";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { Card, CardBody } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { meetingWhen } from "@/web/lib/meeting-when";
import { signInPath } from "@/web/lib/return-to";
import { useSession } from "@/web/lib/session";
import { notify, notifyRefusal } from "@/web/lib/toast";
import { usePageSubject } from "@/web/page-title";
import { type InvitationView, useAcceptInvitation, useInvitation } from "./api";

/**
 * An invitation's page (docs/decisions/183): the link in the e-mail only shows the invitation; its button accepts it
 * with a POST. A visitor first creates an account (the invited address filled in) or signs in, and comes back here.
 */
export function Component() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  usePageSubject(invitation.data?.club?.name);
  if (invitation.isPending) return <Skeleton className="mx-auto h-72 max-w-xl rounded-2xl" />;
  if (!invitation.data) {
    const missing = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <Notice
        title={missing ? "Invitation not found" : "Error"}
        text={
          missing
            ? "This invitation does not exist. Ask the person who invited you for a new one."
            : "Failed to load the invitation. Please try again."
        }
      />
    );
  }
  return <InvitationCard token={token} invitation={invitation.data} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center dark:border-slate-700">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <ButtonLink to={paths.findClubs} className="mt-6">
        Find Clubs
      </ButtonLink>
    </div>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { member } = useSession();
  const accept = useAcceptInvitation(token);
  const { club } = invitation;
  const here = paths.invitation(token);
  const meeting = club?.nextMeeting;
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => notify(invitationAccepted(result.club?.name ?? null)),
      onError: (error) => notifyRefusal(error, INVITATION_MESSAGES.acceptFailed),
    });
  return (
    <Card className="mx-auto max-w-xl">
      <CardBody className="space-y-5 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="rounded-full bg-accent-100 p-3 text-accent-700 dark:bg-accent-950 dark:text-accent-300">
            <MailOpen aria-hidden="true" className="size-6" />
          </span>
          <h1 className="break-words font-semibold text-2xl">{club ? `Join ${club.name}` : "You are invited"}</h1>
        </div>
        <p className="text-slate-700 dark:text-slate-300">
          {invitation.invitedBy} invited <span className="break-all font-medium">{invitation.email}</span> to{" "}
          {club ? `join ${club.name}` : "join the community"}.
        </p>
        {club && (
          <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <p className="flex items-center gap-2 font-medium">
              <CalendarDays aria-hidden="true" className="size-4" /> Next meeting
            </p>
            {meeting ? (
              <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                {meeting.title} · {meetingWhen(meeting.eventDate, meeting.timeZone)}
                {meeting.location ? ` · ${meeting.location}` : ""}
              </p>
            ) : (
              <p className="mt-1 text-slate-700 dark:text-slate-300">No meeting is planned yet.</p>
            )}
          </div>
        )}
        <Action
          invitation={invitation}
          signedIn={Boolean(member)}
          busy={accept.isPending}
          onAccept={onAccept}
          here={here}
        />
      </CardBody>
    </Card>
  );
}

function Action(props: {
  invitation: InvitationView;
  signedIn: boolean;
  busy: boolean;
  onAccept: () => void;
  here: string;
}) {
  const { invitation, here } = props;
  const club = invitation.club;
  if (invitation.state === "accepted") {
    return (
      <div className="space-y-3">
        <p role="status" className="font-medium text-emerald-700 dark:text-emerald-400">
          {club ? `You are a member of ${club.name}.` : "You accepted this invitation."}
        </p>
        <ButtonLink to={club ? paths.club(club.id) : paths.findClubs}>
          {club ? "Open the club" : "Find Clubs"}
        </ButtonLink>
      </div>
    );
  }
  if (invitation.state !== "open") {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        {invitation.state === "used"
          ? "This invitation has already been accepted. Ask the person who invited you for a new one."
          : "This invitation has expired. Ask the person who invited you for a new one."}
      </p>
    );
  }
  if (!props.signedIn) {
    const signUp = `${paths.signIn}?mode=sign-up&email=${encodeURIComponent(invitation.email)}&next=${encodeURIComponent(here)}`;
    return (
      <div className="space-y-3">
        <p className="text-slate-700 dark:text-slate-300">
          Create your free account, or sign in, to accept the invitation.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={signUp}>Create your free account</ButtonLink>
          <ButtonLink to={signInPath(here)} variant="secondary">
            Sign in
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <Button onClick={props.onAccept} disabled={props.busy} className="w-full sm:w-auto">
      {props.busy ? "Joining..." : club ? `Join ${club.name}` : "Accept the invitation"}
    </Button>
  );
}

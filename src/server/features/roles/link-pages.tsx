import type { ReactNode } from "react";
import { paths } from "../../../domain/paths";
import { LinkLine, linkPage, OneButton } from "../../mail/link-page";

/** The pages behind the links of a role reminder (docs/decisions/153); GET shows one of the questions, POST acts. */

type Site = { appName: string; appUrl: string };

const MeetingLink = ({ site, eventId }: { site: Site; eventId: string }) => (
  <LinkLine href={`${site.appUrl}${paths.event(eventId)}`}>Open the meeting</LinkLine>
);

const page = (site: Site, title: string, body: ReactNode) =>
  linkPage(
    site.appName,
    title,
    <>
      <h1>{title}</h1>
      {body}
    </>,
  );

export type LinkRole = { roleName: string; meetingTitle: string; when: string; eventId: string };

export const confirmQuestion = (site: Site, role: LinkRole, token: string) =>
  page(
    site,
    "Will you be there?",
    <>
      <p>{`You are ${role.roleName} at "${role.meetingTitle}" on ${role.when}.`}</p>
      <OneButton token={token} label="I'll be there" />
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

export const releaseQuestion = (site: Site, role: LinkRole, token: string) =>
  page(
    site,
    "Can't make it?",
    <>
      <p>
        {`You are ${role.roleName} at "${role.meetingTitle}" on ${role.when}. Give the role up, and it goes to the next member waiting for it, or is open for others to take.`}
      </p>
      <OneButton token={token} label="Give up my role" />
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

export const confirmed = (site: Site, role: LinkRole) =>
  page(
    site,
    "Thank you — see you there",
    <>
      <p>{`The club knows you will be ${role.roleName} at "${role.meetingTitle}" on ${role.when}.`}</p>
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

export const released = (site: Site, role: LinkRole, successor: string | undefined) =>
  page(
    site,
    "Your role is given up",
    <>
      <p>{`You are no longer ${role.roleName} at "${role.meetingTitle}".`}</p>
      <p>
        {successor
          ? `${successor} was waiting for it and has it now. Thank you for letting the club know.`
          : "The role is open for other members to take. Thank you for letting the club know."}
      </p>
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

export const notYours = (site: Site, eventId: string) =>
  page(
    site,
    "This role is no longer yours",
    <>
      <p>The role this link was for has been given up or passed on, so the link does nothing any more.</p>
      <MeetingLink site={site} eventId={eventId} />
    </>,
  );

export const expired = (site: Site, eventId: string, cancelled: boolean) =>
  page(
    site,
    cancelled ? "This meeting is cancelled" : "This link has expired",
    <>
      <p>
        {cancelled
          ? "The meeting has been cancelled, so its role links do nothing any more."
          : "Role links work until the meeting starts. For anything else, please speak to the club's officers."}
      </p>
      <MeetingLink site={site} eventId={eventId} />
    </>,
  );

export const BAD_ROLE_LINK =
  "This link is not valid. Please use the link from the e-mail exactly as it is, or open the meeting in the app.";

export const badRoleLink = (site: Site) =>
  page(
    site,
    "This link is not valid",
    <>
      <p>{BAD_ROLE_LINK}</p>
      <LinkLine href={`${site.appUrl}${paths.events}`}>Open Events & News</LinkLine>
    </>,
  );

/** The pages behind the open-role nudge's take link (docs/decisions/157). */
export type TakeShown = {
  roleName: string;
  meetingTitle: string;
  clubName: string | null;
  when: string;
  eventId: string;
};

const atMeeting = (shown: TakeShown) =>
  `"${shown.meetingTitle}"${shown.clubName ? ` (${shown.clubName})` : ""} on ${shown.when}`;

export const takeQuestion = (site: Site, shown: TakeShown, token: string) =>
  page(
    site,
    `Take the ${shown.roleName} role?`,
    <>
      <p>{`The ${shown.roleName} role is open at ${atMeeting(shown)}.`}</p>
      <OneButton token={token} label={`Take the ${shown.roleName} role`} />
      <MeetingLink site={site} eventId={shown.eventId} />
    </>,
  );

export const taken = (site: Site, shown: TakeShown) =>
  page(
    site,
    `The ${shown.roleName} role is yours`,
    <>
      <p>{`You are ${shown.roleName} at ${atMeeting(shown)}. Thank you for stepping up.`}</p>
      <p>If you can't make it after all, give the role up on the meeting's page so another member can take it.</p>
      <MeetingLink site={site} eventId={shown.eventId} />
    </>,
  );

export const alreadyYours = (site: Site, shown: TakeShown) =>
  page(
    site,
    "This role is already yours",
    <>
      <p>{`You are ${shown.roleName} at ${atMeeting(shown)}.`}</p>
      <MeetingLink site={site} eventId={shown.eventId} />
    </>,
  );

/** The role filled up: the meeting's page offers its waitlist. */
export const roleFull = (site: Site, shown: TakeShown, message: string) =>
  page(
    site,
    "This role is no longer open",
    <>
      <p>{message}</p>
      <p>
        Another member took it first. On the meeting's page you can join the role's waitlist: if a place frees up, it
        goes to the first member waiting.
      </p>
      <LinkLine href={`${site.appUrl}${paths.event(shown.eventId)}`}>Join the waitlist in the app</LinkLine>
    </>,
  );

/** A role rule refuses it (the two-role limit, pitcher with moderator): the rule's own title and message. */
export const roleRefused = (site: Site, shown: TakeShown, refusal: { title: string; description: string }) =>
  page(
    site,
    refusal.title,
    <>
      <p>{refusal.description}</p>
      <MeetingLink site={site} eventId={shown.eventId} />
    </>,
  );

export const cannotTakeRoles = (site: Site, eventId: string) =>
  page(
    site,
    "You can no longer take roles here",
    <>
      <p>Only the club's active members can take roles at this meeting.</p>
      <MeetingLink site={site} eventId={eventId} />
    </>,
  );

/** The pages behind the "Decline" link of a role given outright from the planning grid (docs/decisions/234). */
export const declineQuestion = (site: Site, role: LinkRole, token: string) =>
  page(
    site,
    `Decline the ${role.roleName} role?`,
    <>
      <p>{`An officer put you down as ${role.roleName} at "${role.meetingTitle}" on ${role.when}. If you can't take it, decline it: the role is open again and the officers are told.`}</p>
      <OneButton token={token} label="Decline the role" />
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

export const declined = (site: Site, role: Pick<LinkRole, "roleName" | "eventId">) =>
  page(
    site,
    "Role declined",
    <>
      <p>{`You are not ${role.roleName} at this meeting. The club's officers are told. Thank you for letting them know.`}</p>
      <MeetingLink site={site} eventId={role.eventId} />
    </>,
  );

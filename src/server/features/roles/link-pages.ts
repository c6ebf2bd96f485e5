import { escapeHtml } from "../../../domain/mail/html";
import { paths } from "../../../domain/paths";
import { linkPage, oneButton } from "../../mail/link-page";

/** The pages behind the links of a role reminder (docs/decisions/153); GET shows one of the questions, POST acts. */

type Site = { appName: string; appUrl: string };

const meetingLink = (site: Site, eventId: string) =>
  `<p><a href="${escapeHtml(`${site.appUrl}${paths.event(eventId)}`)}">Open the meeting</a></p>`;

const page = (site: Site, title: string, body: string) =>
  linkPage(site.appName, title, `<h1>${escapeHtml(title)}</h1>${body}`);
const para = (text: string) => `<p>${escapeHtml(text)}</p>`;

export type LinkRole = { roleName: string; meetingTitle: string; when: string; eventId: string };

export const confirmQuestion = (site: Site, role: LinkRole, token: string) =>
  page(
    site,
    "Will you be there?",
    `${para(`You are ${role.roleName} at "${role.meetingTitle}" on ${role.when}.`)}${oneButton(token, "I'll be there")}${meetingLink(site, role.eventId)}`,
  );

export const releaseQuestion = (site: Site, role: LinkRole, token: string) =>
  page(
    site,
    "Can't make it?",
    `${para(`You are ${role.roleName} at "${role.meetingTitle}" on ${role.when}. Give the role up, and it goes to the next member waiting for it, or is open for others to take.`)}${oneButton(token, "Give up my role")}${meetingLink(site, role.eventId)}`,
  );

export const confirmed = (site: Site, role: LinkRole) =>
  page(
    site,
    "Thank you — see you there",
    `${para(`The club knows you will be ${role.roleName} at "${role.meetingTitle}" on ${role.when}.`)}${meetingLink(site, role.eventId)}`,
  );

export const released = (site: Site, role: LinkRole, successor: string | undefined) =>
  page(
    site,
    "Your role is given up",
    `${para(`You are no longer ${role.roleName} at "${role.meetingTitle}".`)}${para(
      successor
        ? `${successor} was waiting for it and has it now. Thank you for letting the club know.`
        : "The role is open for other members to take. Thank you for letting the club know.",
    )}${meetingLink(site, role.eventId)}`,
  );

export const notYours = (site: Site, eventId: string) =>
  page(
    site,
    "This role is no longer yours",
    `${para("The role this link was for has been given up or passed on, so the link does nothing any more.")}${meetingLink(site, eventId)}`,
  );

export const expired = (site: Site, eventId: string, cancelled: boolean) =>
  page(
    site,
    cancelled ? "This meeting is cancelled" : "This link has expired",
    `${para(cancelled ? "The meeting has been cancelled, so its role links do nothing any more." : "Role links work until the meeting starts. For anything else, please speak to the club's officers.")}${meetingLink(site, eventId)}`,
  );

export const BAD_ROLE_LINK =
  "This link is not valid. Please use the link from the e-mail exactly as it is, or open the meeting in the app.";

export const badRoleLink = (site: Site) =>
  page(
    site,
    "This link is not valid",
    `${para(BAD_ROLE_LINK)}<p><a href="${escapeHtml(`${site.appUrl}${paths.events}`)}">Open Events & News</a></p>`,
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
    `${para(`The ${shown.roleName} role is open at ${atMeeting(shown)}.`)}${oneButton(token, `Take the ${shown.roleName} role`)}${meetingLink(site, shown.eventId)}`,
  );

export const taken = (site: Site, shown: TakeShown) =>
  page(
    site,
    `The ${shown.roleName} role is yours`,
    `${para(`You are ${shown.roleName} at ${atMeeting(shown)}. Thank you for stepping up.`)}${para(
      "If you can't make it after all, give the role up on the meeting's page so another member can take it.",
    )}${meetingLink(site, shown.eventId)}`,
  );

export const alreadyYours = (site: Site, shown: TakeShown) =>
  page(
    site,
    "This role is already yours",
    `${para(`You are ${shown.roleName} at ${atMeeting(shown)}.`)}${meetingLink(site, shown.eventId)}`,
  );

/** The role filled up: the meeting's page offers its waitlist. */
export const roleFull = (site: Site, shown: TakeShown, message: string) =>
  page(
    site,
    "This role is no longer open",
    `${para(message)}${para(
      "Another member took it first. On the meeting's page you can join the role's waitlist: if a place frees up, it goes to the first member waiting.",
    )}<p><a href="${escapeHtml(`${site.appUrl}${paths.event(shown.eventId)}`)}">Join the waitlist in the app</a></p>`,
  );

/** A role rule refuses it (the two-role limit, pitcher with moderator): the rule's own title and message. */
export const roleRefused = (site: Site, shown: TakeShown, refusal: { title: string; description: string }) =>
  page(site, refusal.title, `${para(refusal.description)}${meetingLink(site, shown.eventId)}`);

export const cannotTakeRoles = (site: Site, eventId: string) =>
  page(
    site,
    "You can no longer take roles here",
    `${para("Only the club's active members can take roles at this meeting.")}${meetingLink(site, eventId)}`,
  );

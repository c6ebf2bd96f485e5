import { roleKey } from "../../../domain/events/roles";
import type { Config } from "../../config";
import { readSignedValues, signValues } from "../../mail/signed-token";

/**
 * The links in a role holder's e-mails (docs/decisions/153): each does one thing for one member's one assignment,
 * works without signing in, and expires when the meeting starts (its start now: an officer may move it; the start
 * written in the token counts only when the meeting is gone). Opening one (GET) only shows a page with one
 * button; pressing it (POST) acts. "take" is the open-role nudge's link (docs/decisions/157): it names a role at a
 * meeting instead of an assignment. "decline" gives back a role an officer gave outright from the planning grid
 * (docs/decisions/234).
 */
export const ROLE_LINK_ACTIONS = ["confirm", "release", "take", "decline"] as const;
export type RoleLinkAction = (typeof ROLE_LINK_ACTIONS)[number];

type LinkBase = { eventId: string; memberId: string; expiresAt: Date };
/** A holder's link about their assignment. */
export type AssignmentLink = LinkBase & { action: "confirm" | "release" | "decline"; assignmentId: string };
/** A member's link that takes an open role at a meeting. */
export type TakeLink = LinkBase & { action: "take"; roleType: string };
export type RoleLink = AssignmentLink | TakeLink;

type Site = Pick<Config, "appUrl" | "authSecret">;

const PURPOSE = "role-link";

export function roleLinkToken(secret: string, link: RoleLink): string {
  return signValues(secret, PURPOSE, [
    link.action,
    link.eventId,
    // the third value is the assignment, or for "take" the role
    link.action === "take" ? link.roleType : link.assignmentId,
    link.memberId,
    String(link.expiresAt.getTime()),
  ]);
}

export const roleLinkUrl = (site: Site, link: RoleLink) =>
  `${site.appUrl}/api/roles/link?token=${roleLinkToken(site.authSecret, link)}`;

/** What a token asks for, or undefined when it is garbled or forged (its expiry is the caller's to check). */
export function readRoleLink(secret: string, token: string): RoleLink | undefined {
  const values = readSignedValues(secret, PURPOSE, token, 5);
  if (!values) return undefined;
  const [action, eventId, subject, memberId, expires] = values as [string, string, string, string, string];
  const expiresAt = new Date(Number(expires));
  if (!(ROLE_LINK_ACTIONS as readonly string[]).includes(action) || !eventId || !subject || !memberId) {
    return undefined;
  }
  if (Number.isNaN(expiresAt.getTime())) return undefined;
  if (action === "take") {
    if (!roleKey.safeParse(subject).success) return undefined;
    return { action, eventId, roleType: subject, memberId, expiresAt };
  }
  return { action: action as AssignmentLink["action"], eventId, assignmentId: subject, memberId, expiresAt };
}

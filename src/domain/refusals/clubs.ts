import { refusals } from "./entry";

/** Refusals of clubs: membership, officers, settings and agenda templates. */
export const CLUB_REFUSALS = refusals({
  CLUB_NOT_FOUND: {
    status: 404,
    message: { club: "There is no such club.", notYours: "You are not a member of that club." },
  },
  NOT_A_MEMBER: { status: 404, message: "You are not a member of this club." },
  // a role set that would take a role from members holding it at an upcoming meeting (docs/decisions/223)
  ROLE_STILL_HELD: {
    status: 409,
    title: "Role Still Held",
    message: ({ role, meetings }: { role: string; meetings: string }) =>
      `${role} is held at ${meetings}. Keep the role, or its places, until its holders give it up.`,
  },
  NOT_A_CLUB_MEMBER: {
    status: { appoint: 400, officers: 403, templates: 403, roles: 403, handOver: 403, offer: 409 },
    title: { offer: "Not a Club Member" },
    message: {
      appoint: "Only a member of this club can be appointed as its officer.",
      officers: "Only members of this club can see its officers.",
      templates: "Only members of this club can see its agenda templates.",
      roles: "Only members of this club can see its meeting roles.",
      handOver: "Only members of the meeting's club can hand a role over.",
      offer: "A role can only be offered to an active member of the meeting's club.",
    },
  },
  NOT_A_CLUB_OFFICER: {
    status: 403,
    message: {
      officers: "Only the club's officers can appoint or remove its officers.",
      templates: "Only the club's officers can change its agenda templates.",
      roles: "Only the club's officers and admins can change its meeting roles.",
      settings: "Only this club's officers and admins can see and change this.",
      overview: "You can only see the overview of clubs you are an officer of.",
    },
  },
  NOT_CLUB_OFFICER: {
    status: 403,
    message: {
      announce: "You can only send announcements to clubs you are an officer of.",
      invite: "You can only invite people to clubs you are an officer of.",
      plan: "You can only plan events for a club you are an officer of.",
    },
  },
  OFFICER_NOT_FOUND: { status: 404, message: "This member is not an officer of the club." },
  ALREADY_OFFICER: { status: 409, message: "This member is already an officer of the club." },
  LAST_OFFICER: {
    status: 409,
    title: "The Club Needs an Officer",
    message: {
      removing: "A club needs at least one officer: appoint another officer before removing the last one.",
      leaving: "You are this club's last officer: appoint another officer before leaving the club.",
    },
  },
  ROSTER_FILE_UNREADABLE: {
    status: 400,
    message: {
      empty: "This file has no rows to import: each row needs a name and an e-mail address.",
      tooLong: "This file has more than 1000 rows: split it into files of at most 200 rows.",
    },
  },
  TEMPLATE_NOT_FOUND: { status: 404, message: "There is no such agenda template in this club." },
});

import { TEMPLATE_MESSAGES } from "../clubs/agenda-templates";
import { AGENDA_EDIT_DENIED } from "../events/agenda-changes";
import { AGENDA_MAIL_MESSAGES } from "../events/agenda-mail-rules";
import { EVENT_CANCELLED_MESSAGE } from "../events/changes";
import { EVENT_ZONE_UNKNOWN } from "../events/inputs";
import { AGENDA_MESSAGES } from "../events/messages";
import type { EventDateProblem } from "../events/new-event-dates";
import { NO_MEETING_ROLES } from "../events/roles";
import { EVENT_ENDED_MESSAGE } from "../events/schedule";
import { SPEECH_MESSAGES } from "../events/speeches";
import { refusals } from "./entry";

/** Problems of an event's input that its schema cannot see (INVALID_INPUT). */
export const EVENT_INPUT_PROBLEMS = {
  dates: {
    "date-missing": "Date and time are required.",
    "time-missing": "Date and time are required.",
    "end-in-the-past": "End Date cannot be in the past.",
    "end-before-date": "End Date must be on or after the event's date.",
    "not-ahead": "The event's date and time must be in the future.",
  } satisfies Record<EventDateProblem, string>,
  membersOnlyNeedsAClub: "Members only needs a club: choose the club whose members may come.",
  noSuchClub: "Club must be a club of the community.",
  zoneUnknown: EVENT_ZONE_UNKNOWN,
  socialHasNoRoles: NO_MEETING_ROLES.description,
  templateNeedsClub: TEMPLATE_MESSAGES.templateNeedsClub,
  otherClubsTemplate: TEMPLATE_MESSAGES.otherClubsTemplate,
  memberGone: (position: number) => `Role assignment ${position}: that member no longer exists.`,
  notAClubMember: (position: number) => `Role assignment ${position}: that person is not a member of the club.`,
} as const;

/** Refusals of events: finding, planning and changing them, their agendas, speeches and agenda e-mails. */
export const EVENT_REFUSALS = refusals({
  EVENT_NOT_FOUND: { status: 404, message: "There is no such event." },
  // a series of the club with no occurrence still ahead (docs/decisions/235)
  SERIES_NOT_FOUND: { status: 404, message: "This club has no such series with meetings still ahead." },
  EVENT_ENDED: { status: 409, message: EVENT_ENDED_MESSAGE },
  EVENT_CANCELLED: { status: 409, title: "Event Cancelled", message: EVENT_CANCELLED_MESSAGE },
  NO_MEETING_ROLES: {
    status: 409,
    title: NO_MEETING_ROLES.title,
    message: { take: NO_MEETING_ROLES.description, typeChange: NO_MEETING_ROLES.typeChange },
  },
  NOT_EVENT_PLANNER: {
    status: 403,
    message: {
      plan: "Only administrators and club officers can plan events.",
      change: "Only the club's officers and administrators can change this event.",
      propose: "Only the club's officers and administrators can propose roles.",
    },
  },
  CLUB_REQUIRED: {
    status: 403,
    message: "Choose one of your clubs: only administrators create events without a club.",
  },
  AGENDA_ITEM_NOT_FOUND: {
    status: { gone: 404, atMeeting: 404, named: 400 },
    message: {
      gone: "That agenda item no longer exists.",
      atMeeting: "There is no such agenda item at this meeting.",
      named: "There is no such agenda item at this meeting.",
    },
  },
  AGENDA_EDIT_DENIED: { status: 403, title: "Not Allowed", message: AGENDA_EDIT_DENIED },
  AGENDA_CHANGED: { status: 409, title: AGENDA_MESSAGES.changed.title, message: AGENDA_MESSAGES.changed.description },
  AGENDA_MAIL_DENIED: { status: 403, message: AGENDA_MAIL_MESSAGES.denied },
  AGENDA_MAIL_LIMIT: { status: 429, title: "Daily limit reached", message: AGENDA_MAIL_MESSAGES.limit },
  NOT_A_PITCHER: { status: 409, message: SPEECH_MESSAGES.notAPitcher },
  NOT_AN_EVALUATOR: { status: 409, message: SPEECH_MESSAGES.notAnEvaluator },
  NOT_A_SPEAKER: { status: 409, message: SPEECH_MESSAGES.speakerNotAPitcher },
  SPEAKER_TAKEN: {
    status: 409,
    title: "Speaker Taken",
    message: ({ evaluator }: { evaluator: string }) => SPEECH_MESSAGES.speakerTaken(evaluator),
  },
  UNKNOWN_PROJECT: { status: 400, message: SPEECH_MESSAGES.unknownProject },
});

import { errorMessage, type Message, successMessage } from "../messages";
import { EVENT_ENDED_MESSAGE } from "./schedule";

/**
 * Toast texts of events, the agenda and meeting roles: word for word where the spec gives them (docs/features.md,
 * "Fixed wording").
 */
export const EVENT_MESSAGES = {
  loadFailed: errorMessage("Failed to load events. Please try again."),
  createFailed: errorMessage("Failed to create event. Please try again."),
  created: successMessage("Event created successfully!"),
  joined: { title: "You're going!", description: "We've saved your place. See you there." },
  left: { title: "Attendance cancelled", description: "You're no longer registered for this event." },
  attendanceFailed: errorMessage("Failed to update your attendance. Please try again."),
  /** The server's 409 EVENT_ENDED: attendance, roles and agenda of an ended event no longer change. */
  ended: { title: "Event Ended", description: EVENT_ENDED_MESSAGE },
} as const satisfies Record<string, Message>;

export const createdRecurring = (count: number): Message =>
  successMessage(`Created ${count} recurring events successfully!`);

export const AGENDA_MESSAGES = {
  loadFailed: errorMessage("Failed to load agenda items."),
  addFailed: errorMessage("Failed to add agenda item."),
  deleteFailed: errorMessage("Failed to delete agenda item."),
  added: successMessage("Agenda item added."),
  deleted: successMessage("Agenda item deleted."),
  updated: successMessage("Agenda item updated."),
  updateFailed: errorMessage("Failed to update agenda item."),
  moveFailed: errorMessage("Failed to move agenda item."),
  /** The server's 409 AGENDA_CHANGED: the order sent no longer names the meeting's items. */
  changed: {
    title: "Agenda Changed",
    description:
      "The agenda changed in the meantime: an order must name each of its current items once. Please try again.",
  },
} as const satisfies Record<string, Message>;

export const ROLE_MESSAGES = {
  eventLoadFailed: errorMessage("Failed to load event details."),
  loadFailed: errorMessage("Failed to load role assignments."),
  signInRequired: errorMessage("You must be logged in to assign roles."),
  accessDenied: { title: "Access Denied", description: "You must be a member of this club to assign meeting roles." },
  assignFailed: errorMessage("Failed to assign role. You may need to be a club member."),
  removeFailed: errorMessage("Failed to remove role assignment"),
} as const satisfies Record<string, Message>;

export const roleTaken = (roleName: string): Message => successMessage(`You are now the ${roleName} for this meeting.`);

export const roleDropped = (roleName: string): Message =>
  successMessage(`You are no longer the ${roleName} for this meeting.`);

/** Editing and cancelling an event (docs/decisions/141). */
export const EVENT_CHANGE_MESSAGES = {
  updated: successMessage("Event updated. Everyone taking part has been e-mailed the changes."),
  unchanged: { title: "No changes", description: "Nothing was changed, so no one was e-mailed." },
  updateFailed: errorMessage("Failed to update event. Please try again."),
  cancelled: {
    title: "Event Cancelled",
    description: "The event is cancelled and everyone taking part has been told.",
  },
  cancelFailed: errorMessage("Failed to cancel event. Please try again."),
} as const satisfies Record<string, Message>;

/** A slot (agenda or template item) that is none of the event's or the club's roles (docs/decisions/223). */
export const ROLE_SLOT_MESSAGE = "The role slot must be one of the meeting roles.";

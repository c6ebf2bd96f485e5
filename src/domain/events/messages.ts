import type { Message } from "../messages";
import { EVENT_ENDED_MESSAGE } from "./schedule";

/**
 * Toast texts of events, the agenda and meeting roles: word for word where the spec gives them (docs/features.md,
 * "Fixed wording").
 */
export const EVENT_MESSAGES = {
  loadFailed: { title: "Error", description: "Failed to load events. Please try again." },
  createFailed: { title: "Error", description: "Failed to create event. Please try again." },
  created: { title: "Success", description: "Event created successfully!" },
  joined: { title: "You're going!", description: "We've saved your place. See you there." },
  left: { title: "Attendance cancelled", description: "You're no longer registered for this event." },
  attendanceFailed: { title: "Error", description: "Failed to update your attendance. Please try again." },
  /** The server's 409 EVENT_ENDED: attendance, roles and agenda of an ended event no longer change. */
  ended: { title: "Event Ended", description: EVENT_ENDED_MESSAGE },
} as const satisfies Record<string, Message>;

export const createdRecurring = (count: number): Message => ({
  title: "Success",
  description: `Created ${count} recurring events successfully!`,
});

export const AGENDA_MESSAGES = {
  loadFailed: { title: "Error", description: "Failed to load agenda items." },
  addFailed: { title: "Error", description: "Failed to add agenda item." },
  deleteFailed: { title: "Error", description: "Failed to delete agenda item." },
  added: { title: "Success", description: "Agenda item added." },
  deleted: { title: "Success", description: "Agenda item deleted." },
  updated: { title: "Success", description: "Agenda item updated." },
  updateFailed: { title: "Error", description: "Failed to update agenda item." },
  moveFailed: { title: "Error", description: "Failed to move agenda item." },
  /** The server's 409 AGENDA_CHANGED: the order sent no longer names the meeting's items. */
  changed: {
    title: "Agenda Changed",
    description:
      "The agenda changed in the meantime: an order must name each of its current items once. Please try again.",
  },
} as const satisfies Record<string, Message>;

export const ROLE_MESSAGES = {
  eventLoadFailed: { title: "Error", description: "Failed to load event details." },
  loadFailed: { title: "Error", description: "Failed to load role assignments." },
  signInRequired: { title: "Error", description: "You must be logged in to assign roles." },
  accessDenied: { title: "Access Denied", description: "You must be a member of this club to assign meeting roles." },
  assignFailed: { title: "Error", description: "Failed to assign role. You may need to be a club member." },
  removeFailed: { title: "Error", description: "Failed to remove role assignment" },
} as const satisfies Record<string, Message>;

export const roleTaken = (roleName: string): Message => ({
  title: "Success",
  description: `You are now the ${roleName} for this meeting.`,
});

export const roleDropped = (roleName: string): Message => ({
  title: "Success",
  description: `You are no longer the ${roleName} for this meeting.`,
});

/** Editing and cancelling an event (docs/decisions/141). */
export const EVENT_CHANGE_MESSAGES = {
  updated: { title: "Success", description: "Event updated. Everyone taking part has been e-mailed the changes." },
  unchanged: { title: "No changes", description: "Nothing was changed, so no one was e-mailed." },
  updateFailed: { title: "Error", description: "Failed to update event. Please try again." },
  cancelled: {
    title: "Event Cancelled",
    description: "The event is cancelled and everyone taking part has been told.",
  },
  cancelFailed: { title: "Error", description: "Failed to cancel event. Please try again." },
} as const satisfies Record<string, Message>;

/**
 * Who edits an agenda and how its last change reads (docs/decisions/163). The server keeps each agenda's last
 * change in these words; the agenda panel shows it as "Last changed by Olivia, Dec 2, 7:14 PM: Deleted "Table Topics"".
 */

export const AGENDA_EDIT_DENIED =
  "Only the club's officers and the meeting's moderator can edit this agenda (for an event without a club: its creator and admins).";

export const AGENDA_CHANGES = {
  added: (title: string) => `Added "${title}"`,
  deleted: (title: string) => `Deleted "${title}"`,
  updated: (title: string) => `Changed "${title}"`,
  reordered: "Changed the order",
} as const;

/** The confirmation asked before an agenda item is deleted. */
export const DELETE_AGENDA_ITEM = {
  title: "Delete this agenda item?",
  description: (title: string) => `"${title}" leaves the agenda for everyone. This cannot be undone.`,
  confirmLabel: "Delete item",
} as const;

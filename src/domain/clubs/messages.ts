import type { Message } from "../messages";

/** Toast texts of Find Clubs, word for word (docs/features.md, "Fixed wording"). */
export const CLUB_MESSAGES = {
  loadFailed: { title: "Error", description: "Failed to load clubs" },
  joinFailed: { title: "Error", description: "Failed to join club" },
  leaveFailed: { title: "Error", description: "Failed to leave club" },
  joined: { title: "Success", description: "Successfully joined the club!" },
  left: { title: "Success", description: "Successfully left the club." },
} as const satisfies Record<string, Message>;

import { errorMessage, type Message, successMessage } from "../messages";

/** Toast texts of Find Clubs, word for word (docs/features.md, "Fixed wording"). */
export const CLUB_MESSAGES = {
  loadFailed: errorMessage("Failed to load clubs"),
  joinFailed: errorMessage("Failed to join club"),
  leaveFailed: errorMessage("Failed to leave club"),
  joined: successMessage("Successfully joined the club!"),
  left: successMessage("Successfully left the club."),
} as const satisfies Record<string, Message>;

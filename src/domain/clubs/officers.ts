import { z } from "zod";
import { errorMessage, type Message } from "../messages";
import { textField } from "../text";

/** The usual officer titles of a club, offered first; any other title may be typed. */
export const OFFICER_TITLES = [
  "President",
  "VP Education",
  "VP Membership",
  "Secretary",
  "Treasurer",
  "Sergeant at Arms",
] as const;

/** The title a member gets by redeeming a club's access key, until an officer gives them another. */
export const REDEEMED_OFFICER_TITLE = "Officer";

export const OFFICER_TITLE_MAX = 60;

const officerTitle = textField("The title", OFFICER_TITLE_MAX).min(1, "The title is required.");

/** An officer appoints a member of the club with a title. */
export const appointOfficerInput = z.strictObject({
  memberId: z.string().regex(/^[\w-]{1,64}$/, "Choose a member of the club."),
  title: officerTitle,
});

/** An officer changes another officer's title. */
export const officerTitleInput = z.strictObject({ title: officerTitle });

export type AppointOfficerInput = z.infer<typeof appointOfficerInput>;

/**
 * The title the appoint form starts on: the first usual title nobody of the club holds yet ("VP Education" when the
 * club has a President); the first usual title when every one is held (a club may have two of a title).
 */
export function firstTitleNotHeld(officers: readonly { title: string }[]): (typeof OFFICER_TITLES)[number] {
  const held = new Set(officers.map((officer) => officer.title.trim().toLowerCase()));
  return OFFICER_TITLES.find((title) => !held.has(title.toLowerCase())) ?? OFFICER_TITLES[0];
}

/** The question before an officer is removed, naming whom and from what: "Remove Mia Chen as President?". */
export const removeOfficerQuestion = (officer: { name: string; title: string }) =>
  `Remove ${officer.name} as ${officer.title}?`;

/** Officers first by the order of the usual titles, then free-text titles alphabetically, then by name. */
export function officerOrder(a: { title: string; name: string }, b: { title: string; name: string }): number {
  const rank = (title: string) => {
    const index = (OFFICER_TITLES as readonly string[]).indexOf(title);
    return index === -1 ? OFFICER_TITLES.length : index;
  };
  return rank(a.title) - rank(b.title) || a.title.localeCompare(b.title) || a.name.localeCompare(b.name);
}

/** Refusals of the officers' routes, shown as they are. */
export const OFFICER_MESSAGES = {} as const;

/** Toasts of the club page's Officers section. */
export const OFFICER_TOASTS = {
  appointed: (name: string, title: string) => ({ title: "Officer Appointed", description: `${name} is now ${title}.` }),
  removed: (name: string) => ({ title: "Officer Removed", description: `${name} is no longer an officer.` }),
  titleChanged: (name: string, title: string) => ({ title: "Title Changed", description: `${name} is now ${title}.` }),
  appointFailed: errorMessage("Failed to appoint the officer"),
  removeFailed: errorMessage("Failed to remove the officer"),
  titleChangeFailed: errorMessage("Failed to change the title"),
} as const satisfies Record<string, Message | ((...args: string[]) => Message)>;

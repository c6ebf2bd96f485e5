import { errorMessage, type Message } from "../messages";

/** Toast texts of the access-key gate and Leadership Central, word for word (docs/features.md, "Fixed wording"). */
export const ACCESS_KEY_MESSAGES = {
  verifyFailed: errorMessage("Failed to verify access key"),
  invalid: { title: "Invalid Access Key", description: "The access key you entered is not valid or has expired" },
  expired: { title: "Access Key Expired", description: "This access key has expired" },
  alreadyGranted: { title: "Access Granted", description: "You already have leadership access" },
  grantFailed: errorMessage("Failed to grant access"),
  granted: { title: "Access Granted", description: "You now have access to Leadership Central" },
  unexpected: errorMessage("An unexpected error occurred"),
} as const satisfies Record<string, Message>;

const comingSoon = (description: string): Message => ({ title: "Coming soon", description });

/** The tool cards of Leadership Central; each only announces what is coming (the spec's coming-soon toasts). */
export const LEADERSHIP_TOOLS = [
  {
    id: "dashboard",
    title: "Dashboard",
    description: "Club health at a glance",
    comingSoon: comingSoon("The leadership dashboard with attendance and growth trends is on its way."),
  },
  {
    id: "resources",
    title: "Resources",
    description: "Guides for officers",
    comingSoon: comingSoon("Officer guides, meeting templates and role scripts will be collected here soon."),
  },
  {
    id: "tools",
    title: "Tools",
    description: "Plan and run meetings",
    comingSoon: comingSoon("Meeting planning tools for officers are being built and will arrive shortly."),
  },
  {
    id: "reports",
    title: "Reports",
    description: "Progress and participation",
    comingSoon: comingSoon("Monthly reports on speeches, roles and member progress are coming soon."),
  },
  {
    id: "settings",
    title: "Settings",
    description: "Club preferences",
    comingSoon: comingSoon("Leadership settings will be available in a future update."),
  },
] as const satisfies ReadonlyArray<{ id: string; title: string; description: string; comingSoon: Message }>;

export const LEADERSHIP_MESSAGES = {
  announcementSent: { title: "Announcement sent", description: "Your announcement has been sent to all members." },
  announcementFailed: errorMessage("Failed to send the announcement. Please try again."),
  invitationFailed: errorMessage("Failed to send the invitation. Please try again."),
  overviewFailed: errorMessage("Failed to load Leadership Central. Please try again."),
} as const satisfies Record<string, Message>;

export const invitationSent = (email: string): Message => ({
  title: "Invitation sent",
  description: `Invitation sent to ${email}.`,
});

/** Admin page toasts (not in the spec: written in the product's voice). */
export const ACCESS_KEY_ADMIN_MESSAGES = {
  issued: { title: "Access key issued", description: "Copy the key now: it will not be shown again." },
  issueFailed: errorMessage("Failed to issue the access key. Please try again."),
  deactivated: { title: "Access key deactivated", description: "The key can no longer be used." },
  deactivateFailed: errorMessage("Failed to deactivate the access key. Please try again."),
  copied: { title: "Copied", description: "The access key is on your clipboard." },
} as const satisfies Record<string, Message>;

/** The invitation page's toasts (docs/decisions/183; not in the spec: written in the product's voice). */
export const INVITATION_MESSAGES = {
  acceptFailed: errorMessage("Failed to accept the invitation. Please try again."),
} as const satisfies Record<string, Message>;

export const invitationAccepted = (clubName: string | null): Message =>
  clubName
    ? { title: "Welcome to the club", description: `You are now a member of ${clubName}.` }
    : { title: "Invitation accepted", description: "Welcome! Find a club near you to take part in its meetings." };

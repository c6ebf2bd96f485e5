import type { Message } from "../messages";

/** Toast texts of the access-key gate and Leadership Central, word for word (docs/features.md, "Fixed wording"). */
export const ACCESS_KEY_MESSAGES = {
  verifyFailed: { title: "Error", description: "Failed to verify access key" },
  invalid: { title: "Invalid Access Key", description: "The access key you entered is not valid or has expired" },
  expired: { title: "Access Key Expired", description: "This access key has expired" },
  alreadyGranted: { title: "Access Granted", description: "You already have leadership access" },
  grantFailed: { title: "Error", description: "Failed to grant access" },
  granted: { title: "Access Granted", description: "You now have access to Leadership Central" },
  unexpected: { title: "Error", description: "An unexpected error occurred" },
} as const satisfies Record<string, Message>;

/** The tool cards of Leadership Central; each only announces what is coming (the spec's coming-soon toasts). */
export const LEADERSHIP_TOOLS = [
  {
    id: "dashboard",
    title: "Dashboard",
    description: "Club health at a glance",
    comingSoon: {
      title: "Coming soon",
      description: "The leadership dashboard with attendance and growth trends is on its way.",
    },
  },
  {
    id: "resources",
    title: "Resources",
    description: "Guides for officers",
    comingSoon: {
      title: "Coming soon",
      description: "Officer guides, meeting templates and role scripts will be collected here soon.",
    },
  },
  {
    id: "tools",
    title: "Tools",
    description: "Plan and run meetings",
    comingSoon: {
      title: "Coming soon",
      description: "Meeting planning tools for officers are being built and will arrive shortly.",
    },
  },
  {
    id: "reports",
    title: "Reports",
    description: "Progress and participation",
    comingSoon: {
      title: "Coming soon",
      description: "Monthly reports on speeches, roles and member progress are coming soon.",
    },
  },
  {
    id: "settings",
    title: "Settings",
    description: "Club preferences",
    comingSoon: {
      title: "Coming soon",
      description: "Leadership settings will be available in a future update.",
    },
  },
] as const satisfies ReadonlyArray<{ id: string; title: string; description: string; comingSoon: Message }>;

export const LEADERSHIP_MESSAGES = {
  announcementSent: { title: "Announcement sent", description: "Your announcement has been sent to all members." },
  announcementFailed: { title: "Error", description: "Failed to send the announcement. Please try again." },
  invitationFailed: { title: "Error", description: "Failed to send the invitation. Please try again." },
  overviewFailed: { title: "Error", description: "Failed to load Leadership Central. Please try again." },
} as const satisfies Record<string, Message>;

export const invitationSent = (email: string): Message => ({
  title: "Invitation sent",
  description: `Invitation sent to ${email}.`,
});

/** Admin page toasts (not in the spec: written in the product's voice). */
export const ACCESS_KEY_ADMIN_MESSAGES = {
  issued: { title: "Access key issued", description: "Copy the key now: it will not be shown again." },
  issueFailed: { title: "Error", description: "Failed to issue the access key. Please try again." },
  deactivated: { title: "Access key deactivated", description: "The key can no longer be used." },
  deactivateFailed: { title: "Error", description: "Failed to deactivate the access key. Please try again." },
  copied: { title: "Copied", description: "The access key is on your clipboard." },
} as const satisfies Record<string, Message>;

/** The invitation page's toasts (docs/decisions/183; not in the spec: written in the product's voice). */
export const INVITATION_MESSAGES = {
  acceptFailed: { title: "Error", description: "Failed to accept the invitation. Please try again." },
} as const satisfies Record<string, Message>;

export const invitationAccepted = (clubName: string | null): Message =>
  clubName
    ? { title: "Welcome to the club", description: `You are now a member of ${clubName}.` }
    : { title: "Invitation accepted", description: "Welcome! Find a club near you to take part in its meetings." };

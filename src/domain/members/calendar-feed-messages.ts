import { errorMessage, type Message } from "../messages";

/** What the profile's calendar feed part says (docs/decisions/224). */
export const CALENDAR_FEED_MESSAGES = {
  hint: "Subscribe to your own calendar address in Google Calendar, Apple Calendar or Outlook: your clubs' meetings and your roles appear there and stay up to date. Keep the address to yourself; renew it if someone else got it.",
  created: { title: "Calendar address ready", description: "Copy it into your calendar application to subscribe." },
  copied: { title: "Address copied", description: "Your calendar address is on your clipboard." },
  copyFailed: errorMessage("The address could not be copied. Select it and copy it instead."),
  renewed: {
    title: "Calendar address renewed",
    description: "The old address no longer works: subscribe with the new one.",
  },
  renewFailed: errorMessage("Failed to renew your calendar address."),
  loadFailed: "Your calendar address could not be loaded. Please reload the page.",
} as const satisfies Record<string, Message | string>;

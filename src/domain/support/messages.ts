import { errorMessage, type Message } from "../messages";

/** Toast texts of Contact & Support, word for word (docs/features.md, "Fixed wording"). */
export const SUPPORT_MESSAGES = {
  faqsLoadFailed: errorMessage("Failed to load FAQs. Please try again."),
  sendFailed: errorMessage("Failed to send message. Please try again."),
  saved: { title: "Message Saved", description: "Your message has been saved. We'll get back to you soon via email." },
  sent: { title: "Message Sent", description: "Your message has been sent successfully. We'll get back to you soon." },
} as const satisfies Record<string, Message>;

/** Not in the spec: a refused message (too many, or bad input) names its reason from the server. */
export const contactRefused = (reason: string): Message => ({ title: "Message Not Sent", description: reason });

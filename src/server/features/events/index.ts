/** The events feature's public file: what other features may use of it (docs/architecture.md, "The server's map"). */
export { withSlotHolders } from "./named-agenda";
export { editSeries } from "./series";
export { eventSpeakers, type Speaker } from "./speeches";
export { eventEndsAt, notEndedBy } from "./still-on";
export { itemColumns, templateItems } from "./template-items";
export { forgetUpcomingEvents } from "./upcoming-cache";

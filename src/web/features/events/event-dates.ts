import { format } from "date-fns";

/** Dates and times of events in the viewer's own time zone. */
export const eventDay = (iso: string) => format(new Date(iso), "MMM dd, yyyy");
export const eventTime = (iso: string) => format(new Date(iso), "h:mm a");

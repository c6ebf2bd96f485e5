/** What each of a meeting's panels (agenda, roles, speakers) is given: the event, whether it ended, its heading's level. */
export type PanelProps = { eventId: string; ended: boolean; headingLevel: 2 | 3 };

/** The element of a panel's heading at its level. */
export const panelHeading = (level: PanelProps["headingLevel"]) => (level === 2 ? "h2" : "h3");

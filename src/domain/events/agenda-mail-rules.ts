import { plural } from "../plurals";

/** How often one meeting's agenda may be e-mailed to its club in any 24 hours (docs/decisions/149). */
export const AGENDA_MAILS_PER_DAY = 3;

export const AGENDA_MAIL_MESSAGES = {
  denied: "Only the officers of this meeting's club can e-mail its agenda.",
  limit: `The agenda of this meeting was already e-mailed ${AGENDA_MAILS_PER_DAY} times today. Please try again tomorrow.`,
  sent: (recipients: number) => ({
    title: "Agenda sent",
    description: `The agenda is on its way to ${plural(recipients, { one: "# member", other: "# members" })}.`,
  }),
  confirm: (recipients: number) =>
    recipients === 0
      ? "No member of the club receives agendas by e-mail right now."
      : `The agenda, with a calendar file, goes to ${plural(recipients, {
          one: "# club member who receives",
          other: "# club members who receive",
        })} agendas by e-mail.`,
  failed: { title: "Not sent", description: "The agenda could not be e-mailed. Please try again." },
} as const;

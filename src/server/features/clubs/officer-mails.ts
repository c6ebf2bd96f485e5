import { mailHtml, paragraph } from "../../../domain/mail/layout";
import { paths } from "../../../domain/paths";
import type { Config } from "../../config";
import type { QueuedMail } from "../../mail/queue";

/** The club's page, where its officers are listed and managed. */
export const clubPageLink = (appUrl: string, clubId: string) => `${appUrl}${paths.club(clubId)}`;

/** Tells a member they were appointed an officer of a club: by whom, with which title, and where to begin. */
export function officerAppointedMail(
  config: Pick<Config, "appName" | "appUrl">,
  appointment: {
    club: { id: string; name: string };
    title: string;
    appointedBy: string;
    to: { email: string; firstName: string | null };
  },
): QueuedMail {
  const { club, title, appointedBy, to } = appointment;
  const link = clubPageLink(config.appUrl, club.id);
  const lead = `${appointedBy} appointed you ${title} of ${club.name}.`;
  const next =
    "As an officer you plan the club's meetings, see its figures in Leadership Central and appoint other officers.";
  return {
    kind: "officer-appointed",
    refId: club.id,
    to: to.email,
    subject: `You are now ${title} of ${club.name} — ${config.appName}`,
    text: `Hi ${to.firstName || "there"},\n\n${lead}\n\n${next}\n\nYour club: ${link}\n\n— The ${config.appName} team\n`,
    html: mailHtml({
      appName: config.appName,
      clubName: club.name,
      greeting: `Hi ${to.firstName || "there"},`,
      blocks: [paragraph(lead), paragraph(next)],
      action: { label: `Open ${club.name}`, url: link },
    }),
  };
}

import type { Config } from "../../config";
import { bulkMailExtras } from "../../mail/bulk";
import type { QueuedMail } from "../../mail/queue";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

type Sender = { name: string; email: string };

/** The announcement as each member receives it, with its unsubscribe link; replies go to the sender. */
export function announcementMail(
  config: Pick<Config, "appName" | "appUrl" | "authSecret">,
  announcement: { id: string; message: string; sender: Sender; club: { id: string; name: string } | null },
  recipient: { id: string; email: string; firstName: string | null },
): QueuedMail {
  const greeting = `Hi ${recipient.firstName || "there"},`;
  const signature = `${announcement.sender.name}, Leadership Central`;
  const { club } = announcement;
  const extras = bulkMailExtras(config, {
    memberId: recipient.id,
    clubId: club?.id ?? null,
    clubName: club?.name ?? null,
    kind: "announcements",
    reason: club
      ? `You receive this because you are an active member of ${club.name}.`
      : `You receive this because you are an active member of a ${config.appName} club.`,
  });
  return {
    kind: "announcement",
    refId: announcement.id,
    to: recipient.email,
    replyTo: announcement.sender.email,
    subject: `Announcement from ${announcement.sender.name}${club ? ` to ${club.name}` : ""} — ${config.appName}`,
    text: `${greeting}\n\n${announcement.message}\n\n— ${signature}\n\n${extras.footer.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n${paragraphs(announcement.message)}\n<p>— ${escapeHtml(signature)}</p>\n${extras.footer.html}`,
    headers: extras.headers,
  };
}

/** The sign-up screen with the invited address filled in. */
export const invitationLink = (appUrl: string, email: string) =>
  `${appUrl}/auth?mode=sign-up&email=${encodeURIComponent(email)}`;

/** An invitation with a link that opens sign-up with the invited address filled in. */
export function invitationMail(
  config: Pick<Config, "appName" | "appUrl">,
  invitation: { id: string; email: string; sender: Sender },
): QueuedMail {
  const link = invitationLink(config.appUrl, invitation.email);
  const lead = `${invitation.sender.name} invited you to join ${config.appName}, a community where people practise public speaking and pitching together: find a club near you, take meeting roles, follow learning pathways and get honest feedback.`;
  return {
    kind: "invitation",
    refId: invitation.id,
    to: invitation.email,
    replyTo: invitation.sender.email,
    subject: `${invitation.sender.name} invited you to ${config.appName}`,
    text: `Hello,\n\n${lead}\n\nCreate your free account: ${link}\n\nIf you were not expecting this, you can ignore this message.\n\n— The ${config.appName} team\n`,
    html: `<p>Hello,</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">Create your free account</a></p>
<p style="color:#555">If you were not expecting this, you can ignore this message.</p><p>— The ${escapeHtml(config.appName)} team</p>`,
  };
}

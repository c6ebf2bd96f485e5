import type { Mail } from "./mailer";

type Link = { appName: string; to: string; firstName: string; url: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function linkMail(link: Link, subject: string, lead: string, action: string, footer: string): Mail {
  const name = link.firstName || "there";
  const text = `Hi ${name},\n\n${lead}\n\n${action}: ${link.url}\n\n${footer}\n\n— The ${link.appName} team\n`;
  const html = `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(footer)}</p><p>— The ${escapeHtml(link.appName)} team</p>`;
  return { to: link.to, subject, text, html };
}

export const verificationMail = (link: Link) =>
  linkMail(
    link,
    `Confirm your e-mail for ${link.appName}`,
    `Welcome to ${link.appName}! Confirm your e-mail address to start finding clubs, following pathways and sharpening your pitch.`,
    "Confirm my e-mail",
    "If you did not create an account, you can ignore this message.",
  );

export const passwordResetMail = (link: Link) =>
  linkMail(
    link,
    `Reset your ${link.appName} password`,
    "Someone asked to reset the password of your account. The link below lets you choose a new one; it works once and expires in one hour.",
    "Choose a new password",
    "If you did not ask for this, you can ignore this message; your password stays the same.",
  );

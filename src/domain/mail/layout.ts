import { escapeHtml } from "./html";

/**
 * The one layout of every e-mail the product sends (docs/decisions/181): a header with the product's name and the
 * club's, a readable sans-serif body, one button for the mail's main link, and a footer that says why the mail came
 * and, for club mail a member may turn off, how to stop it. Each mail has a plain-text part written from the same
 * blocks, so both parts always say the same.
 */

/** One piece of a mail's body, in both parts. */
export type MailBlock = { text: string; html: string };

/** Why the mail came, and (for bulk mail, docs/decisions/148) the one-click unsubscribe link and the preferences. */
export type MailFooter = {
  reason: string;
  unsubscribe?: { url: string; what: string };
  preferencesUrl?: string;
  /** The words before the preferences link in the plain-text part; "Choose which mail you get from each club". */
  preferencesLead?: string;
};

export type MailLayout = {
  appName: string;
  /** The club the mail is about, shown in the header beside the product's name. */
  clubName?: string | null;
  /** "Hi Ann," — the mail's first line. */
  greeting?: string;
  blocks: readonly MailBlock[];
  /** The mail's main link, shown as a button. */
  action?: { label: string; url: string };
  /** "— Olivia Park, Leadership Central"; the product's team when not given. */
  signature?: string;
  footer?: MailFooter;
};

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const ACCENT = "#4f46e5";
const MUTED = "#475569";

/** A paragraph; blank lines in the text start a new paragraph, single line breaks are kept. */
export function paragraph(text: string): MailBlock {
  const html = text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 14px">${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { text, html };
}

/** A small heading above a block. */
export function heading(text: string): MailBlock {
  return {
    text: text.toUpperCase(),
    html: `<h2 style="margin:22px 0 8px;font-size:16px;line-height:1.3;color:#0f172a">${escapeHtml(text)}</h2>`,
  };
}

/** A bulleted list; an empty list reads `none`. */
export function bulletList(lines: readonly string[], none = "None."): MailBlock {
  if (lines.length === 0) return paragraph(none);
  return {
    text: lines.map((line) => `- ${line}`).join("\n"),
    html: `<ul style="margin:0 0 14px;padding-left:20px">${lines
      .map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`)
      .join("")}</ul>`,
  };
}

/** "Label: value" lines (When, Where, Club…), the label in bold. */
export function facts(rows: ReadonlyArray<readonly [label: string, value: string]>): MailBlock {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<p style="margin:0 0 14px">${rows
      .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
      .join("<br>")}</p>`,
  };
}

const buttonHtml = (label: string, url: string, primary: boolean) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:11px 20px;border-radius:8px;font-weight:600;text-decoration:none;${
    primary
      ? `background:${ACCENT};color:#ffffff;border:1px solid ${ACCENT}`
      : "background:#ffffff;color:#4338ca;border:1px solid #a5b4fc"
  }">${escapeHtml(label)}</a>`;

/** Buttons side by side (the first one primary), each with its link written out in the plain-text part. */
export function buttons(links: ReadonlyArray<{ label: string; url: string }>): MailBlock {
  return {
    text: links.map((link) => `${link.label}: ${link.url}`).join("\n"),
    html: `<p style="margin:8px 0 14px">${links.map((link, index) => buttonHtml(link.label, link.url, index === 0)).join("")}</p>`,
  };
}

/** A table (an agenda, a report's speeches); `none` when it has no rows. */
export function table(
  headings: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  options: { none?: string; textRows?: readonly string[] } = {},
): MailBlock {
  if (rows.length === 0) return paragraph(options.none ?? "None recorded.");
  const cell = "padding:6px 10px 6px 0;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top";
  return {
    text: (options.textRows ?? rows.map((row) => row.filter(Boolean).join("  "))).join("\n"),
    html: `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px;margin:0 0 14px"><thead><tr>${headings
      .map((text) => `<th scope="col" style="${cell};font-weight:600;color:${MUTED}">${escapeHtml(text)}</th>`)
      .join("")}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`,
  };
}

function footerParts(footer: MailFooter | undefined): { text: string; html: string } {
  if (!footer) return { text: "", html: "" };
  const links: Array<{ label: string; url: string; text: string }> = [];
  if (footer.unsubscribe) {
    links.push({
      label: `Unsubscribe from ${footer.unsubscribe.what}`,
      url: footer.unsubscribe.url,
      text: `Unsubscribe from ${footer.unsubscribe.what}: ${footer.unsubscribe.url}`,
    });
  }
  if (footer.preferencesUrl) {
    links.push({
      label: "Mail preferences",
      url: footer.preferencesUrl,
      text: `${footer.preferencesLead ?? "Choose which mail you get from each club"}: ${footer.preferencesUrl}`,
    });
  }
  return {
    text: [footer.reason, ...links.map((link) => link.text)].join("\n"),
    html: `${escapeHtml(footer.reason)}${links.length > 0 ? "<br>" : ""}${links
      .map(
        (link) =>
          `<a href="${escapeHtml(link.url)}" style="color:${MUTED};text-decoration:underline">${escapeHtml(link.label)}</a>`,
      )
      .join(" · ")}`,
  };
}

/** The plain-text part. */
export function mailText(layout: MailLayout): string {
  const footer = footerParts(layout.footer);
  const signature = layout.signature ?? `The ${layout.appName} team`;
  return `${[
    ...(layout.greeting ? [layout.greeting] : []),
    ...layout.blocks.map((block) => block.text),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`] : []),
    `— ${signature}`,
    ...(footer.text ? [footer.text] : []),
  ].join("\n\n")}\n`;
}

/** The HTML part: a centred card of at most 600 px that narrows with a phone's screen. */
export function mailHtml(layout: MailLayout): string {
  const footer = footerParts(layout.footer);
  const signature = layout.signature ?? `The ${layout.appName} team`;
  const club = layout.clubName
    ? `<div style="margin-top:2px;font-size:14px;color:#e0e7ff">${escapeHtml(layout.clubName)}</div>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(layout.appName)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;font-family:${FONT}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;border-collapse:separate">
<tr><td style="background:${ACCENT};border-radius:12px 12px 0 0;padding:18px 24px;color:#ffffff">
<div style="font-size:18px;font-weight:700;letter-spacing:0.2px">${escapeHtml(layout.appName)}</div>${club}
</td></tr>
<tr><td style="background:#ffffff;border-radius:0 0 12px 12px;padding:24px;color:#0f172a;font-size:16px;line-height:1.55;word-break:break-word">
${layout.greeting ? `<p style="margin:0 0 14px">${escapeHtml(layout.greeting)}</p>\n` : ""}${layout.blocks.map((block) => block.html).join("\n")}
${layout.action ? `<p style="margin:18px 0 18px">${buttonHtml(layout.action.label, layout.action.url, true)}</p>\n` : ""}<p style="margin:18px 0 0">— ${escapeHtml(signature)}</p>
</td></tr>
${footer.html ? `<tr><td style="padding:16px 24px;color:${MUTED};font-size:13px;line-height:1.5">${footer.html}</td></tr>\n` : ""}</table>
</td></tr></table>
</body></html>`;
}

/** Both parts of one mail. */
export const mailParts = (layout: MailLayout) => ({ text: mailText(layout), html: mailHtml(layout) });

/** "Hi Ann," or "Hi there,". */
export const greetingOf = (firstName: string | null | undefined) => `Hi ${firstName?.trim() || "there"},`;

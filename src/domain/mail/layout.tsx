import { Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The one layout of every e-mail the product sends (docs/decisions/181): a header with the product's name and the
 * club's, a readable sans-serif body, one button for the mail's main link, and a footer that says why the mail came
 * and, for club mail a member may turn off, how to stop it. Each mail has a plain-text part written from the same
 * blocks, so both parts always say the same.
 *
 * The HTML part is a React template rendered to static markup (docs/decisions/212): React escapes every text and
 * attribute, so no mail builds HTML by hand. Server and mails only: the browser never imports a mail
 * (test/import-rules.test.ts keeps `react-dom/server` out of it).
 */

/** One piece of a mail's body, in both parts: its plain text and its HTML as React elements. */
export type MailBlock = { text: string; html: ReactNode };

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

/** Unquoted (Segoe UI is a valid name without quotes), so the style attribute needs no escaped quotes. */
const FONT = "-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif";
const ACCENT = "#4f46e5";
const MUTED = "#475569";

/** Lines of one paragraph, with a line break between them. */
const withBreaks = (text: string) =>
  text.split("\n").map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

/** A paragraph; blank lines in the text start a new paragraph, single line breaks are kept. */
export function paragraph(text: string): MailBlock {
  const html = text.split(/\n{2,}/).map((part, index) => (
    <p key={index} style={{ margin: "0 0 14px" }}>
      {withBreaks(part)}
    </p>
  ));
  return { text, html };
}

/** A paragraph led by a few words in bold ("Over time: Ends 8:10 PM EST"); without them, a plain paragraph. */
export function leadParagraph(lead: string | undefined, text: string): MailBlock {
  return {
    text: `${lead ?? ""}${text}`,
    html: (
      <p style={{ margin: "0 0 14px" }}>
        {lead && <strong>{lead}</strong>}
        {text}
      </p>
    ),
  };
}

/** A small heading above a block. */
export function heading(text: string): MailBlock {
  return {
    text: text.toUpperCase(),
    html: <h2 style={{ margin: "22px 0 8px", fontSize: 16, lineHeight: 1.3, color: "#0f172a" }}>{text}</h2>,
  };
}

/** A bulleted list; an empty list reads `none`. */
export function bulletList(lines: readonly string[], none = "None."): MailBlock {
  if (lines.length === 0) return paragraph(none);
  return {
    text: lines.map((line) => `- ${line}`).join("\n"),
    html: (
      <ul style={{ margin: "0 0 14px", paddingLeft: 20 }}>
        {lines.map((line, index) => (
          <li key={index} style={{ margin: "0 0 6px" }}>
            {line}
          </li>
        ))}
      </ul>
    ),
  };
}

/** "Label: value" lines (When, Where, Club…), the label in bold. */
export function facts(rows: ReadonlyArray<readonly [label: string, value: string]>): MailBlock {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: (
      <p style={{ margin: "0 0 14px" }}>
        {rows.map(([label, value], index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            <strong>{`${label}:`}</strong> {value}
          </Fragment>
        ))}
      </p>
    ),
  };
}

function Button({ label, url, primary }: { label: string; url: string; primary: boolean }) {
  const colours = primary
    ? { background: ACCENT, color: "#ffffff", border: `1px solid ${ACCENT}` }
    : { background: "#ffffff", color: "#4338ca", border: "1px solid #a5b4fc" };
  return (
    <a
      href={url}
      style={{
        display: "inline-block",
        margin: "0 8px 8px 0",
        padding: "11px 20px",
        borderRadius: 8,
        fontWeight: 600,
        textDecoration: "none",
        ...colours,
      }}
    >
      {label}
    </a>
  );
}

/** Buttons side by side (the first one primary), each with its link written out in the plain-text part. */
export function buttons(links: ReadonlyArray<{ label: string; url: string }>): MailBlock {
  return {
    text: links.map((link) => `${link.label}: ${link.url}`).join("\n"),
    html: (
      <p style={{ margin: "8px 0 14px" }}>
        {links.map((link, index) => (
          <Button key={link.url} label={link.label} url={link.url} primary={index === 0} />
        ))}
      </p>
    ),
  };
}

/** A table's heading row and its rows: cells lined at the top left with a rule below, the headings bold. */
export function TableContent(props: {
  headings: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  cellPadding: string;
  headingColor?: string;
}) {
  const cell = {
    padding: props.cellPadding,
    borderBottom: "1px solid #e2e8f0",
    textAlign: "left",
    verticalAlign: "top",
  } as const;
  return (
    <>
      <thead>
        <tr>
          {props.headings.map((text, index) => (
            <th key={index} scope="col" style={{ ...cell, fontWeight: 600, color: props.headingColor }}>
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((value, index) => (
              <td key={index} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** A table (an agenda, a report's speeches); `none` when it has no rows. */
export function table(
  headings: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  options: { none?: string; textRows?: readonly string[] } = {},
): MailBlock {
  if (rows.length === 0) return paragraph(options.none ?? "None recorded.");
  return {
    text: (options.textRows ?? rows.map((row) => row.filter(Boolean).join("  "))).join("\n"),
    html: (
      <table
        role="presentation"
        style={{ borderCollapse: "collapse", width: "100%", fontSize: 14, margin: "0 0 14px" }}
      >
        <TableContent headings={headings} rows={rows} cellPadding="6px 10px 6px 0" headingColor={MUTED} />
      </table>
    ),
  };
}

/** Any block: its plain text, and its HTML as React elements (a mail's own arrangement of the pieces above). */
export const block = (text: string, html: ReactNode): MailBlock => ({ text, html });

type FooterLink = { label: string; url: string; text: string };

function footerLinks(footer: MailFooter): FooterLink[] {
  const links: FooterLink[] = [];
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
  return links;
}

/** The plain-text part. */
export function mailText(layout: MailLayout): string {
  const footer = layout.footer
    ? [layout.footer.reason, ...footerLinks(layout.footer).map((link) => link.text)].join("\n")
    : "";
  const signature = layout.signature ?? `The ${layout.appName} team`;
  return `${[
    ...(layout.greeting ? [layout.greeting] : []),
    ...layout.blocks.map((block) => block.text),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`] : []),
    `— ${signature}`,
    ...(footer ? [footer] : []),
  ].join("\n\n")}\n`;
}

function Footer({ footer }: { footer: MailFooter }) {
  const links = footerLinks(footer);
  return (
    <tr>
      <td style={{ padding: "16px 24px", color: MUTED, fontSize: 13, lineHeight: 1.5 }}>
        {footer.reason}
        {links.length > 0 && <br />}
        {links.map((link, index) => (
          <Fragment key={link.url}>
            {index > 0 && " · "}
            <a href={link.url} style={{ color: MUTED, textDecoration: "underline" }}>
              {link.label}
            </a>
          </Fragment>
        ))}
      </td>
    </tr>
  );
}

/** The whole mail as a document: a centred card of at most 600 px that narrows with a phone's screen. */
export function MailDocument({ layout }: { layout: MailLayout }) {
  const signature = layout.signature ?? `The ${layout.appName} team`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{layout.appName}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f1f5f9" }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: "#f1f5f9", fontFamily: FONT }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, borderCollapse: "separate" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: ACCENT,
                          borderRadius: "12px 12px 0 0",
                          padding: "18px 24px",
                          color: "#ffffff",
                        }}
                      >
                        <div style={{ fontSize: 18, fontWeight: 700, letterSpacing: "0.2px" }}>{layout.appName}</div>
                        {layout.clubName && (
                          <div style={{ marginTop: 2, fontSize: 14, color: "#e0e7ff" }}>{layout.clubName}</div>
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          background: "#ffffff",
                          borderRadius: "0 0 12px 12px",
                          padding: 24,
                          color: "#0f172a",
                          fontSize: 16,
                          lineHeight: 1.55,
                          wordBreak: "break-word",
                        }}
                      >
                        {layout.greeting && <p style={{ margin: "0 0 14px" }}>{layout.greeting}</p>}
                        {layout.blocks.map((block, index) => (
                          <Fragment key={index}>{block.html}</Fragment>
                        ))}
                        {layout.action && (
                          <p style={{ margin: "18px 0 18px" }}>
                            <Button label={layout.action.label} url={layout.action.url} primary />
                          </p>
                        )}
                        <p style={{ margin: "18px 0 0" }}>— {signature}</p>
                      </td>
                    </tr>
                    {layout.footer && <Footer footer={layout.footer} />}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** React elements as HTML: every text and attribute escaped by React. */
export const renderHtml = (element: ReactNode) => renderToStaticMarkup(element);

/** The HTML part. */
export const mailHtml = (layout: MailLayout) => `<!doctype html>\n${renderHtml(<MailDocument layout={layout} />)}`;

/** Both parts of one mail. */
export const mailParts = (layout: MailLayout) => ({ text: mailText(layout), html: mailHtml(layout) });

/** "Hi Ann," or "Hi there,". */
export const greetingOf = (firstName: string | null | undefined) => `Hi ${firstName?.trim() || "there"},`;

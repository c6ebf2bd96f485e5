import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppEnv } from "../http/context";

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:10vh auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5}
button{font:inherit;font-weight:600;background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}a{color:#4338ca}
`;

/**
 * A page behind a link from an e-mail (unsubscribe, role links), written by the server: it needs no sign-in and no
 * script, and shows at most one button, so a mail scanner that opens the link (GET) changes nothing. Rendered by
 * `react-dom/server` as the mails are (docs/decisions/212, 218), which escapes every value.
 */
export function linkPage(appName: string, title: string, body: ReactNode): string {
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} — ${appName}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>{body}</main>
      </body>
    </html>
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/** A form that posts back to the same link with one button. */
export const OneButton = ({ token, label }: { token: string; label: string }) => (
  <form method="post" action={`?token=${encodeURIComponent(token)}`}>
    <button type="submit">{label}</button>
  </form>
);

/** A paragraph with one link, to the app (`href` is the whole address). */
export const LinkLine = ({ href, children }: { href: string; children: ReactNode }) => (
  <p>
    <a href={href}>{children}</a>
  </p>
);

/** The addresses of the links from e-mails: their signed token alone authorises what they do. */
export const SIGNED_LINK_PATHS: ReadonlySet<string> = new Set([
  "/api/roles/link",
  "/api/roles/offer",
  "/api/mail/unsubscribe",
]);

/** The methods a link page answers (HEAD too: Hono answers it through the GET handler, without the body). */
export const LINK_METHODS = ["GET", "POST"];

export type LinkRequest = {
  /** The signed token, from the address or (a form that sent it in its body) from the form. */
  token: string;
  /** True for POST only — the page's button, or a mail provider's one-click unsubscribe. */
  acts: boolean;
};

/**
 * The one rule of every link from an e-mail (docs/decisions/160): only POST acts. GET and HEAD — mail scanners and
 * link previews send both — show the page and change nothing; any other method reaches no link page. The answer is
 * never stored and sends no referrer (the address holds the token).
 */
export async function linkRequest(c: Context<AppEnv>): Promise<LinkRequest> {
  const acts = c.req.method === "POST";
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  const fromQuery = c.req.query("token");
  if (fromQuery || !acts) return { token: fromQuery ?? "", acts };
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return { token: typeof form.token === "string" ? form.token : "", acts };
}

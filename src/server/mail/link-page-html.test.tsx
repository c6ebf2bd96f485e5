/**
 * The link pages' HTML is rendered by React (docs/decisions/218): every value is escaped by the renderer, the page
 * keeps its words, and the one button posts back to the same link with its token.
 */
import { describe, expect, test } from "vitest";
import { unsubscribeQuestion } from "../features/mail/unsubscribe-page";
import { confirmQuestion, roleRefused } from "../features/roles/link-pages";
import { LinkLine, linkPage, OneButton } from "./link-page";

const site = { appName: "Pitch <Craft>", appUrl: "https://app.example" };

describe("link pages", () => {
  test("a page: its title with the app's name, its body in main, no script", () => {
    const html = linkPage(site.appName, "Done & dusted", <p>All done.</p>);
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain("<title>Done &amp; dusted — Pitch &lt;Craft&gt;</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<main><p>All done.</p></main>");
    expect(html).not.toContain("<script");
  });

  test("values are escaped by the renderer: a meeting's title, a refusal's words, a token, an address", () => {
    const role = { roleName: "Timer", meetingTitle: `<script>alert("x")</script>`, when: "Mon", eventId: "e1" };
    const question = confirmQuestion(site, role, 'a&b"c');
    expect(question).toContain(
      "<p>You are Timer at &quot;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot; on Mon.</p>",
    );
    expect(question).not.toContain("<script>");
    expect(question).toContain(
      '<form action="?token=a%26b%22c" method="post"><button type="submit">I&#x27;ll be there</button></form>',
    );
    expect(question).toContain('<p><a href="https://app.example/dashboard/events/e1">Open the meeting</a></p>');
    const refused = roleRefused(
      site,
      { ...role, clubName: null },
      { title: "<b>No</b>", description: "Not <i>now</i>" },
    );
    expect(refused).toContain("<h1>&lt;b&gt;No&lt;/b&gt;</h1><p>Not &lt;i&gt;now&lt;/i&gt;</p>");
    const link = linkPage("P", "T", <LinkLine href={`https://x.example/?a="b"`}>Go</LinkLine>);
    expect(link).toContain('<a href="https://x.example/?a=&quot;b&quot;">Go</a>');
    expect(linkPage("P", "T", <OneButton token="t" label="<Go>" />)).toContain("&lt;Go&gt;</button>");
  });

  test("the unsubscribe question names what it stops, with its button and the preferences link", () => {
    const html = unsubscribeQuestion({ ...site, kind: "announcements", clubName: "Harbour & Co", token: "tok" });
    expect(html).toContain("<h1>Unsubscribe</h1>");
    expect(html).toMatch(/<p>Stop receiving .*Harbour &amp; Co.* by e-mail\?<\/p>/);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(html).toContain('<a href="https://app.example/dashboard/profile#mail-preferences">');
  });
});

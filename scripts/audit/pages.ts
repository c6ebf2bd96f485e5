// The pages `npm run audit` opens: one address for every route a member can open (src/web/routes.ts, as the build
// reads it), with real ids from the demo content, and the demo officer whose pages they are.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { routeTable } from "../../src/build/route-table";
import { paths } from "../../src/domain/paths";
import { readMail } from "../../test/support/mail";

/** A page to audit: its route's pattern, its address, and whether the demo officer's session goes with it. */
export type AuditPage = { route: string; path: string; signedIn: boolean };

/**
 * The demo officer (docs/features.md: "sign in with 'Forgot password?' and the outbox link"): Marcus Chen, VP
 * Education of Bay Area Pitch Masters, whose club holds the demo's live meeting and last week's ended one.
 */
export const DEMO_OFFICER = { email: "marcus.chen@members.example", club: "Bay Area Pitch Masters" };
const LIVE_MEETING = "Lunchtime Pitch Club";
const ENDED_MEETING = "Lunchtime Pitch Club: Last Week";
const PASSWORD = "audit-password-1234";

/** Routes no member opens: the administrators' page, and the catch-alls (no page of the app links there). */
const notAMembersPage = (route: string) => route === paths.admin || route.endsWith("*");

async function json<Body>(url: string, cookie?: string): Promise<Body> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Body;
}

/** The newest link in the outbox sent to `email` that contains `part`, waiting for it up to five seconds. */
async function linkInOutbox(dataDir: string, email: string, part: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = readMail(readFileSync(path.join(outbox, file), "utf8"));
      const link = mail.to.includes(email) ? mail.links.find((href) => href.includes(part)) : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} with a ${part} link in the outbox`);
}

/**
 * Signs the demo officer in as anyone trying the demo does: "Forgot password?", the link in the outbox, a new
 * password, then signing in. Answers the session's Cookie header.
 */
export async function demoOfficerCookie(url: string, dataDir: string): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const { email } = DEMO_OFFICER;
  const asked = await fetch(`${url}/api/auth/request-password-reset`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, redirectTo: paths.resetPassword }),
  });
  if (!asked.ok) throw new Error(`the reset request answered ${asked.status}: ${await asked.text()}`);
  const link = await linkInOutbox(dataDir, email, "reset-password");
  const opened = await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: "manual" });
  const token = new URL(opened.headers.get("location") ?? "", url).searchParams.get("token");
  if (!token) throw new Error(`the reset link answered ${opened.status} without a token`);
  const reset = await fetch(`${url}/api/auth/reset-password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ newPassword: PASSWORD, token }),
  });
  if (!reset.ok) throw new Error(`the password reset answered ${reset.status}: ${await reset.text()}`);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((cookie) => cookie.includes("session_token"));
  if (!signIn.ok || session.length === 0) throw new Error(`signing in answered ${signIn.status} without a session`);
  return session.join("; ");
}

type Listed = { id: string; title?: string; name?: string };

function named(list: Listed[], name: string, where: string): string {
  const found = list.find((item) => (item.title ?? item.name) === name);
  if (!found) throw new Error(`the demo content has no "${name}" at ${where}`);
  return found.id;
}

/** A real invitation's token: the demo officer invites a guest to the club, as Leadership Central does. */
async function invitationToken(url: string, dataDir: string, cookie: string, clubId: string): Promise<string> {
  const email = "audit.guest@example.com";
  const invited = await fetch(`${url}/api/leadership/invitations`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ email, clubId }),
  });
  if (!invited.ok) throw new Error(`the invitation answered ${invited.status}: ${await invited.text()}`);
  const link = await linkInOutbox(dataDir, email, paths.invitation(""));
  return decodeURIComponent(new URL(link).pathname.split("/").at(-1) ?? "");
}

/** The ids of the demo content the pages are opened with, read through the API as the demo officer. */
async function demoIds(url: string, dataDir: string, cookie: string): Promise<Record<string, string>> {
  const { clubs } = await json<{ clubs: Listed[] }>(`${url}/api/clubs`, cookie);
  const clubId = named(clubs, DEMO_OFFICER.club, "/api/clubs");
  const upcoming = await json<{ events: Listed[] }>(`${url}/api/clubs/${clubId}/events?when=upcoming`, cookie);
  const past = await json<{ events: Listed[] }>(`${url}/api/clubs/${clubId}/events?when=past`, cookie);
  const liveId = named(upcoming.events, LIVE_MEETING, "the club's upcoming events");
  const endedId = named(past.events, ENDED_MEETING, "the club's past events");
  const pathways = await json<Listed[]>(`${url}/api/learning/pathways`, cookie);
  const { officers } = await json<{ officers: Array<{ memberId: string; name: string }> }>(
    `${url}/api/clubs/${clubId}/officers`,
    cookie,
  );
  // another officer of the club, whose speaking record the demo officer reads
  const otherMember = officers.find((officer) => !officer.name.startsWith("Marcus"))?.memberId;
  if (!otherMember || !pathways[0]) throw new Error("the demo content has no other officer or no pathway");
  const pitch = await fetch(`${url}/api/learning/pitches`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ certificationId: 1, goalId: "personal-story", title: "My first pitch", content: "Hi." }),
  });
  if (!pitch.ok) throw new Error(`writing a pitch answered ${pitch.status}: ${await pitch.text()}`);
  return {
    clubId,
    eventId: liveId,
    // the report is the ended meeting's; every other page of a meeting is the live one's
    reportEventId: endedId,
    pathwayId: pathways[0].id,
    certificationId: "1",
    pitchId: ((await pitch.json()) as { id: string }).id,
    memberId: otherMember,
    token: await invitationToken(url, dataDir, cookie, clubId),
    // the demo officer's certificate of program 1 (the demo content's): its page and the public check of its number
    number: (await json<{ certificateNumber: string }>(`${url}/api/learning/certifications/1/certificate`, cookie))
      .certificateNumber,
  };
}

/** The display's address with its token, as the console's state gives it to the meeting's officers. */
async function displayAddress(url: string, cookie: string, eventId: string): Promise<string> {
  const state = await json<{ displayPath: string | null }>(`${url}/api/meetings/${eventId}`, cookie);
  if (!state.displayPath) throw new Error("the console's state gave the demo officer no display link");
  return state.displayPath;
}

/** Pages a visitor opens as one (the landing page, signing in, a certificate's check, the display's link). */
const VISITORS_PAGES = new Set([
  paths.home,
  paths.signIn,
  paths.resetPassword,
  paths.certificateCheck(":number"),
  paths.meetingDisplay(":eventId"),
]);

/**
 * One address for each route a member can open, in the route table's order. A route added to the table without an
 * id here fails, so a new page cannot drop out of the audit.
 */
export async function auditPages(url: string, dataDir: string, cookie: string): Promise<AuditPage[]> {
  const ids = await demoIds(url, dataDir, cookie);
  const display = await displayAddress(url, cookie, ids.eventId as string);
  const routes = [...new Set(routeTable().map((route) => route.path))].filter((route) => !notAMembersPage(route));
  return routes.map((route) => {
    const filled = route.replace(/:(\w+)/g, (_, name: string) => {
      const id = route === paths.meetingReport(":eventId") && name === "eventId" ? ids.reportEventId : ids[name];
      if (!id) throw new Error(`No demo id for :${name} in ${route}: add one to scripts/audit/pages.ts.`);
      return id;
    });
    const address = route === paths.meetingDisplay(":eventId") ? display : filled;
    return { route, path: address, signedIn: !VISITORS_PAGES.has(route) };
  });
}

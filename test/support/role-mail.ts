/**
 * The roles' e-mails as their tests read them (docs/decisions/152–157, 169, 170): Harbour Speakers in Berlin with
 * Mia as a member, the reminder sweep, the mails one person got, the links in a
 * mail and the pages those links open.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import type { EditEventInput } from "../../src/domain/events/inputs";
import { jobs } from "../../src/server/db/schema";
import { REMINDER_SWEEP_JOB } from "../../src/server/features/roles/reminders";
import { scheduleJobs } from "../../src/server/jobs/queue";
import { aClub, makeClubOfficer, type SignedIn, saveClubSettings, signedInMember } from "./factories";
import type { Mail } from "./mail";
import type { TestServer } from "./server";

/** Harbour Speakers' time zone. */
export const ZONE = "Europe/Berlin";

type Club = { id: string; mia: SignedIn; olga: SignedIn | undefined };

/**
 * Harbour Speakers in Berlin on the test's own server (`aServerForEachTest`), with Mia signed in as a member — and
 * Olga, a member and its officer, when `withOfficer`. `club.id`, `mia` and `olga` stand for what each test's
 * `beforeEach` makes.
 */
export function harbourSpeakersEachTest(server: TestServer, { withOfficer = false } = {}) {
  let made: Club | undefined;
  beforeEach(async () => {
    const mia = await signedInMember(server, "Mia");
    const olga = withOfficer ? await signedInMember(server, "Olga") : undefined;
    const members = [mia, ...(olga ? [olga] : [])].map(({ user }) => user.id);
    const { id } = await aClub(server, { name: "Harbour Speakers", timeZone: ZONE }, members);
    if (olga) await makeClubOfficer(server, id, olga.user.id);
    made = { id, mia, olga };
  }, 60_000);
  const madeNow = () => {
    if (!made) throw new Error("the club exists only while a test runs");
    return made;
  };
  const person = (name: "mia" | "olga") =>
    new Proxy({} as SignedIn, {
      get: (_target, key) => Reflect.get(madeNow()[name] ?? {}, key),
    });
  const club = {
    get id() {
      return madeNow().id;
    },
  };
  return { club, mia: person("mia"), olga: person("olga") };
}

/** The reminder sweep runs, and then the work it scheduled that is due (a reminder, a nudge). */
export async function sweep(server: TestServer) {
  await scheduleJobs(server.db, [{ kind: REMINDER_SWEEP_JOB, key: "all", runAt: new Date() }]);
  await server.runScheduledWork(); // the sweep gives meetings and roles their jobs
  await server.runScheduledWork(); // the jobs that are due
}

/** The scheduled job of this kind for this key (a meeting's, an assignment's id), if there is one. */
export const scheduledJob = async (server: TestServer, kind: string, key: string) =>
  (
    await server.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
  )[0];

/** The mails sent to this address whose subject starts so. */
export const mailsTo = (server: { outbox(): Mail[] }, email: string, subjectStart = "") =>
  server.outbox().filter((mail) => mail.to.includes(email.toLowerCase()) && mail.subject.startsWith(subjectStart));

/** The address a mail's text gives on a line `label: address`. */
export function linkIn(mail: Mail, label: string) {
  const url = new RegExp(`^${label}: (\\S+)$`, "m").exec(mail.text)?.[1];
  if (!url) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return url;
}

/** Someone who opens a mail's link: no session, as a mail app or a phone's browser would. */
export const openLink = (server: TestServer, url: string) => server.client().get(url);
/** The link page's one button, posting back to the link. */
export const pressLink = (server: TestServer, url: string) =>
  server.client().request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });

/** A link's page, answered with `status` and never kept by the browser: its HTML. */
export async function linkPage(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.text();
}

/** What the edit dialog sends for a meeting `title` moved to `date` at `time` in `timeZone`, the rest left empty. */
export const meetingMovedTo = (title: string, date: string, time: string, timeZone: string): EditEventInput => ({
  title,
  eventType: "meeting",
  date,
  time,
  durationMinutes: 120,
  timeZone,
  location: "",
  description: "",
  isPublic: true,
});

/** The officer saves the club's settings in Berlin with these days, and the club answers them back. */
export async function clubDaysSaved(
  officer: SignedIn,
  clubId: string,
  days: { reminderDays: number } | { nudgeDays: number },
) {
  const response = await saveClubSettings(officer, clubId, { timeZone: ZONE, ...days });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject(days);
}

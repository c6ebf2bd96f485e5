/**
 * Every address of the app, in one place: links, redirects and navigation build them here, the browser's route table
 * (src/web/routes.ts) declares its routes with the same functions, given each parameter's pattern (":eventId"), and
 * the server's e-mails, calendar entries and link pages put them after the app's address (`${appUrl}${paths.event(id)}`),
 * so a link and the route it leads to cannot drift apart (docs/decisions/207).
 */

/** A value in an address, encoded; a route pattern's parameter (":eventId") stays as it is. */
const part = (value: string | number) => {
  const text = String(value);
  return text.startsWith(":") ? text : encodeURIComponent(text);
};

const dashboard = "/dashboard";
const certification = (certificationId: string | number) =>
  `${dashboard}/pathways/certification/${part(certificationId)}`;
const courses = `${dashboard}/courses`;
const event = (eventId: string) => `${dashboard}/events/${part(eventId)}`;
const leadership = `${dashboard}/leadership`;
const leadershipClub = (clubId: string) => `${leadership}/clubs/${part(clubId)}`;

export const paths = {
  home: "/",
  signIn: "/auth",
  resetPassword: "/auth/reset-password",
  /** Anyone checks a certificate by the number printed on it (docs/decisions/120). */
  certificateCheck: (number: string) => `/certificates/${part(number)}`,
  dashboard,
  profile: `${dashboard}/profile`,
  /** The profile's mail preferences (each club's mail), where a mail's "choose which mail you get" link lands. */
  mailPreferences: `${dashboard}/profile#mail-preferences`,
  /** The member's speaking record (docs/decisions/240); `query` is its filter ("?club=…&period=…"). */
  speakingRecord: (query = "") => `${dashboard}/profile/record${query}`,
  /** The speaking record laid out for printing, with the same filter. */
  speakingRecordPrint: (query = "") => `${dashboard}/profile/record/print${query}`,
  /** Another member's speaking record, as the reader may see it (whole, or roles and speech dates; decision 243). */
  memberRecord: (memberId: string, query = "") => `${dashboard}/members/${part(memberId)}/record${query}`,
  /** The evaluations the member has received, on their profile. */
  receivedEvaluations: `${dashboard}/profile#evaluations`,
  pathways: `${dashboard}/pathways`,
  pathway: (pathwayId: string) => `${dashboard}/pathways/${part(pathwayId)}`,
  certification,
  /** A new pitch; with `goalId`, for that goal of the program. */
  newPitch: (certificationId: string | number, goalId?: string) =>
    `${certification(certificationId)}/pitch/new${goalId ? `?goal=${encodeURIComponent(goalId)}` : ""}`,
  pitch: (certificationId: string | number, pitchId: string) =>
    `${certification(certificationId)}/pitch/${part(pitchId)}`,
  certificate: (certificationId: string | number) => `${certification(certificationId)}/certificate`,
  courses,
  /** The courses, showing the one that teaches `topicId` first. */
  coursesOnTopic: (topicId: string) => `${courses}?topic=${encodeURIComponent(topicId)}`,
  resources: `${dashboard}/resources`,
  timer: `${dashboard}/resources/timer`,
  /** The timer set to a speaker's marks (`timerPresetQuery` in src/domain/tools/timer-address.ts). */
  timerWith: (query: string) => `${dashboard}/resources/timer?${query}`,
  ahCounter: `${dashboard}/resources/ah-counter`,
  evaluator: `${dashboard}/resources/evaluator`,
  support: `${dashboard}/support`,
  admin: `${dashboard}/admin`,
  findClubs: `${dashboard}/find-clubs`,
  club: (clubId: string) => `${dashboard}/find-clubs/${part(clubId)}`,
  /** The club's agenda templates (its officers and admins edit them). */
  clubTemplates: (clubId: string) => `${dashboard}/clubs/${part(clubId)}/templates`,
  /** The club's meeting roles (its members read them, its officers and admins edit them; decision 222). */
  clubRoles: (clubId: string) => `${dashboard}/clubs/${part(clubId)}/roles`,
  leadership,
  /** An invitation's page: shows it, and its button accepts it (docs/decisions/183). */
  invitation: (token: string) => `${dashboard}/invitations/${part(token)}`,
  /** Leadership Central with this club chosen (decision 150). */
  leadershipFor: (clubId: string) => `${leadership}?club=${encodeURIComponent(clubId)}`,
  /** A club's pages in Leadership Central, for its officers: its dashboard, reports and settings. */
  leadershipClub,
  leadershipClubReports: (clubId: string) => `${leadershipClub(clubId)}/reports`,
  leadershipClubSettings: (clubId: string) => `${leadershipClub(clubId)}/settings`,
  leadershipClubRoster: (clubId: string) => `${leadershipClub(clubId)}/roster`,
  /** The club's planning grid: its next meetings' roles, week by week (docs/decisions/234). */
  leadershipClubPlanning: (clubId: string) => `${leadershipClub(clubId)}/planning`,
  events: `${dashboard}/events`,
  event,
  /** The event's agenda, laid out for printing. */
  agenda: (eventId: string) => `${event(eventId)}/agenda`,
  /** The meeting's live console (docs/decisions/159). */
  meetingConsole: (eventId: string) => `${event(eventId)}/run`,
  /** The meeting's report, once the moderator has ended it; printable. */
  meetingReport: (eventId: string) => `${event(eventId)}/report`,
  /** The meeting's display for a projector or a screen share: no account, the link's token. */
  meetingDisplay: (eventId: string) => `/meetings/${part(eventId)}/display`,
} as const;

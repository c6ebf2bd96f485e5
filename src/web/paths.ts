/**
 * Every address of the app, in one place: links, redirects and navigation build them here, and the route table
 * (routes.ts) declares its routes with the same functions, given each parameter's pattern (":eventId"), so a link and
 * the route it leads to cannot drift apart.
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

export const paths = {
  home: "/",
  signIn: "/auth",
  resetPassword: "/auth/reset-password",
  /** Anyone checks a certificate by the number printed on it (docs/decisions/120). */
  certificateCheck: (number: string) => `/certificates/${part(number)}`,
  dashboard,
  profile: `${dashboard}/profile`,
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
  ahCounter: `${dashboard}/resources/ah-counter`,
  evaluator: `${dashboard}/resources/evaluator`,
  support: `${dashboard}/support`,
  admin: `${dashboard}/admin`,
  findClubs: `${dashboard}/find-clubs`,
  club: (clubId: string) => `${dashboard}/find-clubs/${part(clubId)}`,
  leadership: `${dashboard}/leadership`,
  events: `${dashboard}/events`,
  event,
  /** The event's agenda, laid out for printing. */
  agenda: (eventId: string) => `${event(eventId)}/agenda`,
} as const;

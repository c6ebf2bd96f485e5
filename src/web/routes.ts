// a relative import: vite.config.ts reads this file before the `@/` alias exists
import { paths } from "../domain/paths";

/**
 * A route of the app: the address it answers (a pattern built with `paths`; an `index` route answers its parent's),
 * the page's title (the browser's tab and history, announced on navigation: see PageTitle) and the module of its
 * page, relative to src/web without extension: a `*-page.tsx` or `*-layout.tsx` file exporting `Component`. The pages
 * of a route's `children` render inside its page.
 */
export type PageRoute = { title: string; page: string } & (
  | { index: true; path?: undefined; children?: undefined }
  | { index?: false; path: string; children?: PageRoute[] }
);

const notFound: PageRoute = { path: "*", title: "Page not found", page: "features/errors/not-found-page" };

/**
 * The route table of the spec: read by the browser's router (router.tsx) and by the build, which budgets each page
 * and groups the first screens' chunks from it (src/build/route-table.ts).
 */
export const routes: PageRoute[] = [
  { path: paths.home, title: "", page: "features/landing/landing-page" },
  { path: paths.signIn, title: "Sign in", page: "features/auth/auth-page" },
  { path: paths.resetPassword, title: "Reset password", page: "features/auth/reset-password-page" },
  {
    path: paths.certificateCheck(":number"),
    title: "Check a certificate",
    page: "features/certificates/verify-certificate-page",
  },
  // printable: outside the dashboard shell
  { path: paths.meetingDisplay(":eventId"), title: "Meeting display", page: "features/meetings/display-page" },
  { path: paths.certificate(":certificationId"), title: "Certificate", page: "features/learning/certificate-page" },
  {
    path: paths.dashboard,
    title: "Dashboard",
    page: "features/dashboard/dashboard-layout",
    children: [
      { index: true, title: "Dashboard", page: "features/dashboard/home-page" },
      { path: paths.profile, title: "Profile", page: "features/profile/profile-page" },
      { path: paths.speakingRecord(), title: "My speaking record", page: "features/profile/record-page" },
      {
        path: paths.speakingRecordPrint(),
        title: "My speaking record, printable",
        page: "features/profile/record-print-page",
      },
      {
        path: paths.memberRecord(":memberId"),
        title: "Speaking record",
        page: "features/profile/member-record-page",
      },
      { path: paths.pathways, title: "Pathways Learning", page: "features/learning/pathways-page" },
      { path: paths.pathway(":pathwayId"), title: "Pathway", page: "features/learning/pathway-page" },
      {
        path: paths.certification(":certificationId"),
        title: "Certification program",
        page: "features/learning/certification-page",
      },
      { path: paths.newPitch(":certificationId"), title: "New pitch", page: "features/learning/pitch-page" },
      { path: paths.pitch(":certificationId", ":pitchId"), title: "Pitch", page: "features/learning/pitch-page" },
      { path: paths.courses, title: "Courses", page: "features/learning/courses-page" },
      { path: paths.resources, title: "Meeting Resources", page: "features/resources/resources-page" },
      { path: paths.timer, title: "Timer App", page: "features/resources/timer-page" },
      { path: paths.ahCounter, title: "Ah Counter App", page: "features/resources/ah-counter-page" },
      { path: paths.evaluator, title: "Evaluator Form", page: "features/resources/evaluator-page" },
      { path: paths.support, title: "Contact & Support", page: "features/support/support-page" },
      { path: paths.admin, title: "Administration", page: "features/admin/admin-page" },
      { path: paths.invitation(":token"), title: "Invitation", page: "features/leadership/invitation-page" },
      { path: paths.findClubs, title: "Find Clubs", page: "features/clubs/find-clubs-page" },
      { path: paths.club(":clubId"), title: "Club", page: "features/clubs/club-page" },
      {
        path: paths.clubTemplates(":clubId"),
        title: "Agenda templates",
        page: "features/agenda-templates/templates-page",
      },
      { path: paths.clubRoles(":clubId"), title: "Meeting roles", page: "features/club-roles/roles-page" },
      { path: paths.leadership, title: "Leadership Central", page: "features/leadership/leadership-page" },
      {
        path: paths.leadershipClub(":clubId"),
        title: "Club dashboard",
        page: "features/leadership/club-dashboard-page",
      },
      {
        path: paths.leadershipClubReports(":clubId"),
        title: "Club reports",
        page: "features/leadership/club-reports-page",
      },
      {
        path: paths.leadershipClubSettings(":clubId"),
        title: "Club settings",
        page: "features/leadership/club-settings-page",
      },
      {
        path: paths.leadershipClubPlanning(":clubId"),
        title: "Planning grid",
        page: "features/leadership/club-planning-page",
      },
      {
        path: paths.leadershipClubRoster(":clubId"),
        title: "Club roster",
        page: "features/leadership/club-roster-page",
      },
      { path: paths.events, title: "Events & News", page: "features/events/events-page" },
      { path: paths.event(":eventId"), title: "Event", page: "features/events/event-page" },
      { path: paths.agenda(":eventId"), title: "Meeting agenda", page: "features/events/agenda-print-page" },
      { path: paths.meetingConsole(":eventId"), title: "Meeting console", page: "features/meetings/console-page" },
      { path: paths.meetingReport(":eventId"), title: "Meeting report", page: "features/meetings/report-page" },
      notFound,
    ],
  },
  notFound,
];

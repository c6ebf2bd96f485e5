import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { routes } from "./routes";

const id = "7f0c2e1a-0000-4000-8000-000000000001";

/** Every link `paths` builds, with the address it must stay. */
const LINKS: Array<[string, string]> = [
  [paths.home, "/"],
  [paths.signIn, "/auth"],
  [paths.resetPassword, "/auth/reset-password"],
  [paths.certificateCheck("PC-2026-7K2QDM9X"), "/certificates/PC-2026-7K2QDM9X"],
  [paths.dashboard, "/dashboard"],
  [paths.profile, "/dashboard/profile"],
  [paths.mailPreferences, "/dashboard/profile#mail-preferences"],
  [paths.receivedEvaluations, "/dashboard/profile#evaluations"],
  [paths.speakingRecord(), "/dashboard/profile/record"],
  [paths.speakingRecord("?period=3m"), "/dashboard/profile/record?period=3m"],
  [paths.speakingRecordPrint(), "/dashboard/profile/record/print"],
  [paths.memberRecord(id), `/dashboard/members/${id}/record`],
  [paths.memberRecord(id, "?period=3m"), `/dashboard/members/${id}/record?period=3m`],
  [paths.pathways, "/dashboard/pathways"],
  [paths.pathway(id), `/dashboard/pathways/${id}`],
  [paths.certification(1), "/dashboard/pathways/certification/1"],
  [paths.newPitch(1), "/dashboard/pathways/certification/1/pitch/new"],
  [paths.newPitch(1, "personal-story"), "/dashboard/pathways/certification/1/pitch/new?goal=personal-story"],
  [paths.pitch(1, id), `/dashboard/pathways/certification/1/pitch/${id}`],
  [paths.certificate(1), "/dashboard/pathways/certification/1/certificate"],
  [paths.courses, "/dashboard/courses"],
  [paths.coursesOnTopic("storytelling"), "/dashboard/courses?topic=storytelling"],
  [paths.resources, "/dashboard/resources"],
  [paths.timer, "/dashboard/resources/timer"],
  [paths.ahCounter, "/dashboard/resources/ah-counter"],
  [paths.evaluator, "/dashboard/resources/evaluator"],
  [paths.support, "/dashboard/support"],
  [paths.admin, "/dashboard/admin"],
  [paths.findClubs, "/dashboard/find-clubs"],
  [paths.club(id), `/dashboard/find-clubs/${id}`],
  [paths.clubTemplates(id), `/dashboard/clubs/${id}/templates`],
  [paths.clubRoles(id), `/dashboard/clubs/${id}/roles`],
  [paths.leadership, "/dashboard/leadership"],
  [paths.events, "/dashboard/events"],
  [paths.event(id), `/dashboard/events/${id}`],
  [paths.agenda(id), `/dashboard/events/${id}/agenda`],
];

describe("the app's addresses", () => {
  it("stay as they are", () => {
    for (const [built, address] of LINKS) expect(built).toBe(address);
  });

  it("each lead to a page of its own, not to the page that says it was not found", () => {
    for (const [address] of LINKS) {
      const page = matchRoutes(routes, address.replace(/[?#].*/, ""))?.at(-1)?.route.page;
      expect(page, address).toBeDefined();
      expect(page, address).not.toBe("features/errors/not-found-page");
    }
  });

  it("encode a value that is not an address's part, and keep a route pattern's parameter", () => {
    expect(paths.certificateCheck("a/b c")).toBe("/certificates/a%2Fb%20c");
    expect(paths.event(":eventId")).toBe("/dashboard/events/:eventId");
  });
});

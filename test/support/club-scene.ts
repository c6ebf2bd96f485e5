/**
 * The clubs and people the club tests start from: Harbour Speakers, whose officer is Lea and whose member is Ben;
 * Hilltop Pitchers, the other club, whose member is Ida; and Ada, an admin. Each is signed in in a browser of their own.
 */
import type { clubs } from "../../src/server/db/schema";
import { aClub, madeForEachTest, makeClubOfficer, type SignedIn, signedInAdmin, signedInMember } from "./factories";
import type { TestServer } from "./server";

export type ClubScene = {
  /** Harbour Speakers. */
  clubId: string;
  /** Hilltop Pitchers. */
  otherClubId: string;
  /** Lea, an officer of Harbour Speakers (and so an active member of it). */
  officer: SignedIn;
  /** Ben, a member of Harbour Speakers, unless the scene has it `withoutMembers`. */
  member: SignedIn;
  /** Ida, a member of Hilltop Pitchers. */
  otherMember: SignedIn;
  /** Ada, an admin. */
  admin: SignedIn;
};

export type ClubSceneOptions = {
  /** Harbour Speakers' fields (its name included) beyond the defaults. */
  club?: Partial<typeof clubs.$inferInsert>;
  /** Ben has not joined Harbour Speakers: Lea is its only member, for tests that count its members. */
  withoutMembers?: boolean;
};

export async function aClubScene(server: TestServer, options: ClubSceneOptions = {}): Promise<ClubScene> {
  const [officer, member, otherMember, admin] = await Promise.all([
    signedInMember(server, "Lea"),
    signedInMember(server, "Ben"),
    signedInMember(server, "Ida"),
    signedInAdmin(server, "Ada"),
  ]);
  const members = options.withoutMembers ? [] : [member.user.id];
  const clubId = (await aClub(server, { name: "Harbour Speakers", ...options.club }, members)).id;
  const otherClubId = (await aClub(server, { name: "Hilltop Pitchers" }, [otherMember.user.id])).id;
  await makeClubOfficer(server, clubId, officer.user.id);
  return { clubId, otherClubId, officer, member, otherMember, admin };
}

/**
 * A club scene made before each test of the file (after its test server): the value stands for the current test's
 * scene, so a test reads `scene.officer` or `scene.clubId`.
 */
export const aClubSceneForEachTest = (server: TestServer, options?: ClubSceneOptions): ClubScene =>
  madeForEachTest(() => aClubScene(server, options));

import { newCertificateNumber } from "../../../domain/learning/certificate-numbers";
import { findProgram } from "../../../domain/learning/programs";
import { DAY } from "../../../domain/time";
import { columnsEqual } from "../../db/conditions";
import { type Executor, hasRows } from "../../db/executor";
import { certificateClaims, pitches } from "../../db/schema";
import { DEMO_MEMBERS } from "../../db/seed/clubs";

/**
 * The demo's certificate (docs/decisions/120): Marcus Chen, the demo officer, wrote every pitch of the Certified
 * Professional Presenter program and claimed its certificate three weeks ago, so the program's finished page, the
 * printable certificate and the public check of its number have something real to show.
 */
export const DEMO_CERTIFICATE = { member: DEMO_MEMBERS[1], programId: 1, claimedDaysAgo: 21 } as const;

/** The pitch titles he wrote for each goal of the program, in order. */
const PITCH_TITLES: Record<string, string[]> = {
  "personal-story": ["The night the demo crashed", "Why I left the lab", "My first customer call"],
  "clear-structure": [
    "Three reasons to ship weekly",
    "One message for the all-hands",
    "The roadmap in three acts",
    "Onboarding in five minutes",
    "A close they will remember",
  ],
  "persuade-to-act": [
    "Fund the accessibility sprint",
    "Join the Saturday mentoring circle",
    "Switch the team to pairing",
    "Back the pilot in Oakland",
  ],
  "handle-questions": ["Questions on pricing", "Questions on the security review", "Questions from the board"],
};

/**
 * Seeds his pitches and, with them, his claim; safe to run again (nothing is added once he has pitches in the
 * program, so a claim is never made for a program someone left unfinished).
 */
export async function seedDemoCertificate(tx: Executor, now: Date): Promise<void> {
  const { member, programId, claimedDaysAgo } = DEMO_CERTIFICATE;
  const program = findProgram(programId);
  if (!member || program?.kind !== "goals") return;
  const claimedAt = new Date(now.getTime() - claimedDaysAgo * DAY);
  const written = columnsEqual(pitches, { userId: member.id, certificationId: programId });
  // pitches of his own in the program (a demo someone has used): his work stays as it is, unclaimed
  if (await hasRows(tx, pitches, written)) return;
  const titles = program.goals.flatMap((goal) =>
    (PITCH_TITLES[goal.id] ?? []).slice(0, goal.presentationsRequired).map((title) => ({ goalId: goal.id, title })),
  );
  await tx.insert(pitches).values(
    titles.map(({ goalId, title }, index) => {
      // one pitch every four days, the last one two days before the claim
      const writtenAt = new Date(claimedAt.getTime() - (2 + 4 * (titles.length - 1 - index)) * DAY);
      return {
        userId: member.id,
        certificationId: programId,
        goalId,
        title,
        description: `Practice for "${program.goals.find((goal) => goal.id === goalId)?.title}".`,
        content: `${title}. Opening, three points and a close, rehearsed with the timer at the club.`,
        createdAt: writtenAt,
        updatedAt: writtenAt,
      };
    }),
  );
  await tx
    .insert(certificateClaims)
    .values({
      userId: member.id,
      certificationId: programId,
      claimedAt,
      certificateNumber: newCertificateNumber(claimedAt),
    })
    .onConflictDoNothing();
}

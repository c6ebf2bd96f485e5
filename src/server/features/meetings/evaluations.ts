import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "../../../domain/accounts";
import { parseProjectChoice } from "../../../domain/events/speeches";
import { type ProjectCriterion, projectCriteria } from "../../../domain/learning/project-criteria";
import { evaluationMail } from "../../../domain/meetings/evaluation-mail";
import { paths } from "../../../domain/paths";
import type { EvaluationForm } from "../../../domain/tools/evaluator";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import type { Executor } from "../../db/executor";
import { events, meetingEvaluations, meetingRoleAssignments, pathways, users } from "../../db/schema";
import type { Deps, Mailing } from "../../http/context";
import { refuse } from "../../http/errors";
import { mailPreferencesUrl } from "../../mail/bulk";
import { deliverInBackground, enqueueMail } from "../../mail/queue";
import { meetingRow } from "../../reads/meetings";
import { memberRows } from "../../reads/members";
import type { Speaker } from "../events";
import { meetingAccess } from "./access";
import { meetingRun, refuseOutsideWindow } from "./runs";

/**
 * Evaluations written at a meeting (docs/decisions/159): only the evaluator paired with a speaker writes theirs —
 * an officer or admin may not write one on an evaluator's behalf. The first submission delivers it to the speaker
 * (by e-mail, and in the app under "Evaluations you received"); a later one updates what was saved, without a
 * second e-mail. The same form sent again changes nothing and answers as the submission that left it so
 * (docs/decisions/172).
 */

const notPaired = (which: "notPaired" | "noPairing" = "notPaired") => refuse("NOT_PAIRED_WITH_SPEAKER", which);

/** Where a speaker finds every evaluation they received. */
export const receivedEvaluationsUrl = (appUrl: string) => `${appUrl}${paths.receivedEvaluations}`;

const evaluator = alias(meetingRoleAssignments, "evaluator");
const pitcher = alias(meetingRoleAssignments, "pitcher");

/** Refuses unless `evaluatorId` holds an evaluating role at the meeting paired with `speakerUserId`'s speech. */
async function refuseUnlessPaired(tx: Executor, eventId: string, evaluatorId: string, speakerUserId: string) {
  const pairings = await tx
    .select({ speakerUserId: pitcher.userId })
    .from(evaluator)
    .leftJoin(pitcher, eq(pitcher.id, evaluator.evaluatesAssignmentId))
    .where(
      and(
        eq(evaluator.eventId, eventId),
        eq(evaluator.userId, evaluatorId),
        isNotNull(evaluator.evaluatesAssignmentId),
      ),
    );
  if (pairings.some((pairing) => pairing.speakerUserId === speakerUserId)) return;
  throw notPaired(pairings.every((pairing) => pairing.speakerUserId === null) ? "noPairing" : "notPaired");
}

/**
 * The criteria of the pathway project a speech is for (decision 242): its assignment's chosen project, where the
 * pathway defines criteria of its own; null for the standard ones.
 */
export async function criteriaOfSpeech(db: Executor, assignmentId: string): Promise<ProjectCriterion[] | null> {
  const [row] = await db
    .select({ choice: meetingRoleAssignments.speechProjectChoice })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.id, assignmentId));
  const chosen = row?.choice ? parseProjectChoice(row.choice) : undefined;
  if (chosen?.kind !== "pathway") return null;
  const [pathway] = await db.select({ name: pathways.name }).from(pathways).where(eq(pathways.id, chosen.pathwayId));
  return (pathway && projectCriteria(pathway.name, chosen.projectNumber)) ?? null;
}

/** The form with the ratings of the speech's project criteria as the project names them, and no others. */
async function withProjectCriteria(
  tx: Executor,
  eventId: string,
  evaluatorId: string,
  speakerUserId: string,
  form: EvaluationForm,
) {
  const [paired] = await tx
    .select({ assignmentId: pitcher.id })
    .from(evaluator)
    .innerJoin(pitcher, eq(pitcher.id, evaluator.evaluatesAssignmentId))
    .where(and(eq(evaluator.eventId, eventId), eq(evaluator.userId, evaluatorId), eq(pitcher.userId, speakerUserId)));
  const criteria = paired ? await criteriaOfSpeech(tx, paired.assignmentId) : null;
  const { projectRatings: sent = [], ...rest } = form;
  if (!criteria) return rest;
  return {
    ...rest,
    projectRatings: criteria.map(({ key, name }) => {
      const rating = sent.find((each) => each.key === key);
      return { key, name, score: rating?.score ?? 0, feedback: rating?.feedback ?? "" };
    }),
  };
}

/** The mail that delivers an evaluation to its speaker (none when their address is not verified). */
export async function evaluationMailOf(
  tx: Executor,
  site: Pick<Deps["config"], "appName" | "appUrl">,
  eventId: string,
  evaluatorId: string,
  speakerUserId: string,
  form: EvaluationForm,
) {
  const meeting = await meetingRow(tx, eventId);
  const people = await memberRows(tx, [evaluatorId, speakerUserId]);
  const speaker = people.find((person) => person.id === speakerUserId);
  const author = people.find((person) => person.id === evaluatorId);
  if (!meeting || !speaker?.emailVerified || !author) return undefined;
  const mail = evaluationMail({
    appName: site.appName,
    firstName: speaker.firstName,
    evaluatorName: displayName(author),
    meeting,
    form,
    links: { evaluations: receivedEvaluationsUrl(site.appUrl) },
    preferencesUrl: mailPreferencesUrl(site.appUrl),
  });
  return { kind: "meeting-evaluation" as const, refId: eventId, to: speaker.email, ...mail };
}

/** Saves the evaluator's form for the speaker; the first time, queues its delivery to the speaker. */
export async function saveEvaluation(
  deps: Mailing,
  eventId: string,
  evaluatorId: string,
  speakerUserId: string,
  sent: EvaluationForm,
) {
  const result = await deps.db.transaction(async (tx) => {
    const { event, capabilities } = await meetingAccess(tx, eventId, evaluatorId, { lock: true });
    // officers and admins too: nobody writes an evaluation on an evaluator's behalf
    if (!capabilities.evaluate) throw notPaired();
    refuseOutsideWindow(event, await meetingRun(tx, eventId));
    await refuseUnlessPaired(tx, eventId, evaluatorId, speakerUserId);
    const form = await withProjectCriteria(tx, eventId, evaluatorId, speakerUserId, sent);
    const [first] = await tx
      .insert(meetingEvaluations)
      .values({ eventId, evaluatorUserId: evaluatorId, speakerUserId, form, submittedAt: new Date() })
      .onConflictDoNothing()
      .returning({ submittedAt: meetingEvaluations.submittedAt });
    if (first) {
      const mail = await evaluationMailOf(tx, deps.config, eventId, evaluatorId, speakerUserId, form);
      const mailIds = mail ? await enqueueMail(tx, [mail]) : [];
      return { submittedAt: first.submittedAt, delivered: true, mailIds };
    }
    const thisEvaluation = columnsEqual(meetingEvaluations, { eventId, evaluatorUserId: evaluatorId, speakerUserId });
    // jsonb compares by content: the same form sent again changes nothing
    const [updated] = await tx
      .update(meetingEvaluations)
      .set({ form, updatedAt: new Date() })
      .where(and(thisEvaluation, sql`${meetingEvaluations.form} is distinct from ${JSON.stringify(form)}::jsonb`))
      .returning({ submittedAt: meetingEvaluations.submittedAt });
    if (updated) return { submittedAt: updated.submittedAt, delivered: false, mailIds: [] };
    const [same] = await tx
      .select({ submittedAt: meetingEvaluations.submittedAt, updatedAt: meetingEvaluations.updatedAt })
      .from(meetingEvaluations)
      .where(thisEvaluation);
    if (!same) throw new Error("the evaluation was neither saved nor found");
    // answered as the submission that left it so: the first one, or the last change
    return { submittedAt: same.submittedAt, delivered: same.updatedAt === null, mailIds: [] };
  });
  deliverInBackground(deps, result.mailIds);
  return { speakerUserId, submittedAt: result.submittedAt.toISOString(), firstSubmission: result.delivered };
}

const author = alias(users, "author");
const subject = alias(users, "subject");

/** The evaluations written at a meeting, in the order they were submitted, with the evaluator's and speaker's names. */
export function meetingEvaluationRows(db: Executor, eventId: string) {
  return db
    .select({
      evaluatorUserId: meetingEvaluations.evaluatorUserId,
      speakerUserId: meetingEvaluations.speakerUserId,
      submittedAt: meetingEvaluations.submittedAt,
      form: meetingEvaluations.form,
      evaluator: { firstName: author.firstName, lastName: author.lastName, email: author.email },
      speaker: { firstName: subject.firstName, lastName: subject.lastName, email: subject.email },
    })
    .from(meetingEvaluations)
    .innerJoin(author, eq(author.id, meetingEvaluations.evaluatorUserId))
    .innerJoin(subject, eq(subject.id, meetingEvaluations.speakerUserId))
    .where(eq(meetingEvaluations.eventId, eventId))
    .orderBy(asc(meetingEvaluations.submittedAt));
}

/**
 * The console's evaluations: for an evaluator, the speaker(s) they are paired with, whether and when they submitted
 * and their saved form (to keep editing); for everyone, who evaluated whom (names only).
 */
export async function consoleEvaluations(db: Executor, eventId: string, viewerId: string, speakers: Speaker[]) {
  const rows = await meetingEvaluationRows(db, eventId);
  const paired = speakers.filter((speaker) => speaker.evaluator?.userId === viewerId);
  const mine = await Promise.all(
    paired.map(async (speaker) => {
      const saved = rows.find((row) => row.evaluatorUserId === viewerId && row.speakerUserId === speaker.userId);
      return {
        speakerUserId: speaker.userId,
        speakerName: speaker.name,
        speechTitle: speaker.speech?.title ?? null,
        /** The speech's project's own criteria (decision 242); null: the standard criteria. */
        criteria: await criteriaOfSpeech(db, speaker.assignmentId),
        submittedAt: saved?.submittedAt.toISOString() ?? null,
        form: saved?.form ?? null,
      };
    }),
  );
  const given = rows.map((row) => ({ evaluator: displayName(row.evaluator), speaker: displayName(row.speaker) }));
  return { mine, given };
}

/** Every evaluation the member received at a meeting, the latest meeting first (for "Evaluations you received"). */
export async function receivedEvaluations(db: Database, userId: string) {
  const rows = await db
    .select({
      eventId: meetingEvaluations.eventId,
      meetingTitle: events.title,
      eventDate: events.eventDate,
      timeZone: events.timeZone,
      submittedAt: meetingEvaluations.submittedAt,
      form: meetingEvaluations.form,
      evaluator: { firstName: author.firstName, lastName: author.lastName, email: author.email },
    })
    .from(meetingEvaluations)
    .innerJoin(events, eq(events.id, meetingEvaluations.eventId))
    .innerJoin(author, eq(author.id, meetingEvaluations.evaluatorUserId))
    .where(eq(meetingEvaluations.speakerUserId, userId))
    .orderBy(desc(events.eventDate), desc(meetingEvaluations.submittedAt));
  return rows.map((row) => ({
    eventId: row.eventId,
    meetingTitle: row.meetingTitle,
    eventDate: row.eventDate.toISOString(),
    timeZone: row.timeZone,
    evaluatorName: displayName(row.evaluator),
    submittedAt: row.submittedAt.toISOString(),
    form: row.form,
  }));
}

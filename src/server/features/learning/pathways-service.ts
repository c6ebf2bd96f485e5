import { and, asc, eq, sql } from "drizzle-orm";
import { completedWithSpeeches, pathwayProjects } from "../../../domain/learning/pathway-projects";
import { pathwayProgress } from "../../../domain/progress";
import type { Database } from "../../db/client";
import { columnsEqual } from "../../db/conditions";
import { pathways, speechCredits, userPathways } from "../../db/schema";
import type { Writer } from "../../http/context";
import { refuse } from "../../http/errors";
import { writingMemberRecords } from "../dashboard";
import { speechesTowardPathway } from "./counted-speeches";
import { pathwayNotFound } from "./errors";

type Standing = { completedProjects: number; startedAt: Date } | undefined;

function pathwayCard(pathway: typeof pathways.$inferSelect, standing: Standing) {
  return {
    id: pathway.id,
    name: pathway.name,
    description: pathway.description,
    level: pathway.level,
    totalProjects: pathway.totalProjects,
    started: Boolean(standing),
    startedAt: standing?.startedAt.toISOString() ?? null,
    completedProjects: standing?.completedProjects ?? 0,
    percent: standing ? pathwayProgress(standing.completedProjects, pathway.totalProjects) : 0,
  };
}

export type PathwayCard = ReturnType<typeof pathwayCard>;

/** Every pathway ordered by level, with the member's progress when signed in. */
export async function listPathways(db: Database, userId: string | undefined): Promise<PathwayCard[]> {
  const rows = await db
    .select({ pathway: pathways, completedProjects: userPathways.completedProjects, startedAt: userPathways.startedAt })
    .from(pathways)
    .leftJoin(userPathways, and(eq(userPathways.pathwayId, pathways.id), eq(userPathways.userId, userId ?? "")))
    .orderBy(asc(pathways.level), asc(pathways.name));
  return rows.map((row) =>
    pathwayCard(
      row.pathway,
      row.startedAt ? { completedProjects: row.completedProjects ?? 0, startedAt: row.startedAt } : undefined,
    ),
  );
}

/** One pathway with its projects, done ones marked, for the pathway's own page. */
export async function pathwayDetail(db: Database, pathwayId: string, userId: string | undefined) {
  const [pathway] = await db.select().from(pathways).where(eq(pathways.id, pathwayId));
  if (!pathway) throw pathwayNotFound();
  const [standing] = userId
    ? await db
        .select({ completedProjects: userPathways.completedProjects, startedAt: userPathways.startedAt })
        .from(userPathways)
        .where(and(eq(userPathways.userId, userId), eq(userPathways.pathwayId, pathwayId)))
    : [];
  const card = pathwayCard(pathway, standing);
  const speeches = userId && standing ? await speechesTowardPathway(db, userId, pathwayId) : [];
  return {
    ...card,
    projects: pathwayProjects(pathway.name, pathway.totalProjects).map((project) => ({
      ...project,
      completed: project.number <= card.completedProjects,
      /** Speeches given at meetings for this project (docs/decisions/242), each with its evaluation. */
      speeches: speeches.filter((speech) => speech.projectNumber === project.number),
    })),
  };
}

/** Creates the member's user_pathways row with 0 completed projects; a second start changes nothing. */
async function beginPathway(db: Database, userId: string, pathwayId: string) {
  const [pathway] = await db.select({ id: pathways.id }).from(pathways).where(eq(pathways.id, pathwayId));
  if (!pathway) throw pathwayNotFound();
  const inserted = await db
    .insert(userPathways)
    .values({ userId, pathwayId, completedProjects: 0 })
    .onConflictDoNothing()
    .returning({ id: userPathways.id });
  return { created: inserted.length > 0, pathway: await pathwayDetail(db, pathwayId, userId) };
}

/**
 * Marks project `number` completed. Projects are done in order: the next one completes it, an already completed one
 * changes nothing (a double click is harmless), a later one is refused. One atomic update, so concurrent clicks
 * never count twice and the count never passes the total.
 */
async function recordProject(db: Database, userId: string, pathwayId: string, number: number) {
  const [pathway] = await db.select().from(pathways).where(eq(pathways.id, pathwayId));
  if (!pathway) throw pathwayNotFound();
  if (number > pathway.totalProjects) {
    throw refuse("PROJECT_NOT_FOUND", { projects: pathway.totalProjects });
  }
  const updated = await db
    .update(userPathways)
    .set({ completedProjects: sql`${userPathways.completedProjects} + 1` })
    .where(columnsEqual(userPathways, { userId, pathwayId, completedProjects: number - 1 }))
    .returning({ completedProjects: userPathways.completedProjects });
  if (updated.length > 0) await passSpokenProjects(db, userId, pathway, number);
  if (updated.length === 0) {
    const [standing] = await db
      .select({ completedProjects: userPathways.completedProjects })
      .from(userPathways)
      .where(and(eq(userPathways.userId, userId), eq(userPathways.pathwayId, pathwayId)));
    if (!standing) throw refuse("PATHWAY_NOT_STARTED");
    if (standing.completedProjects < number - 1) {
      throw refuse("PROJECT_OUT_OF_ORDER", { next: standing.completedProjects + 1, asked: number });
    }
  }
  return pathwayDetail(db, pathwayId, userId);
}

/**
 * After project `completed` is done, the following projects a speech at a meeting was already given for are done too
 * (docs/decisions/242), up to the first without one. A guarded update: a concurrent change leaves it as it found it.
 */
async function passSpokenProjects(
  db: Database,
  userId: string,
  pathway: { id: string; totalProjects: number },
  completed: number,
) {
  const rows = await db
    .select({ number: speechCredits.projectNumber })
    .from(speechCredits)
    .where(and(eq(speechCredits.userId, userId), eq(speechCredits.pathwayId, pathway.id)));
  const spoken = new Set(rows.map((row) => row.number));
  const reached = completedWithSpeeches(completed, pathway.totalProjects, spoken);
  if (reached === completed) return;
  await db
    .update(userPathways)
    .set({ completedProjects: reached })
    .where(columnsEqual(userPathways, { userId, pathwayId: pathway.id, completedProjects: completed }));
}

export const startPathway = (deps: Writer, userId: string, pathwayId: string) =>
  writingMemberRecords(deps, userId, (db) => beginPathway(db, userId, pathwayId));

export const completeProject = (deps: Writer, userId: string, pathwayId: string, number: number) =>
  writingMemberRecords(deps, userId, (db) => recordProject(db, userId, pathwayId, number));

import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { pathways, userPathways } from "../schema";
import { DEMO_MEMBERS } from "./clubs";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Demo members on their way through the pathways: [member index, pathway name, completed projects]. */
export const DEMO_PATHWAY_PROGRESS: Array<[number, string, number]> = [
  [0, "Innovative Pitching", 7],
  [0, "Presentation Mastery", 10],
  [1, "Presentation Mastery", 4],
  [2, "Persuasive Influence", 2],
  [3, "Dynamic Leadership", 5],
  [4, "Presentation Mastery", 1],
  [6, "Persuasive Influence", 8],
  [7, "Innovative Pitching", 3],
  [9, "Dynamic Leadership", 0],
];

/** Starts the demo members' pathways (the unique member+pathway pair keeps re-runs from adding rows). */
export async function seedLearningProgress(tx: Transaction): Promise<void> {
  const names = [...new Set(DEMO_PATHWAY_PROGRESS.map(([, name]) => name))];
  const rows = await tx
    .select({ id: pathways.id, name: pathways.name })
    .from(pathways)
    .where(inArray(pathways.name, names));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const values = DEMO_PATHWAY_PROGRESS.flatMap(([member, name, completedProjects]) => {
    const userId = DEMO_MEMBERS[member]?.id;
    const pathwayId = ids.get(name);
    return userId && pathwayId ? [{ userId, pathwayId, completedProjects }] : [];
  });
  if (values.length > 0) await tx.insert(userPathways).values(values).onConflictDoNothing();
}

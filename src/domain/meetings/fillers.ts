import { trimBlank } from "../text";
import { FILLER_WORDS, type FillerWord } from "../tools/ah-counter";

/**
 * The ah counter's counts at a meeting (docs/decisions/159): kept per speaker and word. A speaker is a member, by
 * id, or a guest, by name — the same name however it is capitalised or spaced at its ends.
 */
export function fillerSpeakerKey(speaker: { speakerUserId?: string | null; speakerName?: string | null }): string {
  if (speaker.speakerUserId) return `user:${speaker.speakerUserId}`;
  return `name:${trimBlank(speaker.speakerName ?? "").toLowerCase()}`;
}

/** A count after a tap: one more, or one fewer to correct a slip, never below zero. */
export const tappedCount = (count: number, delta: 1 | -1) => Math.max(0, count + delta);

export type FillerRow = { speakerKey: string; word: string; count: number };

/** One speaker's counts of the eight words (0 for a word not counted yet), and their total. */
export function speakerCounts(rows: readonly FillerRow[], speakerKey: string) {
  const counts = Object.fromEntries(FILLER_WORDS.map((word) => [word, 0])) as Record<FillerWord, number>;
  for (const row of rows) {
    if (row.speakerKey === speakerKey && (FILLER_WORDS as readonly string[]).includes(row.word)) {
      counts[row.word as FillerWord] = Math.max(0, row.count);
    }
  }
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { counts, total };
}

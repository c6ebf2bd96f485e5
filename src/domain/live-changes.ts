/**
 * What the live stream and the page say to each other about changes (docs/decisions/130, 257); the server's change
 * feed and the browser's live stream both use these.
 */

/**
 * The topic sent when the server's change feed listens again after a lost connection: changes may have been missed,
 * so every cache drops what it holds and every open page refetches (docs/decisions/130).
 */
export const RESYNC = "*";

/** What a live stream tells right after opening (docs/decisions/257). */
export type Recent = {
  /** Where the server's change feed stands: `<instance>.<count of changes heard>`. */
  position: string;
  /** The first change still kept: data read before it may have missed changes no longer known. */
  oldest: number;
  /** The kept changes of the stream's topics (and resyncs), numbered, oldest first. */
  changes: Array<[seq: number, topic: string]>;
};

/**
 * What a page read before its live stream opened (docs/decisions/257): every answer says where the server's change
 * feed stood when the read began (`Live-Position: <instance>.<seq>`); the stream tells on opening which of its topics
 * changed lately (`recent`). What changed after a read is refreshed, so a change between the read and the stream is
 * not lost. Kept here, apart from the stream, because the first answers can come before the stream's code is loaded.
 */

import { RESYNC, type Recent } from "@/domain/live-changes";

export type Position = { instance: string; seq: number };

/** Every topic the page shows (refresh everything), or these. */
export type Missed = "all" | ReadonlySet<string>;

export function parsePosition(text: string | null | undefined): Position | undefined {
  const match = /^([0-9a-f]{8})\.(\d{1,15})$/.exec(text ?? "");
  return match ? { instance: match[1] as string, seq: Number(match[2]) } : undefined;
}

/** The topics that changed after data read at `read`; all of them when the stream cannot tell (another instance). */
export function missedSince(read: Position | "mixed", recent: Recent): Missed {
  const now = parsePosition(recent.position);
  if (read === "mixed" || !now || now.instance !== read.instance || read.seq < recent.oldest - 1) return "all";
  const topics = new Set(recent.changes.filter(([seq]) => seq > read.seq).map(([, topic]) => topic));
  return topics.has(RESYNC) ? "all" : topics;
}

/** The older of two reads; reads from two instances cannot be compared. */
function older(known: Position | "mixed" | undefined, read: Position | "mixed"): Position | "mixed" {
  if (known === undefined) return read;
  if (known === "mixed" || read === "mixed" || known.instance !== read.instance) return "mixed";
  return known.seq <= read.seq ? known : read;
}

let unchecked: Position | "mixed" | undefined;
let open: { recent: Recent; refresh: (missed: Missed) => void } | undefined;

function check(read: Position | "mixed") {
  if (!open) {
    unchecked = older(unchecked, read);
    return;
  }
  const missed = missedSince(read, open.recent);
  if (missed === "all" || missed.size > 0) open.refresh(missed);
}

/** An answer read from the server, with its `Live-Position` header. */
export function answerRead(header: string | null) {
  const read = parsePosition(header);
  if (read) check(read);
}

/** A stream opened and told what changed lately: what was read before it is checked now, later reads at once. */
export function streamOpened(recent: Recent, refresh: (missed: Missed) => void) {
  open = { recent, refresh };
  const read = unchecked;
  unchecked = undefined;
  if (read) check(read);
}

/**
 * The stream closed (its topics changed, or the connection dropped): reads wait for the next one, and so does where
 * the closed stream had got to, `seen` (what came after it was not heard).
 */
export function streamClosed(seen: string | undefined) {
  open = undefined;
  const position = parsePosition(seen);
  if (position) unchecked = older(unchecked, position);
}

import { randomBytes } from "node:crypto";
import type { Recent } from "../../domain/live-changes";

/** How many of the latest changes a server instance keeps for streams that open after a page read its data. */
export const RECENT_KEPT = 4096;

/**
 * The latest topics the change feed published, numbered. A read's answer says where the feed stood when it began
 * (`position`); a stream opened later tells which of its topics changed since, so a change between the two is not
 * lost. The numbers belong to this instance (another instance's cannot be compared).
 */
export function recentChanges(kept = RECENT_KEPT) {
  const instance = randomBytes(4).toString("hex");
  const topics = new Array<string>(kept);
  let seq = 0;
  return {
    record(topic: string) {
      seq += 1;
      topics[seq % kept] = topic;
    },
    get position() {
      return `${instance}.${seq}`;
    },
    /** The kept changes of `watched` topics (and of `also`, such as the resync mark), oldest first. */
    of(watched: ReadonlySet<string>, also?: string): Recent {
      const oldest = Math.max(1, seq - kept + 1);
      const changes: Recent["changes"] = [];
      for (let at = oldest; at <= seq; at += 1) {
        const topic = topics[at % kept] as string;
        if (watched.has(topic) || topic === also) changes.push([at, topic]);
      }
      return { position: `${instance}.${seq}`, oldest, changes };
    },
  };
}

export type RecentChanges = ReturnType<typeof recentChanges>;

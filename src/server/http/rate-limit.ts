import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { refuse } from "./errors";

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one attempt under `key` in a fixed window stored in the database, so every server
 * instance shares the count. Throws a 429 AppError when the limit is passed.
 */
export async function spendAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else rate_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after`);
  const [row] = (result as unknown as { rows: Array<{ count: number; retry_after: number }> }).rows;
  if (row && row.count > limit.max) {
    throw refuse("RATE_LIMITED", { retryAfterSeconds: row.retry_after });
  }
}

import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/db";

/**
 * The counting rule as one `insert`, a statement of its own or a common table expression of a
 * larger one (the answer save, decision 50): one event for each key that `keys` selects, counted
 * in a fixed window of `windowMs` that starts at the key's first event, in one statement, so
 * concurrent processes sharing the database never lose a count. Returns `count, reset_at`. With
 * `events` 0, the count as it stands (an event a statement before this one counted already).
 */
export function countHits(keys: RawBuilder<unknown>, windowMs: number, now: Date, events = 1) {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`rate_limits.reset_at <= ${now}::timestamptz`;
  return sql`insert into rate_limits (key, count, reset_at)
      select hit.key, ${events}::integer, ${resetAt}::timestamptz from (${keys}) as hit (key)
      on conflict (key) do update set
        count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
        reset_at = case when ${expired} then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`;
}

/**
 * The counting rule for several events of a key at once (decision 299): `hits` selects
 * `(key, hits, now)`, each key once with its number of events and the time of its first; each
 * key's count rises by its number, in the window of `countHits` (a window over at `now` starts
 * again there). Returns `key, count, reset_at`, the count after all of the key's events.
 */
export function countHitsOf(hits: RawBuilder<unknown>, windowMs: number) {
  const window = sql`${windowMs}::integer * interval '1 millisecond'`;
  const expired = sql`rate_limits.reset_at <= excluded.reset_at - ${window}`;
  return sql`insert into rate_limits (key, count, reset_at)
      select hit.key, hit.hits, hit.now + ${window} from (${hits}) as hit (key, hits, now)
      on conflict (key) do update set
        count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
        reset_at = case when ${expired} then excluded.reset_at else rate_limits.reset_at end
      returning key, count, reset_at`;
}

/** Counts one event under `key` (`countHits`). */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date) {
  const { rows } = await sql<{ count: number; reset_at: Date }>`${countHits(
    sql`select ${key}::text`,
    windowMs,
    now,
  )}`.execute(db);
  return rows[0]!;
}

/** The count in the current window of `key`, or undefined when it has none. */
export async function readCounter(db: Db, key: string, now: Date) {
  return db
    .selectFrom("rate_limits")
    .select(["count", "reset_at"])
    .where("key", "=", key)
    .where("reset_at", ">", now)
    .executeTakeFirst();
}

export async function deleteCounters(db: Db, keys: string[]) {
  if (keys.length) await db.deleteFrom("rate_limits").where("key", "in", keys).execute();
}

export async function purgeExpiredCounters(db: Db, now: Date) {
  await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
}

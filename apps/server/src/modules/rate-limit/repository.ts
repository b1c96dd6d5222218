import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

/**
 * Counts one event under `key` in a fixed window of `windowMs` that starts at its first event, in
 * one statement, so concurrent processes sharing the database never lose a count.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql<boolean>`rate_limits.reset_at <= ${now}::timestamptz`;
  return db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        reset_at: sql`case when ${expired} then ${resetAt}::timestamptz else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
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

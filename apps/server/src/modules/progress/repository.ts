import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** Answers are counted in Nepal's days (UTC+05:45, no daylight saving). */
const NEPAL_OFFSET = sql`interval '5 hours 45 minutes'`;

function tallies(db: Db, userId: number) {
  return db
    .selectFrom("attempt_answers")
    .where("user_id", "=", userId)
    .select((eb) => [
      sql<number>`count(distinct attempt_id)`.as("attempts"),
      eb.fn.countAll<number>().as("answered"),
      sql<number>`count(*) filter (where correct)`.as("correct"),
      sql<number>`coalesce(avg(seconds), 0)`.as("average_seconds"),
    ]);
}

export async function tallyByMode(db: Db, userId: number) {
  return tallies(db, userId).select("mode").groupBy("mode").orderBy("mode").execute();
}

export async function tallyByCategory(db: Db, userId: number) {
  return tallies(db, userId).select("category").groupBy("category").orderBy("category").execute();
}

/** English topic drills, by their bank (`english:<topic>`). */
export async function tallyByTopicBank(db: Db, userId: number) {
  return tallies(db, userId)
    .select("bank")
    .where("mode", "=", "english-topic")
    .groupBy("bank")
    .orderBy("bank")
    .execute();
}

export async function tallyByDay(db: Db, userId: number, since: Date) {
  const day = sql<string>`to_char((answered_at at time zone 'UTC') + ${NEPAL_OFFSET}, 'YYYY-MM-DD')`;
  return db
    .selectFrom("attempt_answers")
    .where("user_id", "=", userId)
    .where("answered_at", ">=", since)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("answered"),
      sql<number>`count(*) filter (where correct)`.as("correct"),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
}

/** When the student last answered each question of these categories. */
export async function lastSeen(db: Db, userId: number, categories: readonly string[]) {
  if (categories.length === 0) return [];
  return db
    .selectFrom("attempt_answers")
    .where("user_id", "=", userId)
    .where("category", "in", categories)
    .select((eb) => ["bank", "question_id", eb.fn.max("answered_at").as("last")])
    .groupBy(["bank", "question_id"])
    .execute();
}

import { sql } from "kysely";
import type { Db } from "../../db/db";

export interface ProgressRow {
  userId: number;
  day: string;
  mode: string;
  category: string;
  topic: string;
  /** How many attempts this row counts (1 unless the attempt was counted here already). */
  attempts?: number;
  answered: number;
  correct: number;
  seconds: number;
}

/** Adds one attempt's answers (already summed per category) to the student's daily sums. */
export async function addProgress(db: Db, rows: readonly ProgressRow[]) {
  if (rows.length === 0) return;
  await db
    .insertInto("progress_days")
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        day: r.day,
        mode: r.mode,
        category: r.category,
        topic: r.topic,
        attempts: r.attempts ?? 1,
        answered: r.answered,
        correct: r.correct,
        seconds: r.seconds,
      })),
    )
    .onConflict((c) =>
      c.columns(["user_id", "day", "mode", "category", "topic"]).doUpdateSet({
        attempts: sql`progress_days.attempts + excluded.attempts`,
        answered: sql`progress_days.answered + excluded.answered`,
        correct: sql`progress_days.correct + excluded.correct`,
        seconds: sql`progress_days.seconds + excluded.seconds`,
      }),
    )
    .execute();
}

const sums = (db: Db, userId: number) =>
  db
    .selectFrom("progress_days")
    .where("user_id", "=", userId)
    .select([
      sql<number>`sum(attempts)`.as("attempts"),
      sql<number>`sum(answered)`.as("answered"),
      sql<number>`sum(correct)`.as("correct"),
      sql<number>`sum(seconds)`.as("seconds"),
    ]);

/** Per mode; attempts counted from the attempts themselves (one attempt spans categories). */
export async function tallyByMode(db: Db, userId: number) {
  const [answers, attempts] = await Promise.all([
    sums(db, userId).select("mode").groupBy("mode").orderBy("mode").execute(),
    db
      .selectFrom("attempts")
      .where("user_id", "=", userId)
      .select((eb) => ["mode", eb.fn.countAll<number>().as("count")])
      .groupBy("mode")
      .execute(),
  ]);
  const count = new Map(attempts.map((a) => [a.mode, Number(a.count)]));
  return answers.map((a) => ({ ...a, attempts: count.get(a.mode) ?? 0 }));
}

export async function tallyByCategory(db: Db, userId: number) {
  return sums(db, userId).select("category").groupBy("category").orderBy("category").execute();
}

export async function tallyByTopic(db: Db, userId: number) {
  return sums(db, userId)
    .select("topic")
    .where("topic", "<>", "")
    .groupBy("topic")
    .orderBy("topic")
    .execute();
}

export async function tallyByDay(db: Db, userId: number, sinceDay: string) {
  return sums(db, userId)
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"))
    .where("day", ">=", sinceDay)
    .groupBy("day")
    .orderBy("day")
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

import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

/** The database or a transaction on it: callers outside repositories name it only through these. */
export type Db = Kysely<Database> | Transaction<Database>;
export type Tx = Transaction<Database>;

/** Runs `work` in one transaction: an attempt, its progress sums and its review cards land together. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

export interface NewAttempt {
  id: string;
  userId: number;
  mode: string;
  source: string;
  title: string;
  score: number;
  total: number;
  startedAt: Date;
  finishedAt: Date;
  fingerprint: string;
  /** The seed its options were shown in; null: the written order. */
  seed: number | null;
  answers: Array<{
    bank: string;
    questionId: number;
    category: string;
    pick: string | null;
    correct: boolean;
    seconds: number;
  }>;
}

const summaryColumns = [
  "id",
  "user_id",
  "mode",
  "source",
  "title",
  "score",
  "total",
  "started_at",
  "finished_at",
  "fingerprint",
  "seed",
] as const;

export async function findAttempt(db: Db, id: string) {
  return db.selectFrom("attempts").select(summaryColumns).where("id", "=", id).executeTakeFirst();
}

/** Inserts the attempt with its answers; false when its id is already taken (the caller looks). */
export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<boolean> {
  const inserted = await db
    .insertInto("attempts")
    .values({
      id: attempt.id,
      user_id: attempt.userId,
      mode: attempt.mode,
      source: attempt.source,
      title: attempt.title,
      score: attempt.score,
      total: attempt.total,
      started_at: attempt.startedAt,
      finished_at: attempt.finishedAt,
      fingerprint: attempt.fingerprint,
      seed: attempt.seed,
    })
    .onConflict((c) => c.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto("attempt_answers")
    .values(
      attempt.answers.map((a, position) => ({
        attempt_id: attempt.id,
        position,
        user_id: attempt.userId,
        mode: attempt.mode,
        answered_at: attempt.finishedAt,
        bank: a.bank,
        question_id: a.questionId,
        category: a.category,
        pick: a.pick,
        correct: a.correct,
        seconds: a.seconds,
      })),
    )
    .execute();
  return true;
}

/** A page of the student's attempts, newest first, finished strictly before `before`. */
export async function listAttempts(db: Db, userId: number, before: Date | null, limit: number) {
  let query = db
    .selectFrom("attempts")
    .select(summaryColumns)
    .where("user_id", "=", userId)
    .orderBy("finished_at", "desc")
    .orderBy("id")
    .limit(limit);
  if (before) query = query.where("finished_at", "<", before);
  return query.execute();
}

export async function listAnswers(db: Db, attemptId: string) {
  return db
    .selectFrom("attempt_answers")
    .select(["bank", "question_id", "category", "pick", "correct", "seconds"])
    .where("attempt_id", "=", attemptId)
    .orderBy("position")
    .execute();
}

/** A school catalog unit's name and questions (JSON text), by id. */
export async function findUnit(db: Db, id: number) {
  return db
    .selectFrom("units")
    .select(["name as title", "json_data", "passages"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * The question an examiner took out of catalog unit `unitId` (decision 0082), as it was published
 * (JSON text), or undefined when no question `questionId` was taken out of it.
 */
export async function findWithdrawn(db: Db, unitId: number, questionId: number) {
  const row = await db
    .selectFrom("examiner_actions")
    .select("removed")
    .where("action", "=", "question_unpublished")
    .where("unit_id", "=", unitId)
    .where("question_id", "=", questionId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.removed;
}

/** An entrance practice unit's (/mcq) title and questions (JSON text), by id. */
export async function findEntranceUnit(db: Db, id: number) {
  return db
    .selectFrom("entrance_units")
    .select(["title", "json_data", "passages"])
    .where("id", "=", id)
    .executeTakeFirst();
}

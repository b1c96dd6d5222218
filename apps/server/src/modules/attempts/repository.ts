import { sql } from "kysely";
import type { Db } from "../../db/db";

/** A practice answer as kept: the first kept answer of a question is the one (decision 343). */
export interface NewAnswer {
  position: number;
  bank: string;
  questionId: number;
  category: string;
  pick: string | null;
  correct: boolean;
  seconds: number;
  /** Kept but marked: 'withdrawn', 'left' (its bank) or 'reworded' (its option); null: as it stands. */
  mark: "withdrawn" | "left" | "reworded" | null;
}

/** An attempt's row as a first send makes it; its score and total follow its answers. */
export interface NewAttempt {
  id: string;
  userId: number;
  mode: string;
  source: string;
  title: string;
  total: number;
  startedAt: Date;
  finishedAt: Date;
  fingerprint: string;
  /** The seed its options were shown in; null: the written order. */
  seed: number | null;
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

/** Makes the attempt's row unless its id is taken already: true when this call made it. */
export async function insertAttemptRow(db: Db, attempt: NewAttempt): Promise<boolean> {
  const inserted = await db
    .insertInto("attempts")
    .values({
      id: attempt.id,
      user_id: attempt.userId,
      mode: attempt.mode,
      source: attempt.source,
      title: attempt.title,
      score: 0,
      total: attempt.total,
      started_at: attempt.startedAt,
      finished_at: attempt.finishedAt,
      fingerprint: attempt.fingerprint,
      seed: attempt.seed,
    })
    .onConflict((c) => c.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The attempt's row, locked to the transaction: sends of one attempt are kept one at a time. */
export async function lockAttempt(db: Db, id: string) {
  return db
    .selectFrom("attempts")
    .select(summaryColumns)
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

/** The answers an attempt holds already, as kept. */
export async function listKeptAnswers(db: Db, attemptId: string) {
  return db
    .selectFrom("attempt_answers")
    .select(["position", "bank", "question_id", "pick", "mark"])
    .where("attempt_id", "=", attemptId)
    .execute();
}

/**
 * Keeps the answers the attempt does not hold yet (one per question: a question kept already
 * keeps its first answer); the ones this call kept.
 */
export async function insertAnswers(
  db: Db,
  attempt: { id: string; userId: number; mode: string },
  answeredAt: Date,
  answers: readonly NewAnswer[],
): Promise<Array<{ bank: string; question_id: number }>> {
  if (answers.length === 0) return [];
  return db
    .insertInto("attempt_answers")
    .values(
      answers.map((a) => ({
        attempt_id: attempt.id,
        position: a.position,
        user_id: attempt.userId,
        mode: attempt.mode,
        answered_at: answeredAt,
        bank: a.bank,
        question_id: a.questionId,
        category: a.category,
        pick: a.pick,
        correct: a.correct,
        seconds: a.seconds,
        mark: a.mark,
      })),
    )
    .onConflict((c) => c.doNothing())
    .returning(["bank", "question_id"])
    .execute();
}

/** The attempt's score from the answers it holds, and its total (at least the answers it holds). */
export async function refreshScore(db: Db, attemptId: string, total: number) {
  await db
    .updateTable("attempts")
    .set((eb) => ({
      score: eb
        .selectFrom("attempt_answers")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("attempt_id", "=", attemptId)
        .where("correct", "=", true),
      total: sql<number>`greatest(${total}::integer, (select count(*) from attempt_answers
        where attempt_id = ${attemptId}))`,
    }))
    .where("id", "=", attemptId)
    .execute();
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
    .select(["bank", "question_id", "category", "pick", "correct", "seconds", "mark"])
    .where("attempt_id", "=", attemptId)
    .orderBy("position")
    .execute();
}

/** The categories the attempt holds answers in besides those to the questions of `besides`. */
export async function categoriesBesides(
  db: Db,
  attemptId: string,
  besides: ReadonlyArray<{ bank: string; questionId: number }>,
): Promise<string[]> {
  let query = db
    .selectFrom("attempt_answers")
    .select("category")
    .distinct()
    .where("attempt_id", "=", attemptId);
  if (besides.length)
    query = query.where((eb) =>
      eb.not(
        eb.or(
          besides.map((a) =>
            eb.and([eb("bank", "=", a.bank), eb("question_id", "=", a.questionId)]),
          ),
        ),
      ),
    );
  return (await query.execute()).map((r) => r.category);
}

import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { GRACE_MS } from "./deadline";
import type { Db } from "../../db/db";

// Each exam's results mail, queued once (exams.results_mailed_at).

/** Exams whose results are out at `now` (released, or closed with results at close) and not mailed yet. */
export async function examsWithResultsToMail(db: Db, now: Date) {
  return db
    .selectFrom("exams")
    .select(["id", "slug", "title", "opens_at"])
    .where("results_mailed_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("released_at", "<=", now),
        eb.and([
          eb("release_mode", "=", "at_close"),
          // Its end: the close, or the last extra time past it (results.ts, `endsAt`).
          eb(
            sql<Date>`closes_at + overtime_seconds * interval '1 second'`,
            "<=",
            new Date(now.getTime() - GRACE_MS),
          ),
        ]),
      ]),
    )
    .orderBy("id")
    .execute();
}

/**
 * Marks the exam's results as mailed and hands the students who sat it to `queue`, in one
 * transaction: whichever process gets there first queues the mails, once. False when it was done.
 */
export async function queueResultsMailOnce(
  db: Kysely<Database>,
  examId: number,
  now: Date,
  queue: (trx: Db, userIds: number[]) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("exams")
      .set({ results_mailed_at: now })
      .where("id", "=", examId)
      .where("results_mailed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return false;
    // What each was told: a release of corrections later mails only those whose score moved since.
    await sql`update exam_attempts a set told_score = r.score from exam_results r
      where r.attempt_id = a.id and a.exam_id = ${examId}`.execute(trx);
    const sitters = await trx
      .selectFrom("exam_attempts")
      .select("user_id")
      .where("exam_id", "=", examId)
      .orderBy("user_id")
      .execute();
    await queue(
      trx,
      sitters.map((s) => s.user_id),
    );
    return true;
  });
}

/**
 * A release of corrections (decision 0475): with the exam locked, when its results mail went out,
 * the attempts whose score moved since the student was last told are handed to `queue` and marked
 * told. Null when the results mail has not gone yet (the release is the first one); else how many.
 */
export async function tellChangedOnce(
  db: Kysely<Database>,
  examId: number,
  queue: (trx: Db, userIds: number[]) => Promise<void>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const exam = await trx
      .selectFrom("exams")
      .select("results_mailed_at")
      .where("id", "=", examId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!exam.results_mailed_at) return null;
    const moved = await trx
      .updateTable("exam_attempts")
      .from("exam_results")
      .set((eb) => ({ told_score: eb.ref("exam_results.score") }))
      .whereRef("exam_results.attempt_id", "=", "exam_attempts.id")
      .where("exam_attempts.exam_id", "=", examId)
      .where("exam_attempts.told_score", "is not", null)
      .whereRef("exam_attempts.told_score", "<>", "exam_results.score")
      .returning("exam_attempts.user_id")
      .execute();
    await queue(
      trx,
      moved.map((m) => m.user_id),
    );
    return moved.length;
  });
}

/** How many of an exam's students have a score other than the one they were last told. */
export async function countUntold(db: Db, examId: number): Promise<number> {
  const row = await db
    .selectFrom("exam_attempts")
    .innerJoin("exam_results", "exam_results.attempt_id", "exam_attempts.id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("exam_attempts.exam_id", "=", examId)
    .where("exam_attempts.told_score", "is not", null)
    .whereRef("exam_attempts.told_score", "<>", "exam_results.score")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

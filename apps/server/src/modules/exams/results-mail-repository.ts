import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { GRACE_MS } from "./exam-repository";

type Db = Kysely<Database> | Transaction<Database>;

// Each exam's results mail, queued once (exams.results_mailed_at).

/** Exams whose results are out at `now` (released, or closed with results at close) and not mailed yet. */
export async function examsWithResultsToMail(db: Db, now: Date) {
  return db
    .selectFrom("exams")
    .select(["id", "slug", "opens_at"])
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
